/**
 * The ability catalog as the code sees it: every ability id some module here gives meaning to. The registry
 * module declares it (`catalogs`), and a test over the registry holds it to abilities.yaml and to the parameter
 * schemas in schemas/neuroshima-hex/abilities, so an ability added to one and forgotten in another fails.
 */
import type { EffectCatalog } from '@armory/engine';
import { AURAS, FREEZING } from './auras.js';
import { PLAYS } from './plays.js';

/** Abilities with no module of their own, by the module that reads them: an eater's qualities, the Swap Zone. */
export const READ_BY: Readonly<Record<string, string>> = {
  cannibalism: 'cannibalize',
  gourmet: 'cannibalize',
  bloodlust: 'cannibalize',
  'swap-zone': 'swap',
};

/** Every ability id the code gives meaning to: the usable ones, the auras, Freezing, and those others read. */
export const ABILITY_MEANINGS: readonly string[] = [
  ...Object.keys(PLAYS),
  ...Object.keys(AURAS),
  FREEZING.id,
  ...Object.keys(READ_BY),
].sort();

/** Where abilities are listed in content and shaped in schemas, and which the code knows. */
export const abilityCatalog: EffectCatalog = {
  noun: 'ability',
  content: { kind: 'abilities', ids: '/abilities/*/id' },
  schemas: 'abilities',
  meanings: ABILITY_MEANINGS,
};

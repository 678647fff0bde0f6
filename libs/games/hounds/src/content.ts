/** What the game is built from: the typed content package's exports, as the registry module hands them over. */
import type { Ability, CardSet, EffectCatalog, Rules } from '@armory/content-hounds';

export type { Ability, CardSet, EffectCatalog, Rules };

export interface HoundsContent {
  rules: Rules;
  effects: EffectCatalog;
  cardSets: Record<string, CardSet>;
}

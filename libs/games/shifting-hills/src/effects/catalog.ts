/** The catalog of bonus effects, by the name content uses. */
import { artilleryStrike } from './artillery-strike.js';
import { boost } from './boost.js';
import type { BonusEffectRule } from './effect.js';
import { extraAmmo } from './extra-ammo.js';
import { survivorsFound } from './survivors-found.js';

const effects: ReadonlyArray<BonusEffectRule<any>> = [survivorsFound, artilleryStrike, extraAmmo, boost];

/** Every bonus effect, by name. */
export const BONUS_EFFECTS: ReadonlyMap<string, BonusEffectRule<any>> = new Map(effects.map((e) => [e.name, e]));

/** The effect a card names; throws for a name the catalog lacks (the schema refuses such content first). */
export function bonusEffect(name: string): BonusEffectRule<any> {
  const effect = BONUS_EFFECTS.get(name);
  if (!effect) throw new Error(`unknown bonus effect '${name}'; known: ${[...BONUS_EFFECTS.keys()].join(', ')}`);
  return effect;
}

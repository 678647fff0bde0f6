/** strength-modifier: the reached tile's attacks (of the listed kinds, or all) hit harder. */
import { ATTACK_KINDS } from '../catalog.js';
import { defineAura } from './aura.js';
import type { StrengthModifierParams } from './params.js';

/** Adds `amount` to each attack of the listed kinds (`attacks`, default all) of the reached tile. */
export const strengthModifier = defineAura<StrengthModifierParams>({
  id: 'strength-modifier',
  give(f, _source, target, use) {
    const kinds: readonly string[] | undefined = use.attacks;
    for (let k = 0; k < ATTACK_KINDS.length; k++) {
      if (!kinds || kinds.includes(ATTACK_KINDS[k]!)) f.str[target * 4 + k]! += use.amount;
    }
  },
});

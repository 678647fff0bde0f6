/** toughness-modifier: the reached tile has extra hit points while the effect lasts. */
import { defineAura } from './aura.js';
import type { ToughnessModifierParams } from './params.js';

/** Adds `amount` hit points to the reached tile. */
export const toughnessModifier = defineAura<ToughnessModifierParams>({
  id: 'toughness-modifier',
  give(f, _source, target, use) {
    f.tough[target]! += use.amount;
  },
});

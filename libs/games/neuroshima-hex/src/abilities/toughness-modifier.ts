/** toughness-modifier: the reached tile has extra hit points while the effect lasts. */
import { intParam, type Aura } from './aura.js';

/** Adds `amount` hit points to the reached tile. */
export const toughnessModifier: Aura = {
  id: 'toughness-modifier',
  give(f, _source, target, use) {
    f.tough[target]! += intParam(use, 'amount');
  },
};

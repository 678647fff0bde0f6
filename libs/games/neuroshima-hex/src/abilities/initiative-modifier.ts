/** initiative-modifier: the reached tile attacks `amount` phases earlier (later when negative). */
import { intParam, type Aura } from './aura.js';

/** Adds `amount` to the reached tile's initiative. */
export const initiativeModifier: Aura = {
  id: 'initiative-modifier',
  give(f, _source, target, use) {
    f.init[target]! += intParam(use, 'amount');
  },
};

/** initiative-modifier: the reached tile attacks `amount` phases earlier (later when negative). */
import { defineAura } from './aura.js';
import type { InitiativeModifierParams } from './params.js';

/** Adds `amount` to the reached tile's initiative. */
export const initiativeModifier = defineAura<InitiativeModifierParams>({
  id: 'initiative-modifier',
  give(f, _source, target, use) {
    f.init[target]! += use.amount;
  },
});

/**
 * freezing: an enemy module or module feature it reaches gives no bonus and no penalty. It never
 * reaches HQ special features (publisher ruling), which links.ts enforces by skipping HQs.
 */
import type { Aura } from './aura.js';

/** Marks the reached tile frozen: its module-like abilities are switched off. */
export const freezing: Aura = {
  id: 'freezing',
  give(f, _source, target) {
    f.frozen[target] = 1;
  },
};

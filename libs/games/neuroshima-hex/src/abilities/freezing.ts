/**
 * freezing: an enemy module or module feature it reaches gives no bonus and no penalty. It never
 * reaches HQ special features (publisher ruling), which links.ts enforces by skipping HQs. With a
 * `marker` parameter it also puts reminder markers on what it freezes (reminders.ts).
 */
import { defineAura } from './aura.js';
import type { FreezingParams } from './params.js';

/** Marks the reached tile frozen: its module-like abilities are switched off. */
export const freezing = defineAura<FreezingParams>({
  id: 'freezing',
  give(f, source, target) {
    f.frozen[target] = 1;
    f.frozenBy[target] = source;
  },
});

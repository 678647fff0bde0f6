/**
 * medic: the medic stands ready to absorb one whole attack on a tile it reaches; battle.ts spends it
 * (the medic is discarded) when such a tile is hit.
 */
import { defineAura } from './aura.js';
import type { MedicParams } from './params.js';

/** Records `source` as a medic protecting `target` (at most six per tile: one per neighbour). */
export const medic = defineAura<MedicParams>({
  id: 'medic',
  give(f, source, target) {
    const k = f.medicCount[target]!;
    if (k < 6) {
      f.medics[target * 6 + k] = source;
      f.medicCount[target] = k + 1;
    }
  },
});

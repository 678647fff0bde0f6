// The settled arrays of a field share one buffer so that clearSettled can reset them in one loop:
// this checks that they do not overlap and that clearing leaves every one as a fresh field has it.
import { describe, expect, it } from 'vitest';
import { clearSettled, newField } from './field.js';

describe('newField and clearSettled', () => {
  for (const n of [1, 7, 19, 37]) {
    it(`keeps the settled arrays apart and clears them all (${n} hexes)`, () => {
      const f = newField(n);
      const arrays = [f.netted, f.frozen, f.init, f.str, f.tough, f.medicCount, f.frozenBy];
      // Each array gets its own value everywhere; overlapping arrays would overwrite each other's.
      arrays.forEach((a, k) => a.fill(k + 2));
      arrays.forEach((a, k) => expect([...a].every((x) => x === k + 2)).toBe(true));
      expect(f.str.length).toBe(4 * n);
      clearSettled(f);
      for (const a of [f.netted, f.frozen, f.init, f.str, f.tough, f.medicCount]) expect([...a].every((x) => x === 0)).toBe(true);
      expect([...f.frozenBy].every((x) => x === -1)).toBe(true);
      expect([...newField(n).frozenBy].every((x) => x === -1)).toBe(true);
    });
  }
});

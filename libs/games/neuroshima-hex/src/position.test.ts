// reachable() keeps reused tables between calls; this checks it against a plain breadth-first search
// on random boards, so a stale table or an off-by-one in the step count shows up.
import { describe, expect, it } from 'vitest';
import { Rng } from '@armory/engine';
import { catalogOf } from './catalog.js';
import { content } from './content.testing.js';
import { neuroshimaHex } from './game.js';
import { reachable } from './position.js';
import type { NhState } from './state.js';

function plainReach(state: NhState, nb: Int32Array, from: number, spaces: number): number[] {
  const dist = new Map<number, number>([[from, 0]]);
  const todo = [from];
  while (todo.length) {
    const h = todo.shift()!;
    if (dist.get(h)! >= spaces) continue;
    for (let d = 0; d < 6; d++) {
      const v = nb[h * 6 + d]!;
      if (v >= 0 && !dist.has(v) && !state.board[v]) {
        dist.set(v, dist.get(h)! + 1);
        todo.push(v);
      }
    }
  }
  return [...dist.keys()].filter((h) => h !== from).sort((a, b) => a - b);
}

describe('reachable', () => {
  it('finds the empty hexes within 1-3 steps through empty hexes, sorted, on random boards', () => {
    const state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 1);
    const cat = catalogOf(state.catalog);
    const rng = Rng.seeded('reach');
    let nonEmpty = 0;
    for (let b = 0; b < 200; b++) {
      for (let h = 0; h < state.board.length; h++) {
        state.board[h] = rng.int(2) ? { tile: 'x', type: 0, owner: 0, rot: 0, damage: 0, marker: null, id: h + 1 } : null;
      }
      const from = rng.int(state.board.length);
      const spaces = 1 + rng.int(3);
      const got = reachable(state, cat, from, spaces);
      expect(got).toEqual(plainReach(state, cat.board.neighbours as Int32Array, from, spaces));
      if (got.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(50);
  });
});

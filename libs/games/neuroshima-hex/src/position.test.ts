// reachable() keeps reused tables between calls; this checks it against a plain breadth-first search
// on random boards, so a stale table or an off-by-one in the step count shows up.
import { describe, expect, it } from 'vitest';
import { Rng } from '@armory/engine';
import { catalogOf } from './catalog.js';
import { content } from './content.testing.js';
import { neuroshimaHex } from './game.js';
import { fieldNow, moveTile, quietSettles, reachable } from './position.js';
import { newField, readBoard } from './field.js';
import { computeLinks } from './links.js';
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

describe('fieldNow', () => {
  it('matches a fresh settle of the board after every action of random games, changes taken in without settling included', () => {
    const arrays = ['type', 'netted', 'frozen', 'frozenBy', 'init', 'str', 'tough', 'medicCount'] as const;
    const tileArrays = ['owner', 'team', 'rot', 'armor', 'unit', 'nets', 'links', 'marked'] as const;
    const quietBefore = quietSettles();
    let checks = 0;
    const wrong: string[] = [];
    for (let g = 0; g < 40; g++) {
      const state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, `field-${g}`);
      const cat = catalogOf(state.catalog);
      const rng = Rng.seeded(`field-${g}`);
      const fresh = newField(cat.board.size);
      while (state.outcome === null) {
        neuroshimaHex.playSample!(state, rng);
        const f = fieldNow(state, cat);
        readBoard(fresh, state, cat);
        computeLinks(fresh, cat, state);
        for (const k of arrays)
          for (let i = 0; i < f[k].length; i++) if (f[k][i] !== fresh[k][i]) wrong.push(`game ${g}, turn ${state.turn}: ${k}[${i}]`);
        for (let h = 0; h < cat.board.size; h++) {
          if (!state.board[h]) continue;
          for (const k of tileArrays) if (f[k][h] !== fresh[k][h]) wrong.push(`game ${g}, turn ${state.turn}: ${k}[${h}]`);
        }
        checks++;
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(checks).toBeGreaterThan(2000);
    // The shortcut was taken, so the comparison above covers it.
    expect(quietSettles() - quietBefore).toBeGreaterThan(100);
  });
});

describe('moveTile', () => {
  it('moves the same cell when it keeps its rotation, and a recast one when it turns', () => {
    const state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 1);
    const cell = { tile: 'x', type: 0, owner: 0, rot: 1, damage: 0, marker: null, id: 1 };
    state.board[0] = cell;
    expect(moveTile(state, 0, 1, 1)).toBe(cell);
    expect(state.board[0]).toBeNull();
    const turned = moveTile(state, 1, 2, 4);
    expect(turned).not.toBe(cell);
    expect(state.board[2]).toBe(turned);
    expect(turned.rot).toBe(4);
    expect(cell.rot).toBe(1);
  });
});

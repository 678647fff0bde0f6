import { describe, expect, it } from 'vitest';
import { Board, OFF_BOARD } from '@armory/engine';
import { throwerTargets } from './catalog.js';

describe('throwerTargets', () => {
  const board = new Board({ kind: 'hexagon', radius: 4 });

  it("lands two steps out through the tip, as the board's own tip table does", () => {
    expect(Array.from(throwerTargets(board, 2))).toEqual(Array.from(board.tips));
  });

  it('lands twice as far along the same line for a distance of 4', () => {
    const centre = board.indexOf({ q: 0, r: 0 });
    const four = throwerTargets(board, 4);
    for (let tip = 0; tip < 6; tip++) {
      const near = board.hexAt(board.throughTip(centre, tip));
      expect(board.hexAt(four[centre * 6 + tip]!)).toEqual({ q: 2 * near.q, r: 2 * near.r });
    }
    expect(four[board.indexOf({ q: 4, r: -2 }) * 6 + 1]).toBe(OFF_BOARD);
  });

  it("refuses an odd distance, which no hex lies at along a tip's line", () => {
    expect(() => throwerTargets(board, 3)).toThrow('rules.yaml thrower.distance must be an even number of steps, at least 2; got 3');
  });
});

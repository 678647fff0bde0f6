import { describe, expect, it } from 'vitest';
import { Board, OFF_BOARD, shapeHexes } from './board.js';
import { distance, neighbour } from './hex.js';

describe('Board', () => {
  it('builds hexagons of radius r with 3r(r+1)+1 hexes', () => {
    expect(new Board({ kind: 'hexagon', radius: 2 }).size).toBe(19);
    expect(new Board({ kind: 'hexagon', radius: 3 }).size).toBe(37);
  });

  it('builds a column-count board equal to the matching hexagon', () => {
    const cols = shapeHexes({ kind: 'columns', counts: [4, 5, 6, 7, 6, 5, 4] })
      .map((h) => `${h.q},${h.r}`)
      .sort();
    const hexagon = shapeHexes({ kind: 'hexagon', radius: 3 })
      .map((h) => `${h.q},${h.r}`)
      .sort();
    expect(cols).toEqual(hexagon);
  });

  it('matches neighbour tables with coordinate neighbours', () => {
    const board = new Board({ kind: 'hexagon', radius: 2 });
    for (let i = 0; i < board.size; i++) {
      for (let d = 0; d < 6; d++) {
        expect(board.neighbour(i, d)).toBe(board.indexOf(neighbour(board.hexAt(i), d)));
      }
    }
    const centre = board.indexOf({ q: 0, r: 0 });
    expect(board.adjacent(centre)).toHaveLength(6);
    expect(board.isEdge(centre)).toBe(false);
    expect(board.hexes.filter((_, i) => board.isEdge(i))).toHaveLength(12);
  });

  it('casts rays to the board edge', () => {
    const board = new Board({ kind: 'hexagon', radius: 2 });
    const centre = board.indexOf({ q: 0, r: 0 });
    expect(board.ray(centre, 0).map((i) => board.hexAt(i))).toEqual([
      { q: 0, r: -1 },
      { q: 0, r: -2 },
    ]);
    const corner = board.indexOf({ q: 0, r: -2 });
    expect(board.ray(corner, 0)).toEqual([]);
    expect(board.ray(corner, 3)).toHaveLength(4);
  });

  it('looks up tip hexes two steps away, or OFF_BOARD', () => {
    const board = new Board({ kind: 'hexagon', radius: 2 });
    const centre = board.indexOf({ q: 0, r: 0 });
    for (let t = 0; t < 6; t++) expect(board.distance(centre, board.throughTip(centre, t))).toBe(2);
    const west = board.indexOf({ q: -2, r: 1 });
    expect(board.throughTip(west, 4)).toBe(OFF_BOARD);
    expect(distance(board.hexAt(west), board.hexAt(board.throughTip(west, 1)))).toBe(2);
  });

  it('rejects duplicates and unknown indices', () => {
    expect(
      () =>
        new Board({
          kind: 'hexes',
          hexes: [
            { q: 0, r: 0 },
            { q: 0, r: 0 },
          ],
        }),
    ).toThrow(/twice/);
    expect(() => new Board({ kind: 'hexagon', radius: 1 }).hexAt(7)).toThrow(/not on this 7-hex board/);
  });
});

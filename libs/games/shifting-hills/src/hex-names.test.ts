import { Board } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { hexNames } from './hex-names.js';

describe('hex names', () => {
  it('name the columns by letter and the rows from the north, in the board index order', () => {
    const columns = [4, 5, 6, 7, 6, 5, 4];
    const names = hexNames(columns);
    expect(names).toHaveLength(37);
    expect(names.slice(0, 5)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
    const board = new Board({ kind: 'columns', counts: columns });
    // d1..d7 is the middle column: q = 0, r from -3 (north) to 3 (south).
    expect(board.hexAt(names.indexOf('d1'))).toEqual({ q: 0, r: -3 });
    expect(board.hexAt(names.indexOf('d7'))).toEqual({ q: 0, r: 3 });
    expect(board.hexAt(names.indexOf('a1')).q).toBe(-3);
  });
});

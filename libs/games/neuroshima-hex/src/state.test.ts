// takeTile and recast: the small state helpers random play leans on.
import { describe, expect, it } from 'vitest';
import { recast, takeTile, type Cell } from './state.js';

describe('takeTile', () => {
  it('takes out the first copy only and keeps the order of the rest', () => {
    const hand = ['a', 'b', 'a', 'c'];
    takeTile(hand, 'a');
    expect(hand).toEqual(['b', 'a', 'c']);
    takeTile(hand, 'c');
    expect(hand).toEqual(['b', 'a']);
  });

  it('leaves the list alone when the tile is not in it', () => {
    const hand = ['a', 'b'];
    takeTile(hand, 'x');
    expect(hand).toEqual(['a', 'b']);
  });
});

describe('recast', () => {
  it('makes a new cell with the new rotation and marker and everything else kept', () => {
    const cell: Cell = { tile: 'wolf', type: 3, owner: 1, rot: 2, damage: 1, marker: null, id: 7 };
    const turned = recast(cell, 5, 'lesser');
    expect(turned).not.toBe(cell);
    expect(turned).toEqual({ tile: 'wolf', type: 3, owner: 1, rot: 5, damage: 1, marker: 'lesser', id: 7 });
    expect(cell.rot).toBe(2);
    expect(cell.marker).toBeNull();
  });
});

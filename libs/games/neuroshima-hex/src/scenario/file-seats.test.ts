import { describe, expect, it } from 'vitest';
import type { Scenario } from './scenario.js';
import { withGameSeats } from './file-seats.js';

const base: Scenario = { id: 's', title: 's', rules: ['r'], armies: ['a', 'b'], actions: [], expect: { winner: 'none' } };

describe('set-up seats from the file', () => {
  it('counts from 1 in the file and from 0 in the game: owners, the seat to act and who drew last', () => {
    const sc = { ...base, setup: { board: [{ hex: '0,0', owner: 2, tile: 'hq' }], current: 2, drewLast: [1, 2], hands: [['wolf'], []] } };
    expect(withGameSeats(sc).setup).toEqual({
      board: [{ hex: '0,0', owner: 1, tile: 'hq' }],
      current: 1,
      drewLast: [0, 1],
      hands: [['wolf'], []],
    });
    expect(sc.setup.board[0]!.owner).toBe(2);
  });

  it('leaves out what the file leaves out', () => {
    expect(withGameSeats(base)).toBe(base);
    expect(withGameSeats({ ...base, setup: { hands: [[], []] } }).setup).toEqual({ hands: [[], []] });
  });
});

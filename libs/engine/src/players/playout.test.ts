import { describe, expect, it } from 'vitest';
import { Rng } from '../rng/rng.js';
import { ticTacToe } from '../toys/tic-tac-toe.js';
import { hiddenNim } from '../toys/hidden-nim.js';
import { playOut } from './playout.js';

describe('playOut', () => {
  it('plays to the end and values the result for each seat', () => {
    const state = ticTacToe.setup(null, {}, 1);
    const value = playOut(ticTacToe, state, Rng.seeded(4), {});
    const status = ticTacToe.status(state);
    expect(status.over).toBe(true);
    if (!status.over) return;
    const expected = status.draw ? [0.5, 0.5] : status.winners[0] === 0 ? [1, 0] : [0, 1];
    expect([value(0), value(1)]).toEqual(expected);
  });

  it('stops at the step limit and asks the evaluation, else calls it even', () => {
    const state = hiddenNim.setup(null, { pile: 30 }, 1);
    const value = playOut(hiddenNim, state, Rng.seeded(1), {
      maxPlayoutSteps: 2,
      evaluate: (s, seat) => (seat === 0 ? s.pile / 100 : 0.25),
    });
    expect(hiddenNim.status(state).over).toBe(false);
    expect(state.zones.played).toHaveLength(2);
    expect(value(0)).toBe(state.pile / 100);
    expect(value(1)).toBe(0.25);
    expect(playOut(hiddenNim, hiddenNim.setup(null, { pile: 30 }, 1), Rng.seeded(1), { maxPlayoutSteps: 1 })(0)).toBe(0.5);
  });
});

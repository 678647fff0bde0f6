import { describe, expect, it } from 'vitest';
import { Rng } from '../rng/rng.js';
import { playMatch } from '../match/match.js';
import { ticTacToe, ticTacToeValue, type TicTacToeState } from '../toys/tic-tac-toe.js';
import { hiddenNim, type HiddenNimState } from '../toys/hidden-nim.js';
import { raid, raidValue, type RaidState } from '../toys/raid.js';
import { greedyPlayer } from './greedy.js';
import { randomPlayer } from './random.js';

describe('greedyPlayer', () => {
  it('greedy takes a win when one is on the board, and is deterministic per seed', () => {
    const state: TicTacToeState = ticTacToe.setup(null, {}, 1);
    state.cells = [1, -1, -1, 0, 0, -1, 1, -1, -1];
    state.next = 0;
    const greedy = greedyPlayer<TicTacToeState>(ticTacToeValue);
    expect(greedy.choose(ticTacToe, state, 0, Rng.seeded(3))).toEqual({ type: 'mark', cell: 5 });
    const a = playMatch(ticTacToe, null, {}, 9, [greedy, randomPlayer()], { record: true });
    const b = playMatch(ticTacToe, null, {}, 9, [greedy, randomPlayer()], { record: true });
    expect(a.log).toEqual(b.log);
  });

  it('answers a pending choice: the raided seat discards its smallest card', () => {
    const state: RaidState = raid.setup(null, {}, 2);
    state.hands = [[{ value: 2, raid: false }], [{ value: 3, raid: true }, { value: 1, raid: false }, { value: 4, raid: false }]];
    state.pending = { seat: 1, kind: 'discard' };
    expect(greedyPlayer<RaidState>(raidValue).choose(raid, state, 1, Rng.seeded(1))).toEqual({ type: 'discard', value: 1, raid: false });
  });

  it('plays hidden nim from a guess of its view without touching the real state', () => {
    const state = hiddenNim.setup(null, { pile: 10 }, 4);
    const before = structuredClone(state);
    const greedy = greedyPlayer<HiddenNimState>((s, seat) => (s.lastTaker === seat ? 1 : 0));
    const action = greedy.choose(hiddenNim, state, 0, Rng.seeded(1));
    expect(hiddenNim.actions(state)).toContainEqual(action);
    expect(state).toEqual(before);
  });
});

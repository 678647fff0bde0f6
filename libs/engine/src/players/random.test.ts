import { describe, expect, it } from 'vitest';
import { Rng } from '../rng/rng.js';
import { ticTacToe, type Mark, type TicTacToeState } from '../toys/tic-tac-toe.js';
import { randomPlayer } from './random.js';

describe('randomPlayer', () => {
  it('picks every legal action about equally often, and only legal ones', () => {
    const state = ticTacToe.setup(null, {}, 1);
    state.cells = [0, 1, -1, -1, 0, 1, -1, -1, -1];
    const rng = Rng.seeded('fair');
    const counts = new Map<number, number>();
    for (let i = 0; i < 5000; i++) {
      const a = randomPlayer<TicTacToeState, Mark>().choose(ticTacToe, state, 0, rng);
      counts.set(a.cell, (counts.get(a.cell) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([2, 3, 6, 7, 8]);
    for (const c of counts.values()) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  it('refuses to choose when there is nothing to choose', () => {
    const state = ticTacToe.setup(null, {}, 1);
    state.cells = [0, 0, 0, 1, 1, -1, -1, -1, -1];
    expect(() => randomPlayer().choose(ticTacToe, state, 1, Rng.seeded(1))).toThrow(/no legal action/);
  });

  it("uses the game's sampleAction when it has one, with the same choices as picking from the list", () => {
    const listed = { ...ticTacToe, sampleAction: undefined };
    let sampled = 0;
    const counting = { ...ticTacToe, sampleAction: (s: TicTacToeState, r: Rng) => (sampled++, ticTacToe.sampleAction!(s, r)) };
    const state = ticTacToe.setup(null, {}, 1);
    state.cells = [0, 1, -1, -1, 0, 1, -1, -1, -1];
    const a = Rng.seeded('same');
    const b = Rng.seeded('same');
    for (let i = 0; i < 200; i++) {
      expect(randomPlayer<TicTacToeState, Mark>().choose(counting, state, 0, a)).toEqual(
        randomPlayer<TicTacToeState, Mark>().choose(listed, state, 0, b),
      );
    }
    expect(sampled).toBe(200);
    expect(a.state).toEqual(b.state);
  });

  it("acts through the game's playSample: the same action and events as choose then apply", () => {
    const state = ticTacToe.setup(null, {}, 1);
    const copy = ticTacToe.clone!(state);
    const player = randomPlayer<TicTacToeState, Mark>();
    const a = player.act!(ticTacToe, state, 0, Rng.seeded('act'));
    const chosen = player.choose(ticTacToe, copy, 0, Rng.seeded('act'));
    expect(a.action).toEqual(chosen);
    expect(a.events).toEqual(ticTacToe.apply(copy, chosen));
    expect(state).toEqual(copy);
  });
});

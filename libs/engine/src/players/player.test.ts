import { describe, expect, it } from 'vitest';
import { refuseToPeek, reward, searchableState } from './player.js';
import { rockPaperScissors } from '../toys/rock-paper-scissors.js';
import { Rng } from '../rng/rng.js';
import { hiddenNim } from '../toys/hidden-nim.js';
import { ticTacToe } from '../toys/tic-tac-toe.js';

describe('reward', () => {
  it('scores wins, shared wins, draws and losses from one seat', () => {
    expect(reward({ over: true, winners: [1], draw: false }, 1)).toBe(1);
    expect(reward({ over: true, winners: [1], draw: false }, 0)).toBe(0);
    expect(reward({ over: true, winners: [0, 2], draw: false }, 2)).toBe(0.5);
    expect(reward({ over: true, winners: [], draw: true }, 0)).toBe(0.5);
  });
});

describe('searchableState', () => {
  it('guesses hidden parts for hidden-information games and never hands out the real state', () => {
    const s = hiddenNim.setup(null, {}, 5);
    const guess = searchableState(hiddenNim, s, 0, Rng.seeded(1));
    expect(guess).not.toBe(s);
    expect(guess.zones.hand0).toEqual(s.zones.hand0);
    expect(guess.zones.hand1!.includes('?')).toBe(false);
    const t = ticTacToe.setup(null, {}, 1);
    const copy = searchableState(ticTacToe, t, 0, Rng.seeded(1));
    expect(copy).toEqual(t);
    expect(copy).not.toBe(t);
  });

  it('refuses to hand out the real state of a game that declares hidden information', () => {
    const blind = { ...rockPaperScissors, determinize: undefined };
    const s = blind.setup(null, {}, 1);
    expect(() => searchableState(blind, s, 0, Rng.seeded(1))).toThrow(
      'rock-paper-scissors hides information from seat 1 but has no determinize',
    );
    expect(() => refuseToPeek(rockPaperScissors, 0)).not.toThrow();
    expect(() => refuseToPeek(hiddenNim, 0)).not.toThrow();
    expect(() => refuseToPeek({ ...hiddenNim, traits: undefined, determinize: undefined }, 0)).not.toThrow(); // no traits declared: search falls back to a clone
  });
});

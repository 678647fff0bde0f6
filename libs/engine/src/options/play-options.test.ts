import { describe, expect, it } from 'vitest';
import { ticTacToe } from '../toys/tic-tac-toe.js';
import { OptionError, type GameModule, type SeatCounts } from '../module/game-module.js';
import { playersAtSeats, playersNamed, seatsGiven, seedGiven } from './play-options.js';

const module = (seats: Omit<SeatCounts, 'default'>, evaluate?: () => number) =>
  ({ id: 'toy', seats: { ...seats, default: seats.min }, game: ticTacToe, ...(evaluate ? { evaluate } : {}) }) as unknown as GameModule;
/** Neuroshima Hex's counts: 2 seats, or 4 in team play, never 3. */
const twoOrFour: SeatCounts = { min: 2, max: 4, default: 2, played: [{ seats: 2 }, { seats: 4, how: 'in team play with --teams' }] };

describe('the play options every simulating tool shares', () => {
  it("--seats: within the game's counts, and only its one count for a game of one", () => {
    expect(seatsGiven(module({ min: 2, max: 4 }), '3')).toBe(3);
    expect(seatsGiven(module({ min: 2, max: 4 }), undefined)).toBeUndefined();
    expect(() => seatsGiven(module({ min: 2, max: 4 }), '9')).toThrow("--seats must be a whole number from 2 to 4, got '9'");
    expect(() => seatsGiven(module({ min: 2, max: 2 }), '3')).toThrow("toy is played by 2 seats; --seats must be 2 or left out, got '3'");
  });

  it('--seats: only the counts a game plays, when some count between its fewest and most is not one', () => {
    expect(seatsGiven(module(twoOrFour), '2')).toBe(2);
    expect(seatsGiven(module(twoOrFour), '4')).toBe(4);
    for (const text of ['3', '5', 'two'])
      expect(() => seatsGiven(module(twoOrFour), text)).toThrow(`--seats ${text}: the rules play 2 seats, or 4 in team play with --teams`);
    expect(() => seatsGiven(module({ min: 2, max: 5, played: [{ seats: 2 }, { seats: 5 }] }), '3')).toThrow(
      '--seats 3: the rules play 2 or 5 seats',
    );
    expect(() => playersAtSeats(['random', 'greedy', 'random'], 2, twoOrFour)).toThrow(
      '--players names 3 players for 2 seats; name one per seat, or one for all',
    );
    expect(() => playersAtSeats(['random', 'greedy', 'random', 'random'], 2, twoOrFour)).toThrow(
      '--players names 4 players for 2 seats; name one per seat, or one for all, or --seats 4',
    );
  });

  it('--players: each a player the game can seat, one for every seat or one per seat', () => {
    expect(playersNamed(module({ min: 2, max: 2 }), 'random, mcts:20')).toEqual(['random', 'mcts:20']);
    expect(() => playersNamed(module({ min: 2, max: 2 }), 'random,smart')).toThrow(OptionError);
    expect(() => playersNamed(module({ min: 2, max: 2 }), 'greedy')).toThrow(/the greedy player needs the game's evaluate/);
    expect(
      playersNamed(
        module({ min: 2, max: 2 }, () => 0),
        'greedy',
      ),
    ).toEqual(['greedy']);
    expect(playersAtSeats(['greedy'], 3)).toEqual(['greedy', 'greedy', 'greedy']);
    expect(playersAtSeats(undefined, 2)).toEqual(['random', 'random']);
    expect(() => playersAtSeats(['random', 'random', 'greedy'], 2)).toThrow(
      '--players names 3 players for 2 seats; name one per seat, or one for all',
    );
  });

  it('--players: names the kind a typo stands for, and the --seats that seats as many players as named', () => {
    const near = (typed: string, known: string[]) => (known.includes(typed.slice(0, -1)) ? ` (did you mean ${typed.slice(0, -1)}?)` : '');
    expect(() => playersNamed(module({ min: 2, max: 2 }), 'random,greedyy', near)).toThrow(
      "unknown player 'greedyy' (did you mean greedy?); known: random, greedy, mcts[:iterations]",
    );
    expect(() => playersAtSeats(['random', 'greedy', 'random'], 2, { min: 2, max: 4 })).toThrow(
      '--players names 3 players for 2 seats; name one per seat, or one for all, or --seats 3',
    );
    expect(() => playersAtSeats(['random', 'greedy', 'random'], 2, { min: 2, max: 2 })).toThrow(
      '--players names 3 players for 2 seats; name one per seat, or one for all',
    );
  });

  it('--seed: a number or a word, never blank', () => {
    expect(seedGiven('7')).toBe('7');
    expect(() => seedGiven(' ')).toThrow("--seed must be a number or a word, got ' '");
  });
});

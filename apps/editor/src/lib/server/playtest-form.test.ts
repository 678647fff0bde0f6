import { describe, expect, it } from 'vitest';
import type { GameModule } from '@armory/engine';
import { MAX_PLAYTEST_GAMES, readPlaytestForm } from './playtest-form.js';

const ranged = {
  id: 'toy',
  name: 'Toy',
  seats: { min: 2, max: 4, default: 2 },
  evaluate: () => 0,
  options: [
    { name: 'armies', type: 'string', placeholder: 'A,B', help: 'armies by seat' },
    { name: 'quick', type: 'boolean', help: 'a short game' },
    { name: 'line', type: 'number', placeholder: 'N', help: 'discs in a row that win' },
  ],
} as unknown as GameModule;
const fixed = { id: 'duel', name: 'Duel', seats: { min: 2, max: 2, default: 2 }, options: [] } as unknown as GameModule;

const form = { games: '200', seed: '1', seats: '2', players: ['random', 'greedy'], options: {} };

describe('readPlaytestForm', () => {
  it('reads the run: games, seed (a number or a word), seats, players and the options given', () => {
    expect(readPlaytestForm({ ...form, options: { armies: ' a,b ', quick: true } }, ranged)).toEqual({
      request: { games: 200, seed: 1, seats: 2, players: ['random', 'greedy'], options: { armies: 'a,b', quick: true } },
    });
    expect(readPlaytestForm({ ...form, seed: 'balance-3' }, ranged)).toMatchObject({ request: { seed: 'balance-3' } });
    // A number option is typed as text, as on the command line (it was dropped, so the run played the default).
    expect(readPlaytestForm({ ...form, options: { line: ' 3 ' } }, ranged)).toMatchObject({ request: { options: { line: '3' } } });
  });

  it('leaves out an empty text and a switch left off, as options not given', () => {
    expect(readPlaytestForm({ ...form, options: { armies: '  ', quick: false, line: '' } }, ranged)).toMatchObject({
      request: { options: {} },
    });
  });

  it('takes no seat count for a game of fixed seats, and a player for each of its seats', () => {
    expect(readPlaytestForm({ games: '5', seed: '1', players: ['random', 'mcts:50'], options: {} }, fixed)).toEqual({
      request: { games: 5, seed: 1, players: ['random', 'mcts:50'], options: {} },
    });
  });

  it('refuses more games than the cap, saying where to run more', () => {
    expect(readPlaytestForm({ ...form, games: String(MAX_PLAYTEST_GAMES + 1) }, ranged)).toEqual({
      problem: 'at most 5,000 games here (asked for 5,001); run more with the command line below the results',
    });
    expect(readPlaytestForm({ ...form, games: String(MAX_PLAYTEST_GAMES) }, ranged)).toHaveProperty('request');
  });

  it('gives one problem for one mistake', () => {
    expect(readPlaytestForm({ ...form, games: 'lots' }, ranged)).toEqual({
      problem: "number of games: a whole number from 1 to 5,000, got 'lots'",
    });
    expect(readPlaytestForm({ ...form, games: '0' }, ranged)).toEqual({
      problem: "number of games: a whole number from 1 to 5,000, got '0'",
    });
    expect(readPlaytestForm({ ...form, seed: ' ' }, ranged)).toEqual({ problem: 'seed: a number or a word' });
    expect(readPlaytestForm({ ...form, seats: '5' }, ranged)).toEqual({ problem: "seats: Toy is played by 2 to 4 seats, got '5'" });
    expect(readPlaytestForm({ ...form, seats: '3' }, ranged)).toEqual({ problem: 'choose a player for each of the 3 seats' });
    const twoOrFour = { ...ranged, seats: { ...ranged.seats, played: [{ seats: 2 }, { seats: 4, how: 'in team play' }] } } as GameModule;
    expect(readPlaytestForm({ ...form, seats: '3' }, twoOrFour)).toEqual({
      problem: "seats: Toy is played by 2 or 4 seats, got '3'",
    });
    expect(readPlaytestForm({ ...form, players: ['random', 'smart'] }, ranged)).toEqual({
      problem: "seat 2: unknown player 'smart'; known: random, greedy, mcts[:iterations]",
    });
    expect(readPlaytestForm({ games: '5', seed: '1', players: ['greedy', 'random'], options: {} }, fixed)).toEqual({
      problem: "seat 1: the greedy player needs the game's evaluate, and duel has none",
    });
    expect(readPlaytestForm({ ...form, options: { armys: 'a,b' } }, ranged)).toEqual({ problem: "Toy has no option 'armys'" });
    expect(readPlaytestForm('games=5', ranged)).toEqual({ problem: 'send the form as { games, seed, players, options }' });
  });

  it('reads an earlier run to compare with, or says why it is not a report of armory simulate --json', () => {
    const earlier = {
      game: 'toy',
      games: 10,
      players: ['random', 'random'],
      wins: [
        { seat: 1, wins: 4 },
        { seat: 2, wins: 5 },
      ],
      draws: { count: 1 },
    };
    expect(readPlaytestForm({ ...form, compareWith: earlier }, ranged)).toMatchObject({ compareWith: earlier });
    expect('compareWith' in readPlaytestForm(form, ranged)).toBe(false);
    expect(readPlaytestForm({ ...form, compareWith: { ...earlier, wins: 'many' } }, ranged)).toEqual({
      problem: "compare with: that is not a report of armory simulate --json (its 'wins' is not a list of sides with their wins)",
    });
  });
});

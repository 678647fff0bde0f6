import { describe, expect, it } from 'vitest';
import type { GameModule } from '../index.js';
import { Rng } from '../rng/rng.js';
import { ticTacToe, type TicTacToeState } from '../toys/tic-tac-toe.js';
import { playerFor, playerProblem, searchSettings } from './players.js';

const withEvaluate = { id: 'g', evaluate: () => 0 } as unknown as GameModule;
const without = { id: 'plain' } as unknown as GameModule;

describe('players by name', () => {
  it('seats random, greedy and mcts with or without a budget', () => {
    expect(playerFor('random', without).name).toBe('random');
    expect(playerFor('greedy', withEvaluate).name).toBe('greedy');
    expect(playerFor('mcts', without).name).toBe('mcts');
    expect(playerFor('mcts:200', without).name).toBe('mcts:200');
  });

  it('says what is wrong with a name', () => {
    expect(playerProblem('greedy', without)).toBe("the greedy player needs the game's evaluate, and plain has none");
    expect(playerProblem('mcts:0', without)).toMatch(/mcts takes a budget of 1 to 1,000,000 iterations \(mcts:200\), got '0'/);
    expect(playerProblem('mcts:lots', without)).toMatch(/got 'lots'/);
    expect(playerProblem('smart', without)).toBe("unknown player 'smart'; known: random, greedy, mcts[:iterations]");
    expect(() => playerFor('smart', without)).toThrow(/unknown player 'smart'/);
  });
});

describe('search settings from the module', () => {
  const toy = (
    search?: GameModule['search'],
    evaluate: (state: TicTacToeState, seat: number) => number = (state, seat) => (state.cells[8] === seat ? 1 : -1),
  ) => ({ id: 'toy', game: ticTacToe, evaluate, search }) as unknown as GameModule;

  it('gives MCTS nothing when the game says nothing', () => {
    expect(searchSettings(toy())).toEqual({});
  });

  it("scales the game's evaluation from its range to 0..1, clamped", () => {
    const settings = searchSettings(toy({ playoutSteps: 7, evaluateRange: { least: -2, most: 2 } }, (_s, seat) => [0, 1, 3, -5][seat]!));
    expect(settings.maxPlayoutSteps).toBe(7);
    const state = ticTacToe.setup(null, {}, 1);
    expect([0, 1, 2, 3].map((seat) => settings.evaluate!(state, seat))).toEqual([0.5, 0.75, 1, 0]);
  });

  it('leaves playouts unscored when the game has no evaluate', () => {
    const module = { id: 'toy', search: { playoutSteps: 3, evaluateRange: { least: 0, most: 1 } } } as unknown as GameModule;
    expect(searchSettings(module)).toEqual({ maxPlayoutSteps: 3 });
  });

  it('refuses settings that cannot be searched with', () => {
    expect(() => searchSettings(toy({ playoutSteps: -1, evaluateRange: { least: 0, most: 1 } }))).toThrow(
      'toy: search.playoutSteps must be a whole number 0 or more, got -1',
    );
    expect(() => searchSettings(toy({ playoutSteps: 5, evaluateRange: { least: 1, most: 1 } }))).toThrow(
      'toy: search.evaluateRange needs least below most, got 1 and 1',
    );
    expect(() => searchSettings(toy({ playoutSteps: 5, evaluateRange: { least: 0, most: 1 }, priorVisits: 0.5 }))).toThrow(
      'toy: search.priorVisits must be a whole number 0 or more, got 0.5',
    );
  });

  it("passes the game's prior visits on to MCTS", () => {
    expect(searchSettings(toy({ playoutSteps: 5, evaluateRange: { least: 0, most: 1 }, priorVisits: 2 })).priorVisits).toBe(2);
    expect(searchSettings(toy({ playoutSteps: 5, evaluateRange: { least: 0, most: 1 } }))).not.toHaveProperty('priorVisits');
  });

  it("seats MCTS that stops its playouts where the game says and plays by the game's evaluation", () => {
    let calls = 0;
    const likesCorner = (state: TicTacToeState, seat: number) => {
      calls++;
      return state.cells[8] === seat ? 1 : -1;
    };
    const state = ticTacToe.setup(null, {}, 1);
    // Playouts of no steps: each expanded position is scored at once, and only X holding cell 8 scores well for X.
    const cut = playerFor('mcts:200', toy({ playoutSteps: 0, evaluateRange: { least: -1, most: 1 } }, likesCorner));
    expect(cut.choose(ticTacToe, state, 0, Rng.seeded(3))).toEqual({ type: 'mark', cell: 8 });
    expect(calls).toBeGreaterThan(100);
    calls = 0;
    playerFor('mcts:200', toy(undefined, likesCorner)).choose(ticTacToe, state, 0, Rng.seeded(3));
    expect(calls).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { GameModule } from '../index.js';
import { playerFor, playerProblem } from './players.js';

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

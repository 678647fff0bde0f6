import { describe, expect, it } from 'vitest';
import type { GameModule } from '@armory/engine';
import { registerGame, unregisterGame } from './registry.js';
import { simulation } from './simulation.js';

const fixture = {
  id: 'fixture-sim',
  name: 'Fixture',
  game: { name: 'fixture-sim' },
  content: (raw: Record<string, unknown>) => ({ shaped: raw }),
  evaluate: () => 0,
  maxSteps: 50,
} as unknown as GameModule;

describe('the simulation of a registered game', () => {
  it('seats the named players on the game and content the module shapes', () => {
    registerGame(fixture);
    try {
      const sim = simulation({ game: 'fixture-sim', content: { a: 1 }, options: { x: true }, players: ['greedy', 'mcts:20'] });
      expect(sim.game).toBe(fixture.game);
      expect(sim.content).toEqual({ shaped: { a: 1 } });
      expect(sim.options).toEqual({ x: true });
      expect(sim.players.map((p) => p.name)).toEqual(['greedy', 'mcts:20']);
      expect(sim.maxSteps).toBe(50);
    } finally {
      unregisterGame('fixture-sim');
    }
  });

  it('names a game it does not know', () => {
    expect(() => simulation({ game: 'chess', content: {}, options: null, players: [] })).toThrow("no registered game 'chess'");
  });
});

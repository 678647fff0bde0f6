import { describe, expect, it } from 'vitest';
import type { GameModule } from '@armory/engine';
import { findGame, games, registerGame, unregisterGame } from './registry.js';

const fixture = { id: 'fixture-game', name: 'Fixture' } as GameModule;

describe('registry', () => {
  it('finds a registered game by id and forgets it when unregistered', () => {
    registerGame(fixture);
    expect(findGame('fixture-game')).toBe(fixture);
    expect(games()).toContain(fixture);
    expect(() => registerGame(fixture)).toThrow(/already registered/);
    unregisterGame('fixture-game');
    expect(findGame('fixture-game')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { GameModule } from '@armory/engine';
import { findGame, games, registerGame, registeredSources, unregisterGame } from './registry.js';

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

  it('remembers where a registered game can be imported from, for worker threads', () => {
    registerGame(fixture, 'file:///games/fixture.ts');
    expect(registeredSources()).toEqual([{ id: 'fixture-game', source: 'file:///games/fixture.ts' }]);
    unregisterGame('fixture-game');
    expect(registeredSources()).toEqual([]);
  });
});

describe('the registry list', () => {
  it('lists each game once, under the id its game plays as', () => {
    const ids = games().map((g) => g.id);
    expect(ids).toContain('neuroshima-hex');
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of games()) expect(g.game.name).toBe(g.id);
  });
});

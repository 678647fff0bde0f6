import { describe, expect, it } from 'vitest';
import { loadGame } from './load-game.js';

describe('loadGame', () => {
  it('gives the module of a listed game', async () => {
    expect((await loadGame('hott'))?.id).toBe('hott');
  });

  it('gives undefined for an id the registry does not list', async () => {
    expect(await loadGame('fixture-race')).toBeUndefined();
  });
});

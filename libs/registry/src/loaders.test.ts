import { describe, expect, it } from 'vitest';
import { GAMES } from './games.js';
import { GAME_LOADERS } from './loaders.js';

describe('the browser list of games', () => {
  it('lists the games of GAMES in the same order, each loading the very module GAMES holds', async () => {
    expect(GAME_LOADERS.map((g) => g.id)).toEqual(GAMES.map((g) => g.id));
    for (const [i, loader] of GAME_LOADERS.entries()) expect(await loader.load(), loader.id).toBe(GAMES[i]);
  });
});

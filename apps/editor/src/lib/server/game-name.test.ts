import { registerGame, unregisterGame } from '@armory/registry';
import { afterEach, describe, expect, it } from 'vitest';
import { gameName } from './game-name.js';

afterEach(() => unregisterGame('tiny-duel'));

describe('gameName', () => {
  it("is the registered game's name for its content folder", () => {
    registerGame({ id: 'tiny-duel', name: 'Tiny Duel' } as Parameters<typeof registerGame>[0]);
    expect(gameName('tiny-duel')).toBe('Tiny Duel');
  });

  it('is the folder itself when no game is registered for it', () => {
    expect(gameName('tiny-duel')).toBe('tiny-duel');
  });
});

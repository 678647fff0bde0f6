import { armies, rules } from '@armory/content-neuroshima-hex';
import { describe, expect, it } from 'vitest';
import { neuroshimaHex } from './game.js';
import { contentFromPackage } from './package-content.js';

describe('contentFromPackage', () => {
  it('lets an engine author set up a game from the typed package, without a cast of their own', () => {
    const content = contentFromPackage({ armies, rules });
    expect(content.armies['troglodytes']).toBe(armies.troglodytes);
    const state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 42);
    const actions = neuroshimaHex.actions(state);
    expect(actions.length).toBe(rules.board.radius * (rules.board.radius + 1) * 3 + 1);
    expect(actions.every((a) => a.type === 'place-hq')).toBe(true);
  });
});

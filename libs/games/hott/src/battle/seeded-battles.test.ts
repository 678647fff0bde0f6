import { createHash } from 'node:crypto';
import { deriveSeed, Rng } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { hottGame } from '../hott-game.js';
import { hottModule } from '../module.js';

/**
 * Pins random battles: the same seeds must give the same battles, every decision's legal actions in the same order
 * and the same events (scripts/battle-digest.ts takes the same digest over more battles). A change to how moves are
 * listed, to a rule or to the content shows here first; update the digest only for a deliberate change, saying why.
 */
describe('seeded random battles', () => {
  it('list the same actions and give the same events as when pinned', () => {
    const { options } = hottModule.resolveOptions({}, 2, content);
    const hash = createHash('sha256');
    let steps = 0;
    for (let seed = 0; seed < 8; seed++) {
      const state = hottGame.setup(content, options, seed);
      const rng = Rng.seeded(deriveSeed(seed, 'digest'));
      while (!hottGame.status(state).over) {
        const legal = hottGame.actions(state);
        hash.update(JSON.stringify(legal));
        hash.update(JSON.stringify(hottGame.apply(state, rng.pick(legal))));
        steps++;
      }
      hash.update(JSON.stringify(hottGame.status(state)));
    }
    expect({ steps, digest: hash.digest('hex') }).toEqual({
      steps: 1752,
      digest: '6f302c12a6e0006fa054d50ff35a1f2418b26d24332bd4b7802e97c35cbe3669',
    });
  }, 60_000);
});

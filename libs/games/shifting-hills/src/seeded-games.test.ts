import { createHash } from 'node:crypto';
import { Rng, actionKey, playRandom } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { shiftingHills } from './game.js';

/**
 * Pins random play: the same seeds must give the same games. The digest was taken from the code before the
 * random-play speed work; any change to how actions are listed, drawn or carried out (or to the content)
 * shows here first. Update it only for a deliberate change of rules or content.
 */
describe('seeded random games', () => {
  it('play the same actions and events as before the speed work', () => {
    const actions = createHash('sha256');
    const events = createHash('sha256');
    let steps = 0;
    for (let seed = 0; seed < 200; seed++) {
      const state = shiftingHills.setup(content, { turnLimit: 200 }, seed);
      const rng = Rng.seeded(`pinned ${seed}`);
      while (state.result === null) {
        const step = playRandom(shiftingHills, state, rng);
        actions.update(actionKey(shiftingHills, step.action) + '\n');
        events.update(JSON.stringify(step.events) + '\n');
        steps++;
      }
      actions.update(`${state.result.reason} ${state.result.winners.join(',')} ${state.turn}\n`);
    }
    expect({ steps, actions: actions.digest('hex'), events: events.digest('hex') }).toEqual({
      steps: 46284,
      actions: 'ecad202bd24727ccf7e970d0c8bfea2b16d718d840d95eb00528a61ede5ebb32',
      events: '5d362a2693875c726a3a800f134b4532b82a8ce612562017a904d4f46a2eb0ee',
    });
  });
});

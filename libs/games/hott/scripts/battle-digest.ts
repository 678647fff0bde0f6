/**
 * `npx tsx scripts/battle-digest.ts [N]`: a digest of N (default 100) seeded random battles: every decision's legal
 * actions, the action taken and its events, hashed. Two versions of the code that print the same digest played
 * those battles alike, so a speed change can be checked to change no behaviour.
 */
import { createHash } from 'node:crypto';
import { Rng, deriveSeed } from '@armory/engine';
import { content } from '../src/content.testing.js';
import { hottGame } from '../src/hott-game.js';
import { hottModule } from '../src/module.js';

const count = Number(process.argv[2] ?? 100);
const { options } = hottModule.resolveOptions({}, 2, content);
const hash = createHash('sha256');
let steps = 0;
for (let seed = 0; seed < count; seed++) {
  const state = hottGame.setup(content, options, seed);
  const rng = Rng.seeded(deriveSeed(seed, 'digest'));
  while (!hottGame.status(state).over) {
    const legal = hottGame.actions(state);
    const action = rng.pick(legal);
    hash.update(JSON.stringify(legal));
    hash.update(JSON.stringify(hottGame.apply(state, action)));
    steps++;
  }
  hash.update(JSON.stringify(hottGame.status(state)));
}
console.log(`${count} battles, ${steps} actions: ${hash.digest('hex')}`);

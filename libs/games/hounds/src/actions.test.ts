import { describe, expect, it } from 'vitest';
import { Rng, playRandom, type RngState } from '@armory/engine';
import { legalActions, sampleAction } from './actions.js';
import { bookOf } from './book.js';
import { content } from './content.testing.js';
import { hounds } from './game.js';
import type { HoundsOptions } from './options.js';

// sampleAction draws without listing the legal actions; legalActions is its plain twin, drawn from the same way.
describe('sampleAction draws what legalActions(s)[rng.int(n)] would', () => {
  const cases: Array<[string, HoundsOptions]> = [
    ['two players', { seats: 2 }],
    ['three players', { seats: 3 }],
    ['four players', { seats: 4 }],
    ['every variant at once', { seats: 2, variants: ['heroes-for-hire', 'coin-dominance', 'all-stars', 'quick-play'] }],
  ];
  for (const [name, options] of cases) {
    it(name, () => {
      const stages = new Set<string>();
      for (let seed = 1; seed <= 40; seed++) {
        const state = hounds.setup(content, options, seed);
        const book = bookOf(state.book);
        const rng = Rng.seeded(seed);
        while (state.winners === null) {
          const from = [...rng.state] as RngState;
          const legal = legalActions(state, book);
          const listed = legal[new Rng([...from] as RngState).int(legal.length)];
          expect(sampleAction(state, book, new Rng([...from] as RngState))).toEqual(listed);
          stages.add(state.pending ? state.pending.kind : state.stage);
          playRandom(hounds, state, rng);
        }
      }
      expect(stages.size).toBeGreaterThan(2);
    });
  }
});

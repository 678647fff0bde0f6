import { Rng, playRandom } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { tablesOf } from '../content.js';
import { shiftingHills } from '../game.js';
import { BONUS_EFFECTS } from './catalog.js';

describe('the bonus effects', () => {
  it('count their plays as they list them, at every step of random games', () => {
    const tables = tablesOf(content);
    let plays = 0;
    for (let seed = 0; seed < 20; seed++) {
      const state = shiftingHills.setup(content, { turnLimit: 200 }, seed);
      const rng = Rng.seeded(seed);
      while (state.result === null) {
        for (const card of tables.cards) {
          const effect = BONUS_EFFECTS.get(card.effect.effect)!;
          const listed = effect.offers(state, tables, state.player, card.id, card.effect).length;
          expect(effect.offerCount(state, tables, state.player, card.effect), `${card.id}, seed ${seed}, turn ${state.turn}`).toBe(listed);
          plays += listed;
        }
        playRandom(shiftingHills, state, rng);
      }
    }
    expect(plays).toBeGreaterThan(1000);
  });
});

import { Rng, playRandom, sameAction } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { shiftingHills } from './game.js';
import { sampleAction } from './random-play.js';
import { applyAction, legalActions } from './rules.js';

describe('the random-play fast path against its plain twin', () => {
  it('draws the same action as legalActions and rng.int, and the same events as applyAction, over whole random games', () => {
    let steps = 0;
    for (let seed = 0; seed < 60; seed++) {
      const fast = shiftingHills.setup(content, { turnLimit: 200 }, seed);
      const plain = shiftingHills.setup(content, { turnLimit: 200 }, seed);
      const fastRng = Rng.seeded(`sample ${seed}`);
      const plainRng = Rng.seeded(`sample ${seed}`);
      while (plain.result === null) {
        const legal = legalActions(plain);
        const want = legal[plainRng.int(legal.length)]!;
        const wantEvents = applyAction(plain, want);
        const got = playRandom(shiftingHills, fast, fastRng);
        expect(sameAction(got.action, want), `seed ${seed}, step ${steps}`).toBe(true);
        expect(got.events).toEqual(wantEvents);
        steps++;
      }
      expect(fast).toEqual(plain);
    }
    expect(steps).toBeGreaterThan(5000);
  }, 120_000);

  it('counts every legal action, whatever the hand holds', () => {
    const state = shiftingHills.setup(content, {}, 3);
    state.hands[state.player] = ['boost', 'artillery-strike', 'extra-ammo', 'boost'];
    const rng = Rng.seeded(1);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) seen.add(JSON.stringify(sampleAction(state, rng)));
    expect(seen.size).toBe(legalActions(state).length);
  });
});

// The cheap sampler must draw from exactly the legal actions, each equally likely.
import { describe, expect, it } from 'vitest';
import { Rng, canonicalJson } from '@armory/engine';
import { readContent, WORKSPACE_ROOT } from './yaml-content.js';
import { neuroshimaHex } from './game.js';
import { randomAction } from './random-play.js';
import type { NhAction } from './state.js';

const content = readContent(WORKSPACE_ROOT);

describe('randomAction', () => {
  it('only draws legal actions, and over many draws reaches each of them about equally often', () => {
    const s = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 11);
    const rng = Rng.seeded(11);
    // Play into the middle of a game.
    for (let i = 0; i < 25 && !neuroshimaHex.status(s).over; i++) neuroshimaHex.apply(s, rng.pick(neuroshimaHex.actions(s) as NhAction[]));
    while (s.stage !== 'play') neuroshimaHex.apply(s, rng.pick(neuroshimaHex.actions(s) as NhAction[]));
    const legal = new Map((neuroshimaHex.actions(s) as NhAction[]).map((a) => [canonicalJson(a), 0]));
    const draws = legal.size * 60;
    for (let i = 0; i < draws; i++) {
      const key = canonicalJson(randomAction(s, rng));
      expect(legal.has(key)).toBe(true);
      legal.set(key, legal.get(key)! + 1);
    }
    const counts = [...legal.values()];
    expect(Math.min(...counts)).toBeGreaterThan(25);
    expect(Math.max(...counts)).toBeLessThan(110);
  }, 60_000);
});

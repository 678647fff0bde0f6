// The engine's contract check: plain data, deterministic set-up, refusals without change, views that
// do not touch the state, determinizations that keep the acting seat's options, and replay.
import { describe, expect, it } from 'vitest';
import { conformanceProblems } from '@armory/engine';
import { content } from './content.testing.js';
import { neuroshimaHex } from './game.js';

describe('neuroshimaHex', () => {
  it('keeps every promise of the engine contract, both seatings', () => {
    const illegal = [{ type: 'place', tile: 'wolf', hex: '9,9', rotation: 0 }, { type: 'play', tile: 'battle' }, { type: 'teleport' }];
    for (const armies of [
      ['hell-hounds', 'troglodytes'],
      ['troglodytes', 'hell-hounds'],
    ]) {
      expect(conformanceProblems(neuroshimaHex, content, { armies }, { seeds: [1, 2, 'three'], illegal })).toEqual([]);
    }
  }, 120_000);

  it('keeps them in team play too (four seats, two teams)', () => {
    const options = { armies: ['hell-hounds', 'troglodytes', 'troglodytes', 'hell-hounds'], teams: [0, 1, 0, 1] };
    expect(conformanceProblems(neuroshimaHex, content, options, { seeds: [1, 'two'], illegal: [{ type: 'teleport' }] })).toEqual([]);
  }, 120_000);
});

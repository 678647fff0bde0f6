import { describe, expect, it } from 'vitest';
import { conformanceProblems, playMatch, randomPlayer } from '@armory/engine';
import { content } from './content.testing.js';
import { hounds } from './game.js';
import type { HoundsOptions } from './options.js';

const ILLEGAL = [
  { type: 'play' as const, attack: 'nobody', ability: 'nobody', defence: 'nobody' },
  { type: 'recruit' as const, hero: 'baron-bonechew' },
  { type: 'draft' as const, card: 'no-such-card' },
];

describe('hounds keeps every promise of the engine contract', () => {
  const cases: Array<[string, HoundsOptions]> = [
    ['two players', { seats: 2 }],
    ['three players', { seats: 3 }],
    ['four players', { seats: 4 }],
    ['every variant at once', { seats: 2, variants: ['heroes-for-hire', 'coin-dominance', 'all-stars', 'quick-play'] }],
  ];
  for (const [name, options] of cases) {
    it(
      name,
      () => {
        expect(conformanceProblems(hounds, content, options, { seeds: [1, 'two'], illegal: ILLEGAL })).toEqual([]);
      },
      300_000,
    );
  }
});

describe('a random two-player game', () => {
  it('ends, and every drafted hound is still owned by a player or fainted', () => {
    const match = playMatch(hounds, content, { seats: 2 }, 7, [randomPlayer(), randomPlayer()]);
    expect(match.status.over).toBe(true);
    const houndIds = new Set(content.cardSets.sample!.hounds.map((h) => h.id));
    const held = match.state.sides.flatMap((side) => [...side.owned, ...side.fainted]).filter((c) => houndIds.has(c));
    expect(held).toHaveLength(content.rules.draft.pool);
  });
});

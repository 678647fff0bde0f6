import { conformanceProblems, playMatch, randomPlayer } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { shiftingHills } from './game.js';

describe('shifting-hills on the engine contract', () => {
  it('keeps every promise of the contract over random games, refusing illegal actions without change', () => {
    const problems = conformanceProblems(
      shiftingHills,
      content,
      { turnLimit: 60 },
      {
        seeds: [1, 2, 'three'],
        illegal: [
          { type: 'move', squad: '1-mech', to: 'z9' },
          { type: 'attack', squad: '2-infantry', target: '2-mech' },
          { type: 'play', card: 'boost', squad: '1-mech' },
          { type: 'deimpede', squad: '1-infantry' },
        ],
      },
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it('plays whole random games to an end: rout, seize or the turn limit', () => {
    const reasons = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const match = playMatch(shiftingHills, content, { turnLimit: 200 }, seed, [randomPlayer(), randomPlayer()]);
      expect(match.status.over).toBe(true);
      if (match.status.over) reasons.add(match.status.reason ?? '');
    }
    expect([...reasons].every((r) => ['rout', 'seize', 'turn-limit'].includes(r))).toBe(true);
  });
});

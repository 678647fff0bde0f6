import { describe, expect, it } from 'vitest';
import { outcomeTableOdds } from './outcome-odds.js';
import { die } from '../dice/distribution.js';
import { Fraction } from '../dice/fraction.js';
import type { OutcomeTable } from './outcome-table.js';

/** An invented shooting table: hits on a total of 5+, a double six always wrecks. */
const shooting: OutcomeTable<string | { target: string }> = {
  rows: [
    {
      when: {
        all: [
          { path: 'a', equals: 6 },
          { path: 'b', equals: 6 },
        ],
      },
      outcome: { target: 'wrecked' },
    },
    { when: { path: 'total', atLeast: { path: 'needed' } }, outcome: { target: 'hit' } },
    { when: { path: 'total', equals: { path: 'needed', plus: -1 } }, outcome: 'pinned' },
  ],
  default: 'miss',
};

describe('outcomeTableOdds', () => {
  it('gives exact chances of each outcome, merging equal outcomes, most likely first', () => {
    const odds = outcomeTableOdds(shooting, { a: die(6), b: die(6) }, ({ a, b }) => ({ a, b, total: a + b, needed: 9 }));
    // Counted by hand over 36 rolls of 2d6: 6+6 once (wrecked, the only 12); totals 9-11: 4+3+2 = 9 (hit);
    // total 8: 5 (pinned); the rest 36 - 1 - 9 - 5 = 21 (miss).
    expect(odds.map((o) => [o.outcome, o.p.toString()])).toEqual([
      ['miss', '7/12'],
      [{ target: 'hit' }, '1/4'],
      ['pinned', '5/36'],
      [{ target: 'wrecked' }, '1/36'],
    ]);
    expect(odds.reduce((s, o) => s.add(o.p), Fraction.ZERO).equals(Fraction.ONE)).toBe(true);
  });
});

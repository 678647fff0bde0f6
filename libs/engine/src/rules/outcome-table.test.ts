import { describe, expect, it } from 'vitest';
import { commonSchemas } from './schemas.testing.js';
import { compileOutcomeTable, lookupOutcome, type OutcomeTable } from './outcome-table.js';
import { die, outcomeOdds } from '../dice/distribution.js';
import { Fraction } from '../dice/fraction.js';

/**
 * A small invented combat table in the style of first-match outcome tables: the loser's fate depends on
 * its kind and on whether it was beaten by a little or by double. Troop kinds are made up.
 */
const combat: OutcomeTable<string> = {
  id: 'toy-combat',
  rows: [
    {
      when: {
        all: [
          { path: 'tied', equals: true },
          { path: 'a.total', odd: true },
          { path: 'a.kind', equals: 'champion' },
          { path: 'b.kind', equals: 'champion' },
        ],
      },
      outcome: 'both-destroyed',
    },
    { when: { path: 'tied', equals: true }, outcome: 'nothing' },
    {
      when: {
        all: [
          { path: 'loser.kind', in: ['pikes', 'archers'] },
          { path: 'loser.total', atMost: { path: 'winner.total', times: 0.5 } },
        ],
      },
      outcome: 'destroyed',
    },
    {
      when: {
        all: [
          { path: 'loser.kind', equals: 'riders' },
          { path: 'winner.kind', notIn: ['archers'] },
        ],
      },
      outcome: 'flee',
    },
    { when: { not: { path: 'loser.kind', equals: 'fort' } }, outcome: 'recoil' },
  ],
  default: 'nothing',
};

function context(a: { kind: string; total: number }, b: { kind: string; total: number }) {
  const tied = a.total === b.total;
  const [winner, loser] = a.total >= b.total ? [a, b] : [b, a];
  return { a, b, tied, winner, loser };
}

describe('outcome tables', () => {
  it('validates against its schema', () => {
    const ajv = commonSchemas();
    expect(ajv.validate('common/outcome-table.schema.json', combat)).toBe(true);
    expect(ajv.validate('common/outcome-table.schema.json', { rows: [] })).toBe(false);
  });

  it('takes the first matching row, then the default', () => {
    const lookup = compileOutcomeTable(combat);
    expect(lookup(context({ kind: 'champion', total: 7 }, { kind: 'champion', total: 7 }))).toEqual({ outcome: 'both-destroyed', row: 0 });
    expect(lookup(context({ kind: 'champion', total: 6 }, { kind: 'champion', total: 6 })).outcome).toBe('nothing');
    expect(lookup(context({ kind: 'pikes', total: 3 }, { kind: 'riders', total: 6 })).outcome).toBe('destroyed');
    expect(lookup(context({ kind: 'pikes', total: 4 }, { kind: 'riders', total: 6 })).outcome).toBe('recoil');
    expect(lookup(context({ kind: 'riders', total: 2 }, { kind: 'pikes', total: 6 })).outcome).toBe('flee');
    expect(lookup(context({ kind: 'riders', total: 2 }, { kind: 'archers', total: 6 })).outcome).toBe('recoil');
    expect(lookup(context({ kind: 'fort', total: 2 }, { kind: 'archers', total: 6 }))).toEqual({ outcome: 'nothing', row: -1 });
    expect(lookupOutcome(combat, context({ kind: 'fort', total: 1 }, { kind: 'pikes', total: 1 }))).toBe('nothing');
  });

  it('names the row of a malformed condition', () => {
    expect(() =>
      compileOutcomeTable({
        id: 't',
        rows: [
          { when: true, outcome: 1 },
          { when: { path: 'x' }, outcome: 2 },
        ],
        default: 0,
      }),
    ).toThrow(/t row 2: condition on 'x' has no operator/);
  });

  it('gives exact odds of each outcome for d6 + factor against d6 + factor', () => {
    const lookup = compileOutcomeTable(combat);
    const odds = outcomeOdds(
      { a: die(6), b: die(6) },
      ({ a, b }) => lookup(context({ kind: 'pikes', total: a + 4 }, { kind: 'riders', total: b + 3 })).outcome,
    );
    // Counted by hand over the 36 pairs (pikes +4 vs riders +3):
    //  tied (a + 1 = b): 5 pairs -> nothing. Pikes lose when b >= a + 2 (10 pairs); destroyed when
    //  2(a + 4) <= b + 3, i.e. b >= 2a + 5: no pair. Riders lose when a + 1 > b (21 pairs): they flee.
    expect(odds.p('nothing').toString()).toBe('5/36');
    expect(odds.p('destroyed').toString()).toBe('0');
    expect(odds.p('recoil').toString()).toBe('5/18');
    expect(odds.p('flee').toString()).toBe('7/12');
    const total = odds.entries().reduce((acc, [, p]) => acc.add(p), Fraction.ZERO);
    expect(total.equals(Fraction.ONE)).toBe(true);
  });
});

describe("outcome tables compiled against their context's fields", () => {
  it('names the row whose condition reads a path the context lacks', () => {
    const fields = ['a.kind', 'a.total', 'b.kind', 'b.total', 'tied', 'winner.kind', 'winner.total', 'loser.kind', 'loser.total'];
    expect(() => compileOutcomeTable(combat, { fields })).not.toThrow();
    const typo = { ...combat, rows: [...combat.rows, { when: { path: 'loser.knid', equals: 'fort' }, outcome: 'nothing' }] };
    expect(() => compileOutcomeTable(typo, { fields })).toThrow("outcome table toy-combat row 6: a condition reads 'loser.knid'");
  });
});

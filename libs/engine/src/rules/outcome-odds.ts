/**
 * Exact odds of a first-match outcome table when its context depends on dice: enumerate every roll,
 * look the table up, and add up the probability of each outcome. Outcomes that are equal as data
 * (e.g. `{ loser: destroyed }` from two rows) are merged.
 */
import { canonicalJson } from '../contract.js';
import { outcomeOdds, type Distribution } from '../dice/distribution.js';
import type { Fraction } from '../dice/fraction.js';
import { compileOutcomeTable, type OutcomeTable } from './outcome-table.js';

/** One outcome with its exact probability. */
export interface OutcomeChance<O> {
  /** The outcome. */
  outcome: O;
  /** Its exact probability. */
  p: Fraction;
}

/**
 * The exact distribution of a table's outcomes, given independent random `variables` (e.g.
 * `{ a: die(6), b: die(6) }`) and a function that builds the table's context from one roll of them.
 * Sorted from most to least likely (ties in the table's row order, default last).
 */
export function outcomeTableOdds<O>(
  table: OutcomeTable<O>,
  variables: Record<string, Distribution<any>>,
  toContext: (values: Record<string, any>) => unknown,
): OutcomeChance<O>[] {
  const lookup = compileOutcomeTable(table);
  const byKey = new Map<string, { outcome: O; row: number }>();
  const odds = outcomeOdds(variables, (values) => {
    const match = lookup(toContext(values));
    const key = canonicalJson(match.outcome);
    const seen = byKey.get(key);
    const row = match.row < 0 ? Infinity : match.row;
    if (!seen || row < seen.row) byKey.set(key, { outcome: match.outcome, row });
    return key;
  });
  return [...odds.entries()]
    .map(([key, p]) => ({ ...byKey.get(key)!, p }))
    .sort((x, y) => y.p.compare(x.p) || x.row - y.row)
    .map(({ outcome, p }) => ({ outcome, p }));
}

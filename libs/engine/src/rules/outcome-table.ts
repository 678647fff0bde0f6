/**
 * First-match outcome tables (schema: schemas/common/outcome-table.schema.json): rows of
 * condition -> outcome tried top to bottom; the first row whose condition holds gives the outcome,
 * and the table's default applies when none does.
 */
import { compileCondition, type Condition, type Test } from './condition.js';
import type { CompileOptions } from './path.js';

/** One row: when the condition holds, this outcome. */
export interface OutcomeRow<O = unknown> {
  /** The row's condition. */
  when: Condition;
  /** The outcome (any plain data: a name, or an object like `{ loser: destroyed }`). */
  outcome: O;
  /** A note for designers, e.g. where the row comes from. */
  note?: string;
}

/** A first-match table. */
export interface OutcomeTable<O = unknown> {
  /** The table's id in content. */
  id?: string;
  /** Rows in priority order. */
  rows: OutcomeRow<O>[];
  /** The outcome when no row matches. */
  default: O;
}

/** What a lookup found: the outcome and the index of the row that gave it (-1 for the default). */
export interface OutcomeMatch<O> {
  /** The outcome. */
  outcome: O;
  /** Index of the matching row, or -1 when the default applied. */
  row: number;
}

/** A compiled table: context in, first match out. */
export type OutcomeLookup<O> = (context: unknown) => OutcomeMatch<O>;

/**
 * Compiles a table once; conditions are checked as they compile, so a malformed row (or, with `options.fields`,
 * one reading a path its context lacks) fails early with its index.
 */
export function compileOutcomeTable<O>(table: OutcomeTable<O>, options?: CompileOptions): OutcomeLookup<O> {
  const tests: Test[] = table.rows.map((row, i) => {
    try {
      return compileCondition(row.when, options);
    } catch (e) {
      throw new TypeError(`outcome table ${table.id ?? ''} row ${i + 1}: ${(e as Error).message}`.replace('  ', ' '));
    }
  });
  const outcomes = table.rows.map((r) => r.outcome);
  return (ctx) => {
    for (let i = 0; i < tests.length; i++) if (tests[i]!(ctx)) return { outcome: outcomes[i] as O, row: i };
    return { outcome: table.default, row: -1 };
  };
}

/** Looks up once (compiles each call: prefer `compileOutcomeTable` in loops). */
export function lookupOutcome<O>(table: OutcomeTable<O>, context: unknown): O {
  return compileOutcomeTable(table)(context).outcome;
}

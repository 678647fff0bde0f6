/**
 * A rate table: an extra table a game adds to its simulation report, one row per thing it counts (a card, a
 * unit, an opening), each with how often it was there and how often that ended in a win, with a 95% Wilson
 * interval. Rows are read from sums over the run of `Game.stats` keys, so worker threads need nothing new.
 */
import { wilson, type Rate } from '../simulation/wilson.js';

/** Where one row's two counts come from: `Game.stats` keys, summed over the games of a run. */
export interface RateRowSource {
  /** The row's id in `--json` reports (a card's id). */
  id: string;
  /** The row's name in text reports. */
  label: string;
  /** A short word shown beside the label (a card's kind). */
  note?: string;
  /** The stats key counting the trials (decks that took the card). */
  trials: string;
  /** The stats key counting those trials that succeeded (of those decks, the ones that won). */
  successes: string;
}

/** A table a game module declares (`GameModule.tables`). */
export interface RateTable<C = any, O = any> {
  /** The table's name in `--json` reports, e.g. "cards". */
  key: string;
  /** The table's heading in text reports. */
  title: string;
  /** What a trial is, as a column heading ("decks"). */
  trials: string;
  /** What a success is, as a column heading ("won"). */
  successes: string;
  /** Said of a row with no trials ("never taken"). */
  none: string;
  /** The overall rate every row is compared with, if there is one. */
  base?: RateRowSource;
  /** The rows for one run's content and options. */
  rows(content: C, options: O): RateRowSource[];
}

/** A row with its counts and rate. */
export interface RateRow {
  id: string;
  label: string;
  note?: string;
  trials: number;
  successes: number;
  rate: Rate;
}

/** A table filled in from a run's sums: the base row, then the rows best rate first, rows never tried last. */
export interface FilledRateTable {
  table: RateTable;
  base?: RateRow;
  rows: RateRow[];
}

/** Fills in a table from the sum of each stats key over a run (`sum(key)`, 0 for a key never reported). */
export function fillRateTable<C, O>(table: RateTable<C, O>, content: C, options: O, sum: (key: string) => number): FilledRateTable {
  const fill = (source: RateRowSource): RateRow => {
    const trials = sum(source.trials);
    const successes = sum(source.successes);
    return {
      id: source.id,
      label: source.label,
      ...(source.note !== undefined ? { note: source.note } : {}),
      trials,
      successes,
      rate: wilson(successes, trials),
    };
  };
  const rows = table
    .rows(content, options)
    .map(fill)
    .sort((a, b) => Number(b.trials > 0) - Number(a.trials > 0) || b.rate.rate - a.rate.rate || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { table: table as RateTable, ...(table.base ? { base: fill(table.base) } : {}), rows };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The table as text, indented by `indent`: a heading, the base rate, then one line per row. */
export function rateTableText(filled: FilledRateTable, indent = ''): string {
  const { table, base, rows } = filled;
  const width = Math.max(4, ...rows.map((r) => r.label.length));
  const noteWidth = Math.max(0, ...rows.map((r) => r.note?.length ?? 0));
  const note = (r: RateRow) => (noteWidth > 0 ? `  ${(r.note ?? '').padEnd(noteWidth)}` : '');
  const trialsWidth = Math.max(6, table.trials.length);
  const successesWidth = Math.max(5, table.successes.length);
  const lines = [`${table.title}:`];
  if (base)
    lines.push(
      `${base.label}: ${base.successes} of ${base.trials}, ${pct(base.rate.rate)}  95% [${pct(base.rate.low)}, ${pct(base.rate.high)}]`,
    );
  lines.push(
    `${''.padEnd(width)}${noteWidth > 0 ? `  ${''.padEnd(noteWidth)}` : ''} ${table.trials.padStart(trialsWidth)} ${table.successes.padStart(successesWidth)}  win rate  95% interval`,
  );
  for (const r of rows) {
    const counts = `${String(r.trials).padStart(trialsWidth)} ${String(r.successes).padStart(successesWidth)}`;
    const rate =
      r.trials === 0 ? `${'-'.padStart(8)}  ${table.none}` : `${pct(r.rate.rate).padStart(8)}  [${pct(r.rate.low)}, ${pct(r.rate.high)}]`;
    lines.push(`${r.label.padEnd(width)}${note(r)} ${counts}  ${rate}`);
  }
  return lines.map((l) => `${indent}${l}`.trimEnd()).join('\n') + '\n';
}

/** The table as plain JSON data. */
export function rateTableJson(filled: FilledRateTable): Record<string, unknown> {
  const row = (r: RateRow) => ({
    id: r.id,
    label: r.label,
    ...(r.note !== undefined ? { note: r.note } : {}),
    [filled.table.trials]: r.trials,
    [filled.table.successes]: r.successes,
    rate: r.rate.rate,
    low: r.rate.low,
    high: r.rate.high,
  });
  return { ...(filled.base ? { base: row(filled.base) } : {}), rows: filled.rows.map(row) };
}

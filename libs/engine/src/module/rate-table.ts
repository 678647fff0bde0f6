/**
 * A rate table: an extra table a game adds to its simulation report, one row per thing it counts (a card, a
 * unit, an opening), each with how often it was there and how often that ended in a win, with a 95% Wilson
 * interval. Rows are read from sums over the run of `Game.stats` keys, so worker threads need nothing new.
 */
import { rateFigures, type RateFigures } from '../simulation/figure.js';
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

/** A row as reports show it: its counts, and its rate and interval as numbers and as text. */
export interface ShownRateRow {
  id: string;
  label: string;
  note?: string;
  trials: number;
  successes: number;
  rate: RateFigures;
}

/** A filled table as plain data, as every report shows it (the text report, the editor's page, the JSON). */
export interface RateTableSection {
  /** The table's name in `--json` reports. */
  key: string;
  title: string;
  /** The trials' column heading ("decks"). */
  trials: string;
  /** The successes' column heading ("won"). */
  successes: string;
  /** Said of a row with no trials. */
  none: string;
  base?: ShownRateRow;
  rows: ShownRateRow[];
}

/** The table as reports show it. */
export function rateTableSection(filled: FilledRateTable): RateTableSection {
  const { key, title, trials, successes, none } = filled.table;
  const shown = (r: RateRow): ShownRateRow => ({ ...r, rate: rateFigures(r.rate) });
  return { key, title, trials, successes, none, ...(filled.base ? { base: shown(filled.base) } : {}), rows: filled.rows.map(shown) };
}

const sectionOf = (table: FilledRateTable | RateTableSection) => ('table' in table ? rateTableSection(table) : table);

/** The table as text, indented by `indent`: a heading, the base rate, then one line per row. */
export function rateTableText(filled: FilledRateTable | RateTableSection, indent = ''): string {
  const table = sectionOf(filled);
  const { base, rows } = table;
  const width = Math.max(4, ...rows.map((r) => r.label.length));
  const noteWidth = Math.max(0, ...rows.map((r) => r.note?.length ?? 0));
  const note = (r: ShownRateRow) => (noteWidth > 0 ? `  ${(r.note ?? '').padEnd(noteWidth)}` : '');
  const trialsWidth = Math.max(6, table.trials.length);
  const successesWidth = Math.max(5, table.successes.length);
  const lines = [`${table.title}:`];
  if (base)
    lines.push(
      `${base.label}: ${base.successes} of ${base.trials}, ${base.rate.rate.text}  95% [${base.rate.low.text}, ${base.rate.high.text}]`,
    );
  lines.push(
    `${''.padEnd(width)}${noteWidth > 0 ? `  ${''.padEnd(noteWidth)}` : ''} ${table.trials.padStart(trialsWidth)} ${table.successes.padStart(successesWidth)}  win rate  95% interval`,
  );
  for (const r of rows) {
    const counts = `${String(r.trials).padStart(trialsWidth)} ${String(r.successes).padStart(successesWidth)}`;
    const rate =
      r.trials === 0 ? `${'-'.padStart(8)}  ${table.none}` : `${r.rate.rate.text.padStart(8)}  [${r.rate.low.text}, ${r.rate.high.text}]`;
    lines.push(`${r.label.padEnd(width)}${note(r)} ${counts}  ${rate}`);
  }
  return lines.map((l) => `${indent}${l}`.trimEnd()).join('\n') + '\n';
}

/** The table as plain JSON data (numbers unrounded). */
export function rateTableJson(filled: FilledRateTable | RateTableSection): Record<string, unknown> {
  const table = sectionOf(filled);
  const row = (r: ShownRateRow) => ({
    id: r.id,
    label: r.label,
    ...(r.note !== undefined ? { note: r.note } : {}),
    [table.trials]: r.trials,
    [table.successes]: r.successes,
    rate: r.rate.rate.value,
    low: r.rate.low.value,
    high: r.rate.high.value,
  });
  return { ...(table.base ? { base: row(table.base) } : {}), rows: table.rows.map(row) };
}

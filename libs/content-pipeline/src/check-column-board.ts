/**
 * `onColumnBoard` in checks.yaml: a hex named on a board of flat-top columns, by its column's letter (a is the
 * westmost) and its row in that column (1 is the northmost), e.g. d2. The board is only its column heights, read
 * from the game's content, so a check knows no board shape of its own.
 */
import type { Check } from './check-entry.js';
import { valueText, type Report } from './check-report.js';
import { matchPointer } from './pointer.js';
import { describeValue } from './schema-messages.js';
import type { LoadedFile } from './types.js';

/** Letters name the columns, so a board has at most 26. */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The column heights a check's `onColumnBoard` read, or why they are no board. */
export function columnBoard(value: unknown): { columns: number[] } | { problem: string } {
  const heights = Array.isArray(value) ? value : [];
  if (heights.length === 0 || !heights.every((h) => Number.isInteger(h) && h > 0))
    return { problem: `is not a list of column heights (whole numbers above 0), got ${describeValue(value)}` };
  if (heights.length > LETTERS.length)
    return { problem: `has ${heights.length} columns; hex names have a letter for at most ${LETTERS.length}` };
  return { columns: heights as number[] };
}

/** Why `value` names no hex of the board with these column heights, or undefined when it names one. */
export function offBoard(value: unknown, columns: readonly number[]): string | undefined {
  const letters = columns.length === 1 ? 'a' : `a-${LETTERS[columns.length - 1]}`;
  const name = typeof value === 'string' ? /^([a-z])([1-9][0-9]*)$/.exec(value) : null;
  if (!name) return `${describeValue(value)} is not a hex name: a column letter (${letters}) and a row number from 1, such as a1`;
  const column = LETTERS.indexOf(name[1]!);
  const height = columns[column];
  if (height === undefined) return `hex ${value} is not on the board: its columns are ${letters}`;
  if (Number(name[2]) > height) return `hex ${value} is not on the board: column ${name[1]} has ${height} hex${height === 1 ? '' : 'es'}`;
  return undefined;
}

/** Reports each value `pattern` finds in the file that names no hex of the board, with the reason as {reason}. */
export function checkOnColumnBoard(check: Check, file: LoadedFile, pattern: string, columns: readonly number[], report: Report): void {
  for (const m of matchPointer(file.data, pattern)) {
    const reason = offBoard(m.value, columns);
    if (reason) report(valueText(m.value), m.segments, { reason, replace: check.message ? undefined : reason });
  }
}

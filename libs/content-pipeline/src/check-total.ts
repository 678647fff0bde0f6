/**
 * `count` and `sum` in checks.yaml: one total per file over the nodes found (those `where` picks), compared with
 * the check's number.
 */
import { passes, sameValue, upperLimit } from './check-comparison.js';
import type { Check } from './check-entry.js';
import type { Operands } from './check-operands.js';
import type { Report } from './check-report.js';
import { sumOf } from './check-sum.js';
import { matchPointer, pointerSegments, valueAt } from './pointer.js';
import { locate } from './positions.js';
import type { LoadedFile } from './types.js';

/**
 * Reports a failing total at the list the pattern walks (where one more would be added), or, when `where` picked
 * too many, at each of them, since any one may be the mistake.
 */
export function checkTotal(
  check: Check,
  file: LoadedFile,
  pattern: string,
  operands: Operands,
  entries: ReadonlyMap<string, unknown> | undefined,
  report: Report,
  compared: (ok: boolean) => void = () => {},
): void {
  const matches = matchPointer(file.data, pattern);
  const literal = pointerSegments(pattern);
  const place = literal.slice(0, literal.indexOf('*') < 0 ? literal.length : literal.indexOf('*'));
  const where = check.where;
  const kept = where ? matches.filter((m) => sameValue(valueAt(m.value, pointerSegments(where.pointer)), where.equals)) : matches;
  let actual = kept.length;
  if (check.sum !== undefined) {
    const sum = sumOf(check, file, kept, entries, report);
    if (sum === undefined) return;
    actual = sum;
  }
  const ok = passes(check, operands, actual);
  compared(ok);
  if (ok) return;
  if (where && kept.length > 0 && actual > upperLimit(check, operands)) {
    const lines = kept.map((m) => locate(file.doc, file.lineCounter, m.segments).line);
    kept.forEach((m, i) => {
      const others = lines.filter((_, j) => j !== i);
      report(actual, m.segments, {
        tail:
          others.length > 0
            ? ` (the other${others.length === 1 ? ' is' : 's are'} at line${others.length === 1 ? '' : 's'} ${others.join(', ')})`
            : '',
      });
    });
  } else report(actual, place, { atKey: true });
}

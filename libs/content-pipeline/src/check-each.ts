/**
 * `each` in checks.yaml with equals, atLeast, atMost, between, lessThan or multipleOf: every value found is compared
 * on its own; with `of`, the value at that pointer inside each node found, and with `plus`, that plus another (a far edge).
 */
import { passes } from './check-comparison.js';
import type { Check } from './check-entry.js';
import type { Operands } from './check-operands.js';
import { valueText, type Report } from './check-report.js';
import { matchPointer, pointerSegments, valueAt } from './pointer.js';
import type { LoadedFile } from './types.js';

/** Reports each value `pattern` finds in the file that fails the comparison, at the value (`of`'s, when given). */
export function checkEach(
  check: Check,
  file: LoadedFile,
  pattern: string,
  operands: Operands,
  report: Report,
  compared: (ok: boolean) => void = () => {},
): void {
  const of = check.of === undefined ? [] : pointerSegments(check.of);
  const plus = check.plus === undefined ? undefined : pointerSegments(check.plus);
  for (const m of matchPointer(file.data, pattern)) {
    const value = valueAt(m.value, of);
    const added = plus ? valueAt(m.value, plus) : undefined;
    // A node without the values is the schema's to report (a required field), not a failed comparison.
    if (value === undefined || (plus && added === undefined)) continue;
    const at = [...m.segments, ...of];
    if (!plus) {
      const ok = passes(check, operands, value);
      compared(ok);
      if (!ok) report(valueText(value), at);
    } else if (typeof value !== 'number' || typeof added !== 'number') {
      // Text added to a number is no distance: it fails whatever the comparison, shown as written.
      compared(false);
      report(`${valueText(value)} + ${valueText(added)}`, at);
    } else {
      const ok = passes(check, operands, value + added);
      compared(ok);
      if (!ok) report(value + added, at);
    }
  }
}

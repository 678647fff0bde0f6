/** `each` with equals, atLeast, atMost or between in checks.yaml: every value found is compared on its own. */
import { passes } from './check-comparison.js';
import type { Check } from './check-entry.js';
import type { Operands } from './check-operands.js';
import { valueText, type Report } from './check-report.js';
import { matchPointer } from './pointer.js';
import type { LoadedFile } from './types.js';

/** Reports each value `pattern` finds in the file that fails the comparison, at the value. */
export function checkEach(check: Check, file: LoadedFile, pattern: string, operands: Operands, report: Report): void {
  for (const m of matchPointer(file.data, pattern)) if (!passes(check, operands, m.value)) report(valueText(m.value), m.segments);
}

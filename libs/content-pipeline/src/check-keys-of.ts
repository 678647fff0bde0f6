/**
 * `keysOf` in checks.yaml: a table keyed by names declared elsewhere in the same file (an attack matrix by unit
 * type) must have an entry for every name, and no other entry.
 */
import type { Check } from './check-entry.js';
import { valueText, type Report } from './check-report.js';
import { matchPointer } from './pointer.js';
import type { LoadedFile } from './types.js';

/** Reports a table missing names at the table, and each key that is no name at the key. */
export function checkKeysOf(check: Check, file: LoadedFile, pattern: string, keysOf: string, report: Report): void {
  const names = matchPointer(file.data, keysOf)
    .map((m) => m.value)
    .filter((v): v is string => typeof v === 'string');
  const list = names.map(valueText).join(', ');
  for (const m of matchPointer(file.data, pattern)) {
    const keys = m.value !== null && typeof m.value === 'object' && !Array.isArray(m.value) ? Object.keys(m.value) : [];
    const missing = names.filter((n) => !keys.includes(n));
    if (missing.length)
      report(missing.map(valueText).join(', '), m.segments, {
        replace: check.message
          ? undefined
          : `check '${check.id}': no entry for ${missing.map(valueText).join(', ')}; every one of ${list} needs one`,
      });
    for (const k of keys.filter((k) => !names.includes(k)))
      report(valueText(k), [...m.segments, k], {
        atKey: true,
        replace: `check '${check.id}': ${valueText(k)} is not one of ${list}`,
      });
  }
}

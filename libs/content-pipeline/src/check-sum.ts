/**
 * `sum` in checks.yaml: the total of a number per node found, read inside the node (`of`) or looked up in another
 * file by a name inside it (`lookup`), each times the node's count when `times` says where that is.
 */
import type { Check } from './check-entry.js';
import { valueText, type Report } from './check-report.js';
import { pointerSegments, toPointer, valueAt, type PointerMatch } from './pointer.js';
import type { LoadedFile } from './types.js';

/**
 * The sum over `nodes` (found in `file`); undefined when a looked-up name matches no entry of `entries` (the lookup's
 * table), since a total with a part missing would only be a second, misleading error.
 */
export function sumOf(
  check: Check,
  file: LoadedFile,
  nodes: readonly PointerMatch[],
  entries: ReadonlyMap<string, unknown> | undefined,
  report: Report,
): number | undefined {
  const of = check.of === undefined ? [] : pointerSegments(check.of);
  const times = check.times === undefined ? undefined : pointerSegments(check.times);
  const refs = new Set(file.findings.refs.map((r) => r.pointer));
  let unknown = false;
  const total = nodes.reduce((sum, m) => {
    let value = of.length > 0 ? valueAt(m.value, of) : m.value;
    if (check.lookup && entries) {
      const by = [...m.segments, ...pointerSegments(check.lookup.by)];
      const name = valueAt(file.data, by);
      value = typeof name === 'string' ? entries.get(name) : undefined;
      if (value === undefined) {
        unknown = true;
        // A name checked as a reference (x-ref) is reported as unresolved already; anything else is reported here.
        if (!refs.has(toPointer(by)))
          report(valueText(name), by, {
            replace: `no ${check.lookup.kind} entry has ${check.lookup.key} ${valueText(name)} (looked up for check '${check.id}')`,
          });
      }
    }
    const factor = times ? valueAt(m.value, times) : 1;
    return sum + (typeof value === 'number' && typeof factor === 'number' ? value * factor : 0);
  }, 0);
  return unknown ? undefined : total;
}

/**
 * A cross-check's join across files: each node a `sum` finds names an entry of another file (an army element
 * its troop type), and the number added is read from that entry (the type's cost).
 */
import { kindUnknown } from './check-operands.js';
import { matchPointer, pointerSegments, valueAt } from './pointer.js';
import type { LoadedFile } from './types.js';

/** `lookup` in checks.yaml: find the entry whose `key` equals the node's `by`, in every file of `kind`, and read `value`. */
export interface Lookup {
  /** Pointer inside each summed node to the name it looks up (`/type`). */
  by: string;
  /** The kind of file holding the entries (`troop-types`); all such files of the game are joined. */
  kind: string;
  /** Wildcard pointer to the entries in those files (`/types/*`). */
  each: string;
  /** Pointer inside an entry to its name (`/id`). */
  key: string;
  /** Pointer inside an entry to the number to use (`/ap`). */
  value: string;
}

/** The entries of a lookup by name, or why they cannot be read. */
export type LookupTable = { entries: Map<string, unknown> } | { problem: string; missingKind?: string } | { skip: true };

/** Reads every entry of `lookup` from the game's files of its kind; skipped when one of them has errors of its own. */
export function lookupTable(files: readonly LoadedFile[], lookup: Lookup, readable: (file: LoadedFile) => boolean): LookupTable {
  const holders = files.filter((f) => f.kind === lookup.kind);
  // A file whose kind is unknown (a wrong modeline, reported there) may be the one missing.
  if (holders.length === 0 && files.some(kindUnknown)) return { skip: true };
  if (holders.length === 0)
    return { problem: `needs a file of kind '${lookup.kind}' to look ${lookup.by} up in, but there is none`, missingKind: lookup.kind };
  if (holders.some((f) => !readable(f))) return { skip: true };
  const entries = new Map<string, unknown>();
  const key = pointerSegments(lookup.key);
  const value = pointerSegments(lookup.value);
  for (const file of holders) {
    for (const entry of matchPointer(file.data, lookup.each)) {
      const name = valueAt(entry.value, key);
      if (typeof name === 'string' && !entries.has(name)) entries.set(name, valueAt(entry.value, value));
    }
  }
  return { entries };
}

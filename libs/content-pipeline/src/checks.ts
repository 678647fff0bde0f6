import { diagnosticAt, type Diagnostic, type Severity } from './diagnostic.js';
import { matchPointer, pointerSegments, toPointer, valueAt } from './pointer.js';
import { locate, locateKey } from './positions.js';
import type { LoadedFile } from './types.js';
import { basenameOf } from './workspace-path.js';
import { lookupTable, type Lookup } from './check-lookup.js';
import { columnBoard, offBoard } from './check-column-board.js';

/** A number written in checks.yaml, or a pointer to one in another file of the game. */
type Operand = number | { kind: string; pointer: string };

/** One entry of checks.yaml (its shape is enforced by schemas/common/checks.schema.json). */
export interface Check {
  id: string;
  in: string;
  sum?: string;
  /** With `sum`: the number to add, read at this pointer inside each node `sum` finds. */
  of?: string;
  /** With `sum`: the number to add, looked up in another file by a name inside each node. */
  lookup?: Lookup;
  /** With `sum`: multiply each node's number by the number at this pointer inside the node (its count). */
  times?: string;
  count?: string;
  each?: string;
  /** With `each`: every node found must be an object keyed by exactly the names found at this pointer in the same file. */
  keysOf?: string;
  where?: { pointer: string; equals: unknown };
  equals?: unknown;
  atLeast?: Operand;
  atMost?: Operand;
  between?: [Operand, Operand];
  /** With `each`: every value found names a hex of the board whose column heights are read here. */
  onColumnBoard?: { kind: string; pointer: string };
  message?: string;
  severity?: Severity;
}

/** The kind of every file that holds cross-checks. */
export const CHECKS_KIND = 'checks';

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function fileId(file: LoadedFile): string {
  const id = (file.data as Record<string, unknown> | null)?.['id'];
  return typeof id === 'string' ? id : basenameOf(file.path).replace(/\.ya?ml$/, '');
}

/** A file the checks can read: parsed, and free of errors of its own (which would only echo as check failures). */
function readable(file: LoadedFile): boolean {
  return file.data !== undefined && !file.findings.diagnostics.some((d) => d.severity === 'error');
}

/**
 * Runs every check of the game's checks files against the files of the kind each names (`schemaKinds`: the kinds
 * that have a schema, so a check on a kind with no file yet is not an error). Files with errors of their own are skipped, since a typo already reported would otherwise show again as a wrong count.
 */
export function runChecks(files: readonly LoadedFile[], schemaKinds: ReadonlySet<string> = new Set()): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const checksFile of files.filter((f) => f.kind === CHECKS_KIND)) {
    const checks = (checksFile.data as { checks?: unknown } | undefined)?.checks;
    if (!Array.isArray(checks)) continue;
    const kinds = [...new Set(files.map((f) => f.kind).filter((k): k is string => k !== null))].sort();
    const broken = checksFile.findings.diagnostics.filter((d) => d.severity === 'error').map((d) => d.pointer);
    checks.forEach((check: Check, index) => {
      if (!check || typeof check.id !== 'string' || typeof check.in !== 'string') return;
      // A check the schema already faulted would only repeat that error in other words.
      if (broken.some((p) => p === `/checks/${index}` || p.startsWith(`/checks/${index}/`))) return;
      const here = (message: string) =>
        diagnosticAt(
          checksFile,
          locate(checksFile.doc, checksFile.lineCounter, ['checks', String(index)]),
          toPointer(['checks', index]),
          `check '${check.id}': ${message}`,
          check.id,
        );
      const resolve = (operand: unknown): { value?: unknown; problem?: string; skip?: boolean } => {
        if (operand === null || typeof operand !== 'object' || !('kind' in operand)) return { value: operand };
        const ref = operand as { kind: string; pointer: string };
        const holders = files.filter((f) => f.kind === ref.kind && f.data !== undefined);
        if (holders.length === 1 && !readable(holders[0]!)) return { skip: true };
        if (holders.length !== 1) {
          const found = holders.length === 0 ? 'there is none' : `there are ${holders.length} (${holders.map((f) => f.path).join(', ')})`;
          return { problem: `needs exactly one file of kind '${ref.kind}' to read ${ref.pointer} from, but ${found}` };
        }
        const value = valueAt(holders[0]!.data, pointerSegments(ref.pointer));
        return value === undefined ? { problem: `${holders[0]!.path} has nothing at ${ref.pointer}` } : { value };
      };
      const finders = (['sum', 'count', 'each'] as const).filter((k) => check[k] !== undefined);
      const tests = (['equals', 'atLeast', 'atMost', 'between', 'keysOf', 'onColumnBoard'] as const).filter((k) => check[k] !== undefined);
      if (finders.length !== 1 || tests.length !== 1) {
        const wrong =
          finders.length !== 1
            ? `sum, count or each (has ${finders.join(', ') || 'none'})`
            : `equals, atLeast, atMost, between, keysOf or onColumnBoard (has ${tests.join(', ') || 'none'})`;
        return void diagnostics.push(here(`needs exactly one of ${wrong}`));
      }
      const [min, max] = (check.between ?? []).map(resolve);
      const expected =
        check.equals !== undefined
          ? resolve(check.equals)
          : check.atLeast !== undefined
            ? resolve(check.atLeast)
            : check.atMost !== undefined
              ? resolve(check.atMost)
              : check.onColumnBoard !== undefined
                ? resolve(check.onColumnBoard)
                : undefined;
      const problem = expected?.problem ?? min?.problem ?? max?.problem;
      if (problem) return void diagnostics.push(here(problem));
      if (expected?.skip || min?.skip || max?.skip) return;
      const board = check.onColumnBoard ? columnBoard(expected!.value) : undefined;
      if (board && 'problem' in board)
        return void diagnostics.push(here(`${check.onColumnBoard!.pointer} of the ${check.onColumnBoard!.kind} file ${board.problem}`));
      const table = check.lookup ? lookupTable(files, check.lookup, readable) : undefined;
      if (table && 'problem' in table) return void diagnostics.push(here(table.problem));
      if (table && 'skip' in table) return;
      if (!kinds.includes(check.in) && !schemaKinds.has(check.in)) {
        // Otherwise a typo in `in` would switch the check off without a word. A kind with a schema but no file yet is fine.
        return void diagnostics.push(here(`no file of kind '${check.in}' in this game to check (kinds: ${kinds.join(', ')})`));
      }
      const pattern = check.sum ?? check.count ?? check.each;
      if (pattern === undefined) return;
      const passes = (actual: unknown): boolean => {
        if (check.equals !== undefined) return sameValue(actual, expected!.value);
        if (typeof actual !== 'number') return false;
        if (check.atLeast !== undefined) return actual >= Number(expected!.value);
        if (check.atMost !== undefined) return actual <= Number(expected!.value);
        if (min && max) return actual >= Number(min.value) && actual <= Number(max.value);
        return true;
      };
      const expectedText = expected ? String(expected.value) : min && max ? `${min.value}-${max.value}` : '';
      for (const file of files.filter((f) => f.kind === check.in && readable(f))) {
        /** One failure at `segments`: the check's message (or `replace`, a fixed one) with {actual} and the rest filled in. */
        const report = (
          actual: unknown,
          segments: string[],
          how: { atKey?: boolean; tail?: string; replace?: string; reason?: string } = {},
        ) => {
          const { atKey = false, tail = '', replace } = how;
          const vars: Record<string, string> = {
            id: fileId(file),
            actual: String(actual),
            expected: expectedText,
            min: String(min?.value ?? ''),
            max: String(max?.value ?? ''),
            reason: how.reason ?? '',
          };
          const template = check.message ?? `check '${check.id}' failed: got {actual}, expected {expected}`;
          const message = replace ?? template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole) + tail;
          const at = (atKey ? locateKey : locate)(file.doc, file.lineCounter, segments);
          diagnostics.push(diagnosticAt(file, at, toPointer(segments), message, check.id, check.severity ?? 'error'));
        };
        const matches = matchPointer(file.data, pattern);
        if (check.each !== undefined && check.keysOf !== undefined) {
          // A table keyed by names declared elsewhere in the file (an attack matrix by unit type): none missing, none extra.
          const names = matchPointer(file.data, check.keysOf)
            .map((m) => m.value)
            .filter((v): v is string => typeof v === 'string');
          const list = names.map(describe).join(', ');
          for (const m of matches) {
            const keys = m.value !== null && typeof m.value === 'object' && !Array.isArray(m.value) ? Object.keys(m.value) : [];
            const missing = names.filter((n) => !keys.includes(n));
            if (missing.length)
              report(missing.map(describe).join(', '), m.segments, {
                replace: check.message
                  ? undefined
                  : `check '${check.id}': no entry for ${missing.map(describe).join(', ')}; every one of ${list} needs one`,
              });
            for (const k of keys.filter((k) => !names.includes(k)))
              report(describe(k), [...m.segments, k], {
                atKey: true,
                replace: `check '${check.id}': ${describe(k)} is not one of ${list}`,
              });
          }
          continue;
        }
        if (board && 'columns' in board) {
          // Hex names on a board of columns: the reason says which part of the name is off the board.
          for (const m of matches) {
            const reason = offBoard(m.value, board.columns);
            if (reason) report(describe(m.value), m.segments, { reason, replace: check.message ? undefined : reason });
          }
          continue;
        }
        if (check.each !== undefined) {
          for (const m of matches) if (!passes(m.value)) report(describe(m.value), m.segments);
          continue;
        }
        const literal = pointerSegments(pattern);
        const place = literal.slice(0, literal.indexOf('*') < 0 ? literal.length : literal.indexOf('*'));
        const where = check.where;
        const kept = where ? matches.filter((m) => sameValue(valueAt(m.value, pointerSegments(where.pointer)), where.equals)) : matches;
        let actual = kept.length;
        if (check.sum !== undefined) {
          const of = check.of === undefined ? [] : pointerSegments(check.of);
          const times = check.times === undefined ? undefined : pointerSegments(check.times);
          const refs = new Set(file.findings.refs.map((r) => r.pointer));
          let unknown = false;
          actual = kept.reduce((total, m) => {
            let value = of.length > 0 ? valueAt(m.value, of) : m.value;
            if (check.lookup && table && 'entries' in table) {
              const by = [...m.segments, ...pointerSegments(check.lookup.by)];
              const name = valueAt(file.data, by);
              value = typeof name === 'string' ? table.entries.get(name) : undefined;
              if (value === undefined) {
                unknown = true;
                // A name checked as a reference (x-ref) is reported as unresolved already; anything else is reported here.
                if (!refs.has(toPointer(by)))
                  report(describe(name), by, {
                    replace: `no ${check.lookup.kind} entry has ${check.lookup.key} ${describe(name)} (looked up for check '${check.id}')`,
                  });
              }
            }
            const factor = times ? valueAt(m.value, times) : 1;
            return total + (typeof value === 'number' && typeof factor === 'number' ? value * factor : 0);
          }, 0);
          if (unknown) continue; // a total with a part missing would only be a second, misleading error
        }
        if (passes(actual)) continue;
        const limit = check.equals !== undefined || check.atMost !== undefined ? Number(expected!.value) : max ? Number(max.value) : NaN;
        if (where && kept.length > 0 && actual > limit) {
          // Too many of the things `where` picks: point at each of them, since any one may be the mistake.
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
    });
  }
  return diagnostics;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

/**
 * checks.yaml: cross-checks of a game's files. This runs each check: it reports a check that cannot run at the
 * field at fault, then hands every file of the kind the check names to the module of its kind (check-*.ts).
 */
import { checkEach } from './check-each.js';
import { shapeProblem, type Check } from './check-entry.js';
import { checkKeysOf } from './check-keys-of.js';
import { checkOnColumnBoard, columnBoard } from './check-column-board.js';
import { lookupTable } from './check-lookup.js';
import { stepProblem } from './check-comparison.js';
import { operandsIn, readable, readOperands } from './check-operands.js';
import { reporter, type Report } from './check-report.js';
import { SharedValues, sharedValueOf } from './check-shared-value.js';
import { oneErrorPerValue } from './check-same-value.js';
import { checkTotal } from './check-total.js';
import { diagnosticAt, type Diagnostic } from './diagnostic.js';
import { toPointer } from './pointer.js';
import { locate } from './positions.js';
import type { LoadedFile } from './types.js';

export type { Check, Operand } from './check-entry.js';

/** The kind of every file that holds cross-checks. */
export const CHECKS_KIND = 'checks';

/**
 * Runs every check of the game's checks files against the files of the kind each names (`schemaKinds`: the kinds
 * that have a schema, so a check on a kind with no file yet is not an error). Files with errors of their own are skipped, since a typo already reported would otherwise show again as a wrong count.
 * `duplicateIds`: the `unique-id` errors, which stand for what a name declared twice leaves unknown (`keysOf`).
 */
export function runChecks(
  files: readonly LoadedFile[],
  schemaKinds: ReadonlySet<string> = new Set(),
  duplicateIds: readonly Diagnostic[] = [],
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // Comparisons against values read from files, so a value every comparison disagrees with is one error at it.
  const shared = new SharedValues();
  const twice = new Set(duplicateIds.map((d) => `${d.file}\0${d.pointer}`));
  const kinds = [...new Set(files.map((f) => f.kind).filter((k): k is string => k !== null))].sort();
  for (const checksFile of files.filter((f) => f.kind === CHECKS_KIND)) {
    const checks = (checksFile.data as { checks?: unknown } | undefined)?.checks;
    if (!Array.isArray(checks)) continue;
    const broken = checksFile.findings.diagnostics.filter((d) => d.severity === 'error').map((d) => d.pointer);
    checks.forEach((check: Check, index) => {
      if (!check || typeof check.id !== 'string' || typeof check.in !== 'string') return;
      // A check the schema already faulted would only repeat that error in other words.
      if (broken.some((p) => p === `/checks/${index}` || p.startsWith(`/checks/${index}/`))) return;
      /** A check that cannot run, reported at the field at fault (`at`, inside the check), or at the check. */
      const fault = (message: string, at: string[] = [], missingKind?: string) => {
        const segments = ['checks', String(index), ...at];
        const place = locate(checksFile.doc, checksFile.lineCounter, segments);
        const diagnostic = diagnosticAt(checksFile, place, toPointer(segments), `check '${check.id}': ${message}`, check.id);
        diagnostics.push(missingKind === undefined ? diagnostic : { ...diagnostic, missingKind });
      };
      const shape = shapeProblem(check);
      if (shape) return fault(shape);
      const operands = readOperands(check, files);
      if ('problem' in operands) return fault(operands.problem, operands.at, operands.missingKind);
      if ('skip' in operands) return;
      const boardAt = operands.expected;
      const board = check.onColumnBoard && boardAt && 'value' in boardAt ? columnBoard(boardAt.value) : undefined;
      if (board && 'problem' in board)
        return fault(`${check.onColumnBoard!.pointer} of the ${check.onColumnBoard!.kind} file ${board.problem}`, [
          'onColumnBoard',
          'pointer',
        ]);
      const table = check.lookup ? lookupTable(files, check.lookup, readable) : undefined;
      if (table && 'problem' in table) return fault(table.problem, ['lookup', 'kind'], table.missingKind);
      if (table && 'skip' in table) return;
      if (!kinds.includes(check.in) && !schemaKinds.has(check.in)) {
        // Otherwise a typo in `in` would switch the check off without a word. A kind with a schema but no file yet is fine.
        return fault(`no file of kind '${check.in}' in this game to check (kinds: ${kinds.join(', ')})`, ['in']);
      }
      const total = check.sum ?? check.count;
      const patterns = check.each === undefined ? [] : [check.each].flat();
      for (const file of files.filter((f) => f.kind === check.in && readable(f))) {
        const own = operandsIn(check, operands, file);
        if ('problem' in own) {
          fault(own.problem, own.at);
          continue;
        }
        const step = stepProblem(check, own);
        if (step) {
          fault(step, typeof check.multipleOf === 'object' ? ['multipleOf', 'pointer'] : ['multipleOf']);
          // A step read from checks.yaml or another file is the same for every file checked: said once.
          if (operands.expected && 'value' in operands.expected) return;
          continue;
        }
        const reportOnly = reporter(check, file, own, diagnostics);
        const report: Report = (actual, segments, how) => {
          const before = diagnostics.length;
          reportOnly(actual, segments, how);
          for (const d of diagnostics.slice(before)) shared.reported(d);
        };
        const value = sharedValueOf(check, files, file);
        const compared = (ok: boolean) => shared.compared(value, check, ok);
        shared.clear();
        if (total !== undefined) checkTotal(check, file, total, own, table?.entries, report, compared);
        for (const pattern of patterns)
          if (check.keysOf !== undefined)
            checkKeysOf(check, file, pattern, check.keysOf, report, (pointer) => twice.has(`${file.path}\0${pointer}`));
          else if (board) checkOnColumnBoard(check, file, pattern, board.columns, report);
          else checkEach(check, file, pattern, own, report, compared);
        shared.clear();
      }
    });
  }
  return oneErrorPerValue(shared.fold(diagnostics));
}

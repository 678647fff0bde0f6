/**
 * One mistake, one error, when the mistake is the value others are checked against: if every comparison the checks
 * make against one value read from a file fails, and there are two or more (the rules' tile count against both the
 * board's columns and the tile counts; a battlefield's width against each of its pieces and its stronghold), that
 * value is the likely mistake, and those failures become one error at it. When any comparison against it passes,
 * the value holds for that one, and each failure stays where it is.
 */
import type { Check } from './check-entry.js';
import { diagnosticAt, type Diagnostic } from './diagnostic.js';
import { pointerSegments, toPointer, valueAt } from './pointer.js';
import { locate } from './positions.js';
import type { LoadedFile } from './types.js';

/** The comparisons whose number is read from a file (`{ kind, pointer }`, or `{ pointer }` in the file checked). */
const COMPARED = ['equals', 'atLeast', 'atMost', 'lessThan', 'multipleOf'] as const;

/** A value a check compares against, read from a file: where it is. */
export interface SharedValue {
  key: string;
  file: LoadedFile;
  segments: string[];
}

/** The value `check` compares against in `file`, when it is read from a file rather than written in the check. */
export function sharedValueOf(check: Check, files: readonly LoadedFile[], file: LoadedFile): SharedValue | undefined {
  const operand = COMPARED.map((k) => check[k]).find((o) => o !== undefined) as { kind?: unknown; pointer?: unknown } | undefined;
  if (!operand || typeof operand !== 'object' || typeof operand.pointer !== 'string') return undefined;
  const holder = typeof operand.kind === 'string' ? files.find((f) => f.kind === operand.kind) : file;
  if (!holder) return undefined;
  return { key: `${holder.path}\0${operand.pointer}`, file: holder, segments: pointerSegments(operand.pointer) };
}

interface Entry {
  value: SharedValue;
  compared: number;
  failed: number;
  diagnostics: Diagnostic[];
  checks: string[];
}

/** Every comparison made against each shared value, and the diagnostics of those that failed. */
export class SharedValues {
  private readonly entries = new Map<string, Entry>();
  private current: Entry | undefined;

  /** A comparison against `value` by `check` was made; the diagnostics reported until the next one are its failure's. */
  compared(value: SharedValue | undefined, check: Check, ok: boolean): void {
    if (!value) return void (this.current = undefined);
    let entry = this.entries.get(value.key);
    if (!entry) this.entries.set(value.key, (entry = { value, compared: 0, failed: 0, diagnostics: [], checks: [] }));
    entry.compared++;
    if (ok) return void (this.current = undefined);
    entry.failed++;
    if (!entry.checks.includes(check.id)) entry.checks.push(check.id);
    this.current = entry;
  }

  /** Nothing compared since: what is reported next belongs to no comparison (a file begun, a name looked up). */
  clear(): void {
    this.current = undefined;
  }

  /** Keeps `diagnostic` with the failed comparison it reports, if any. */
  reported(diagnostic: Diagnostic): void {
    this.current?.diagnostics.push(diagnostic);
  }

  /** `diagnostics` with the failures against each value that failed every comparison folded into one error at it. */
  fold(diagnostics: Diagnostic[]): Diagnostic[] {
    const folded = [...this.entries.values()].filter((e) => e.compared >= 2 && e.failed === e.compared && e.diagnostics.length > 0);
    if (folded.length === 0) return diagnostics;
    const gone = new Set(folded.flatMap((e) => e.diagnostics));
    return [...diagnostics.filter((d) => !gone.has(d)), ...folded.map(foldedError)];
  }
}

/** The one error at a value every comparison against it failed: what each said, so nothing is lost. */
function foldedError(entry: Entry): Diagnostic {
  const { file, segments } = entry.value;
  const shown = JSON.stringify(valueAt(file.data, segments));
  const said = [...new Set(entry.diagnostics.map((d) => `"${d.message}"`))];
  const listed = said.length <= 3 ? said.join(', ') : `${said.slice(0, 3).join(', ')} and ${said.length - 3} more`;
  const message = `${segments.at(-1)} is ${shown}, and ${entry.compared === 2 ? 'both values' : `all ${entry.compared} values`} checked against it disagree, so it is likely the mistake: ${listed}`;
  const severity = entry.diagnostics.some((d) => d.severity === 'error') ? 'error' : 'warning';
  return diagnosticAt(file, locate(file.doc, file.lineCounter, segments), toPointer(segments), message, entry.checks[0]!, severity);
}

/**
 * The numbers a check compares with (`equals`, `atLeast`, `atMost`, `between`, `lessThan`, `multipleOf`) and the
 * board `onColumnBoard` reads: written in checks.yaml, read by `{ kind, pointer }` from the one file of that kind,
 * or read by `{ pointer }` alone from each file checked.
 */
import type { Check } from './check-entry.js';
import { pointerSegments, valueAt } from './pointer.js';
import type { LoadedFile } from './types.js';

/** A file the checks can read: parsed, and free of errors of its own (which would only echo as check failures). */
export function readable(file: LoadedFile): boolean {
  return file.data !== undefined && !file.findings.diagnostics.some((d) => d.severity === 'error');
}

/** A file whose kind is not known, for a modeline that is wrong or missing: reported at the modeline. */
export function kindUnknown(file: LoadedFile): boolean {
  return file.kind === null;
}

/** Why an operand cannot be read, and `at`: the field of checks.yaml at fault, under the operand. */
export interface OperandProblem {
  problem: string;
  at: string[];
  /** The kind of which there is no file, when that is the problem. */
  missingKind?: string;
}

/** An operand's value, or `own`: the pointer to read it at in each file checked. */
export type OperandValue = { value: unknown } | { own: string };

/** An operand's value, or why it cannot be read, or `skip` when the file holding it has errors of its own. */
export type OperandRead = OperandValue | OperandProblem | { skip: true };

/** `{ pointer }` and nothing else: a value of the file being checked. */
function ownPointer(operand: object): string | undefined {
  const keys = Object.keys(operand);
  const pointer = (operand as { pointer?: unknown }).pointer;
  return keys.length === 1 && typeof pointer === 'string' ? pointer : undefined;
}

/** The value of one operand: itself when written as a value, else what its `{ kind, pointer }` points at. */
export function readOperand(files: readonly LoadedFile[], operand: unknown): OperandRead {
  if (operand === null || typeof operand !== 'object') return { value: operand };
  const own = ownPointer(operand);
  if (own !== undefined) return { own };
  if (!('kind' in operand)) return { value: operand };
  const ref = operand as { kind: string; pointer: string };
  // A file of the kind that could not be read, or has errors, is reported already; the check waits for it.
  if (files.some((f) => f.kind === ref.kind && !readable(f))) return { skip: true };
  const holders = files.filter((f) => f.kind === ref.kind);
  // None of the kind, while a file's kind is unknown (its modeline is wrong or missing): that file may be the one.
  if (holders.length === 0 && files.some(kindUnknown)) return { skip: true };
  if (holders.length !== 1) {
    const found = holders.length === 0 ? 'there is none' : `there are ${holders.length} (${holders.map((f) => f.path).join(', ')})`;
    const problem = `needs exactly one file of kind '${ref.kind}' to read ${ref.pointer} from, but ${found}`;
    return holders.length === 0 ? { problem, at: ['kind'], missingKind: ref.kind } : { problem, at: ['kind'] };
  }
  const value = valueAt(holders[0]!.data, pointerSegments(ref.pointer));
  return value === undefined ? { problem: `${holders[0]!.path} has nothing at ${ref.pointer}`, at: ['pointer'] } : { value };
}

/**
 * A check's operands as compared: `expected` for equals, atLeast, atMost, lessThan, multipleOf or onColumnBoard;
 * `min` and `max` for between.
 */
export interface Operands {
  expected?: { value: unknown };
  min?: { value: unknown };
  max?: { value: unknown };
}

/** A check's operands as read from checks.yaml and the files it names, before those of the file checked (`own`). */
export interface ReadOperands {
  expected?: OperandValue;
  min?: OperandValue;
  max?: OperandValue;
}

/** The tests that compare with one operand, read into `expected`. */
const SINGLE = ['equals', 'atLeast', 'atMost', 'lessThan', 'multipleOf', 'onColumnBoard'] as const;

/** Where each operand sits in the check, for a problem reading it. */
function placesOf(check: Check): Record<keyof ReadOperands, string[]> {
  return { expected: [SINGLE.find((k) => check[k] !== undefined) ?? ''], min: ['between', '0'], max: ['between', '1'] };
}

/**
 * Reads every operand of a check; the first problem found (`at` from the check: `['between', '1', 'pointer']`), or
 * `skip` when one sits in a file with errors.
 */
export function readOperands(check: Check, files: readonly LoadedFile[]): ReadOperands | OperandProblem | { skip: true } {
  const [min, max] = (check.between ?? []).map((operand) => readOperand(files, operand));
  const single = SINGLE.find((k) => check[k] !== undefined);
  const expected = single === undefined ? undefined : readOperand(files, check[single]);
  const { expected: at, min: atMin, max: atMax } = placesOf(check);
  const places = [at, atMin, atMax];
  const reads = [expected, min, max];
  const failed = reads.findIndex((r) => r !== undefined && 'problem' in r);
  if (failed >= 0) {
    const { at, ...problem } = reads[failed] as OperandProblem;
    return { ...problem, at: [...places[failed]!, ...at] };
  }
  if (reads.some((r) => r !== undefined && 'skip' in r)) return { skip: true };
  return { expected, min, max } as ReadOperands;
}

/** The operands for one file checked: each `{ pointer }` read from it, or the first that it lacks (`at` in the check). */
export function operandsIn(check: Check, operands: ReadOperands, file: LoadedFile): Operands | OperandProblem {
  const places = placesOf(check);
  const resolved: Operands = {};
  for (const name of ['expected', 'min', 'max'] as const) {
    const operand = operands[name];
    if (operand === undefined) continue;
    if ('value' in operand) {
      resolved[name] = operand;
      continue;
    }
    const value = valueAt(file.data, pointerSegments(operand.own));
    if (value === undefined) return { problem: `${file.path} has nothing at ${operand.own}`, at: [...places[name], 'pointer'] };
    resolved[name] = { value };
  }
  return resolved;
}

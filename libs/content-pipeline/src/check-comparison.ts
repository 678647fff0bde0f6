/** `equals`, `atLeast`, `atMost`, `between`, `lessThan` and `multipleOf` in checks.yaml: whether a value found passes. */
import type { Check } from './check-entry.js';
import type { Operands } from './check-operands.js';

/** Equal as data: the same number, text, list or object. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether `actual` passes the check's comparison; anything but a number fails a bound, and no comparison passes all. */
export function passes(check: Check, operands: Operands, actual: unknown): boolean {
  const { expected, min, max } = operands;
  if (check.equals !== undefined) return sameValue(actual, expected!.value);
  if (typeof actual !== 'number') return false;
  if (check.atLeast !== undefined) return actual >= Number(expected!.value);
  if (check.atMost !== undefined) return actual <= Number(expected!.value);
  if (check.lessThan !== undefined) return actual < Number(expected!.value);
  // A whole number of steps: exact for whole numbers (paces in a square), as JSON Schema's own multipleOf.
  if (check.multipleOf !== undefined) return Number.isInteger(actual / Number(expected!.value));
  if (min && max) return actual >= Number(min.value) && actual <= Number(max.value);
  return true;
}

/**
 * The most the check allows (equals, atMost, or between's max); NaN when it sets no such bound (lessThan allows
 * only less, so a total that reaches it is reported at the list rather than at each node `where` picked).
 */
export function upperLimit(check: Check, operands: Operands): number {
  if (check.equals !== undefined || check.atMost !== undefined) return Number(operands.expected!.value);
  return operands.max ? Number(operands.max.value) : NaN;
}

/** Why the check's `multipleOf` cannot be a step (not a number above zero, so every value would fail); else undefined. */
export function stepProblem(check: Check, operands: Operands): string | undefined {
  if (check.multipleOf === undefined) return undefined;
  const step = operands.expected!.value;
  return typeof step === 'number' && step > 0 ? undefined : `multipleOf needs a number above 0, got ${JSON.stringify(step)}`;
}

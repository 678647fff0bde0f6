/** One entry of checks.yaml: what it may say, and whether it says enough to run. */
import type { Lookup } from './check-lookup.js';
import type { Severity } from './diagnostic.js';

/** A number written in checks.yaml, or a pointer to one in another file of the game. */
export type Operand = number | { kind: string; pointer: string };

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

/** Why a check cannot run: it needs exactly one way to find values and one test for them. Undefined when it has both. */
export function shapeProblem(check: Check): string | undefined {
  const finders = (['sum', 'count', 'each'] as const).filter((k) => check[k] !== undefined);
  const tests = (['equals', 'atLeast', 'atMost', 'between', 'keysOf', 'onColumnBoard'] as const).filter((k) => check[k] !== undefined);
  if (finders.length !== 1) return `needs exactly one of sum, count or each (has ${finders.join(', ') || 'none'})`;
  if (tests.length !== 1)
    return `needs exactly one of equals, atLeast, atMost, between, keysOf or onColumnBoard (has ${tests.join(', ') || 'none'})`;
  return undefined;
}

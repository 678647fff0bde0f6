/** One entry of checks.yaml: what it may say, and whether it says enough to run. */
import type { Lookup } from './check-lookup.js';
import type { Severity } from './diagnostic.js';

/**
 * A number written in checks.yaml, a pointer to one in another file of the game (`{ kind, pointer }`), or a pointer
 * alone (`{ pointer }`): the value at that pointer from the root of the file being checked.
 */
export type Operand = number | { kind: string; pointer: string } | { pointer: string };

/** One entry of checks.yaml (its shape is enforced by schemas/common/checks.schema.json). */
export interface Check {
  id: string;
  in: string;
  sum?: string;
  /** With `sum`: the number to add, read at this pointer inside each node `sum` finds; with `each`: the value to compare. */
  of?: string;
  /** With `each` and `of`: the number at this pointer inside each node is added to the one `of` reads (a far edge). */
  plus?: string;
  /** With `sum`: the number to add, looked up in another file by a name inside each node. */
  lookup?: Lookup;
  /** With `sum`: multiply each node's number by the number at this pointer inside the node (its count). */
  times?: string;
  count?: string;
  /** One pointer, or a list of them whose values are all compared the same way. */
  each?: string | string[];
  /** With `each`: every node found must be an object keyed by exactly the names found at this pointer in the same file. */
  keysOf?: string;
  where?: { pointer: string; equals: unknown };
  equals?: unknown;
  atLeast?: Operand;
  atMost?: Operand;
  between?: [Operand, Operand];
  /** Strictly below: the value must be less than this. */
  lessThan?: Operand;
  /** The value must be a whole number of these (e.g. paces in a square). */
  multipleOf?: Operand;
  /** With `each`: every value found names a hex of the board whose column heights are read here. */
  onColumnBoard?: { kind: string; pointer: string };
  message?: string;
  severity?: Severity;
}

/** The ways a check tests what it finds; a check has exactly one. */
const TESTS = ['equals', 'atLeast', 'atMost', 'between', 'lessThan', 'multipleOf', 'keysOf', 'onColumnBoard'] as const;

/** Why a check cannot run: it needs exactly one way to find values and one test for them. Undefined when it has both. */
export function shapeProblem(check: Check): string | undefined {
  const finders = (['sum', 'count', 'each'] as const).filter((k) => check[k] !== undefined);
  const tests = TESTS.filter((k) => check[k] !== undefined);
  if (finders.length !== 1) return `needs exactly one of sum, count or each (has ${finders.join(', ') || 'none'})`;
  if (tests.length !== 1)
    return `needs exactly one of ${TESTS.slice(0, -1).join(', ')} or ${TESTS.at(-1)} (has ${tests.join(', ') || 'none'})`;
  return undefined;
}

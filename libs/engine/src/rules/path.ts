/**
 * Reading values from a context object by a dotted path ("loser.type", "units.0.strength").
 * Paths are split once when a rule is compiled, so evaluation in hot loops only walks keys.
 */

/** A compiled path: its keys in order. */
export type PathKeys = readonly string[];

/** Splits a dotted path into keys; an empty path reads the context itself. */
export function compilePath(path: string): PathKeys {
  return path === '' ? [] : path.split('.');
}

/** The value at `keys` in `context`, or undefined when any step is missing. */
export function readPath(context: unknown, keys: PathKeys): unknown {
  let v: unknown = context;
  for (const k of keys) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

/**
 * A number operand in rules data: a literal, or a value read from the context and optionally scaled,
 * shifted and clamped, e.g. `{ path: overlaps, times: -1, min: -2 }` for "-1 per overlap, at most -2".
 */
export type Operand =
  | number
  | string
  | boolean
  | null
  | { path: string; times?: number; plus?: number; min?: number; max?: number };

/** Compiles an operand into a function of the context. */
export function compileOperand(operand: Operand | unknown[]): (context: unknown) => unknown {
  if (operand === null || typeof operand !== 'object' || Array.isArray(operand)) return () => operand;
  const keys = compilePath(operand.path);
  const { times, plus, min, max } = operand;
  if (times === undefined && plus === undefined && min === undefined && max === undefined) return (ctx) => readPath(ctx, keys);
  return (ctx) => {
    const raw = readPath(ctx, keys);
    if (typeof raw !== 'number') return raw;
    let v = raw * (times ?? 1) + (plus ?? 0);
    if (min !== undefined && v < min) v = min;
    if (max !== undefined && v > max) v = max;
    return v;
  };
}

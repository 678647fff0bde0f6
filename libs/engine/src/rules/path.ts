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
 * `readPath` for these keys as one function, unrolled for the one- and two-key paths most rules read
 * (`self.type`); the same answers as `readPath`.
 */
export function compileReader(keys: PathKeys): (context: unknown) => unknown {
  if (keys.length === 1) {
    const [k] = keys as [string];
    return (ctx) => (ctx !== null && typeof ctx === 'object' ? (ctx as Record<string, unknown>)[k] : undefined);
  }
  if (keys.length === 2) {
    const [k1, k2] = keys as [string, string];
    return (ctx) => {
      if (ctx === null || typeof ctx !== 'object') return undefined;
      const v = (ctx as Record<string, unknown>)[k1];
      return v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k2] : undefined;
    };
  }
  return (ctx) => readPath(ctx, keys);
}

/**
 * A number operand in rules data: a literal, or a value read from the context and optionally scaled,
 * shifted and clamped, e.g. `{ path: overlaps, times: -1, min: -2 }` for "-1 per overlap, at most -2".
 */
export type Operand = number | string | boolean | null | { path: string; times?: number; plus?: number; min?: number; max?: number };

/**
 * What a rule may read: the dotted paths of its context's fields (`self.type`, `enemy.total`). Given to the
 * compile functions, it turns a path that names no field into an error when the rule is compiled, instead of
 * a rule that never matches.
 */
export interface CompileOptions {
  fields?: readonly string[];
}

/** Throws when `options` list the context's fields and `path` is none of them (nor an object holding some). */
export function checkPath(path: string, options: CompileOptions | undefined, what: string): void {
  const fields = options?.fields;
  if (!fields || path === '' || fields.includes(path) || fields.some((f) => f.startsWith(`${path}.`))) return;
  throw new TypeError(`${what} reads '${path}', which is no field of its context; fields: ${[...fields].sort().join(', ')}`);
}

/** Compiles an operand into a function of the context; throws on a path `options.fields` does not list. */
export function compileOperand(operand: Operand | unknown[], options?: CompileOptions): (context: unknown) => unknown {
  if (operand === null || typeof operand !== 'object' || Array.isArray(operand)) return () => operand;
  checkPath(operand.path, options, 'an operand');
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

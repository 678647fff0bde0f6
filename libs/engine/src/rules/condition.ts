/**
 * Conditions as data (schema: schemas/common/condition.schema.json): all / any / not, comparisons of
 * a value read from the context by path, membership and parity. They compile once into closures.
 */
import { checkPath, compileOperand, compilePath, compileReader, readPath, type CompileOptions, type Operand } from './path.js';

/** A comparison on the value at `path`; every operator given must hold. */
export interface Comparison {
  /** Where the value is read from in the context, dotted ("attacker.type"). */
  path: string;
  /** Equal to (numbers, strings, booleans; deep for arrays/objects is NOT done). */
  equals?: Operand;
  /** Not equal to. */
  notEquals?: Operand;
  /** Strictly less than. */
  lessThan?: Operand;
  /** Less than or equal. */
  atMost?: Operand;
  /** Strictly greater than. */
  greaterThan?: Operand;
  /** Greater than or equal. */
  atLeast?: Operand;
  /** One of these values. */
  in?: Operand[];
  /** Not one of these values. */
  notIn?: Operand[];
  /** The value is a list that contains this value. */
  contains?: Operand;
  /** true: the value is present (not undefined/null); false: it is absent. */
  exists?: boolean;
  /** true: the value is an odd whole number; false: an even one. */
  odd?: boolean;
}

/** A condition: a comparison, or all / any / not of conditions, or a constant. */
export type Condition = boolean | Comparison | { all: Condition[] } | { any: Condition[] } | { not: Condition };

/** A compiled condition. */
export type Test = (context: unknown) => boolean;

const OPERATORS = [
  'equals',
  'notEquals',
  'lessThan',
  'atMost',
  'greaterThan',
  'atLeast',
  'in',
  'notIn',
  'contains',
  'exists',
  'odd',
] as const;

/**
 * Compiles a condition into a test of a context; throws on a malformed condition, naming the bad part, and
 * (with `options.fields`) on a path that names no field of the context.
 */
export function compileCondition(condition: Condition, options?: CompileOptions): Test {
  return compile(condition, options, true);
}

/**
 * The same test built only from the general evaluators, with no shortcut for common shapes: the plain twin
 * that condition.test.ts holds `compileCondition` to on many random conditions and contexts.
 */
export function compilePlainCondition(condition: Condition, options?: CompileOptions): Test {
  return compile(condition, options, false);
}

function compile(condition: Condition, options: CompileOptions | undefined, shortcuts: boolean): Test {
  if (typeof condition === 'boolean') return () => condition;
  if (condition === null || typeof condition !== 'object')
    throw new TypeError(`condition must be an object, got ${JSON.stringify(condition)}`);
  if ('all' in condition) {
    const parts = condition.all.map((c) => compile(c, options, shortcuts));
    if (shortcuts && parts.length === 1) return parts[0]!;
    if (shortcuts && parts.length === 2) {
      const [a, b] = parts as [Test, Test];
      return (ctx) => a(ctx) && b(ctx);
    }
    return (ctx) => {
      for (const t of parts) if (!t(ctx)) return false;
      return true;
    };
  }
  if ('any' in condition) {
    const parts = condition.any.map((c) => compile(c, options, shortcuts));
    if (shortcuts && parts.length === 1) return parts[0]!;
    return (ctx) => {
      for (const t of parts) if (t(ctx)) return true;
      return false;
    };
  }
  if ('not' in condition) {
    const inner = compile(condition.not, options, shortcuts);
    return (ctx) => !inner(ctx);
  }
  if (typeof (condition as Comparison).path !== 'string') {
    throw new TypeError(`condition needs 'all', 'any', 'not' or 'path'; got keys ${Object.keys(condition).join(', ')}`);
  }
  return compileComparison(condition as Comparison, options, shortcuts);
}

const isLiteral = (o: unknown): o is number | string | boolean | null => o === null || typeof o !== 'object';

/**
 * The common shapes, specialised: one operator against literal values. Undefined for any other shape (the
 * general evaluator takes it). Same answers as the general one: `===` throughout, numbers only for order.
 */
function literalComparison(c: Comparison, op: (typeof OPERATORS)[number], read: (ctx: unknown) => unknown): Test | undefined {
  const arg = c[op];
  if (op === 'equals' && isLiteral(arg)) return (ctx) => read(ctx) === arg;
  if (op === 'notEquals' && isLiteral(arg)) return (ctx) => read(ctx) !== arg;
  if ((op === 'in' || op === 'notIn') && Array.isArray(arg) && arg.every(isLiteral)) {
    const list = arg as unknown[];
    const want = op === 'in';
    return (ctx) => {
      const v = read(ctx);
      for (const x of list) if (x === v) return want;
      return !want;
    };
  }
  if (typeof arg !== 'number') return undefined;
  if (op === 'lessThan')
    return (ctx) => {
      const v = read(ctx);
      return typeof v === 'number' && v < arg;
    };
  if (op === 'atMost')
    return (ctx) => {
      const v = read(ctx);
      return typeof v === 'number' && v <= arg;
    };
  if (op === 'greaterThan')
    return (ctx) => {
      const v = read(ctx);
      return typeof v === 'number' && v > arg;
    };
  if (op === 'atLeast')
    return (ctx) => {
      const v = read(ctx);
      return typeof v === 'number' && v >= arg;
    };
  return undefined;
}

function compileComparison(c: Comparison, options: CompileOptions | undefined, shortcuts: boolean): Test {
  checkPath(c.path, options, 'a condition');
  const keys = compilePath(c.path);
  const ops = OPERATORS.filter((op) => op in c);
  const tests: Array<(v: unknown, ctx: unknown) => boolean> = [];
  for (const op of ops) {
    const arg = c[op];
    if (op === 'exists') tests.push((v) => (v !== undefined && v !== null) === arg);
    else if (op === 'odd') tests.push((v) => typeof v === 'number' && Number.isInteger(v) && (Math.abs(v) % 2 === 1) === arg);
    else if (op === 'in' || op === 'notIn') {
      const list = (arg as Operand[]).map((o) => compileOperand(o, options));
      const want = op === 'in';
      tests.push((v, ctx) => list.some((f) => f(ctx) === v) === want);
    } else {
      const rhs = compileOperand(arg as Operand, options);
      const cmp = COMPARE[op];
      tests.push((v, ctx) => cmp(v, rhs(ctx)));
    }
  }
  const unknown = Object.keys(c).filter((k) => k !== 'path' && !(OPERATORS as readonly string[]).includes(k));
  if (unknown.length)
    throw new TypeError(`condition on '${c.path}' has unknown operator ${unknown.join(', ')}; use one of ${OPERATORS.join(', ')}`);
  if (tests.length === 0) throw new TypeError(`condition on '${c.path}' has no operator; use one of ${OPERATORS.join(', ')}`);
  const fast = shortcuts && ops.length === 1 ? literalComparison(c, ops[0]!, compileReader(keys)) : undefined;
  if (fast) return fast;
  return (ctx) => {
    const v = readPath(ctx, keys);
    for (const t of tests) if (!t(v, ctx)) return false;
    return true;
  };
}

const num = (a: unknown, b: unknown, f: (x: number, y: number) => boolean) => typeof a === 'number' && typeof b === 'number' && f(a, b);

const COMPARE: Record<
  'equals' | 'notEquals' | 'lessThan' | 'atMost' | 'greaterThan' | 'atLeast' | 'contains',
  (a: unknown, b: unknown) => boolean
> = {
  equals: (a, b) => a === b,
  notEquals: (a, b) => a !== b,
  lessThan: (a, b) => num(a, b, (x, y) => x < y),
  atMost: (a, b) => num(a, b, (x, y) => x <= y),
  greaterThan: (a, b) => num(a, b, (x, y) => x > y),
  atLeast: (a, b) => num(a, b, (x, y) => x >= y),
  contains: (a, b) => Array.isArray(a) && a.includes(b),
};

/** Evaluates a condition once (compiles it each call: prefer `compileCondition` in loops). */
export function evaluateCondition(condition: Condition, context: unknown): boolean {
  return compileCondition(condition)(context);
}

/**
 * A first-match table with its rows indexed by one field they pin down. Most HOTT rows start by naming the
 * loser's troop type (`self.type in [...]`), so a lookup that reads that field first only tries the rows that
 * can match: the same answer as trying every row (the plain table beside it; row-index.test.ts compares them).
 */
import { compileCondition, compilePath, readPath, type Comparison, type Condition, type Test } from '@armory/engine';

/** The literal values a condition requires at `path` (undefined: it does not pin that field). */
export function pinnedValues(condition: Condition, path: string): unknown[] | undefined {
  if (typeof condition === 'boolean') return undefined;
  if ('all' in condition) {
    for (const part of condition.all) {
      const values = pinnedValues(part, path);
      if (values) return values;
    }
    return undefined;
  }
  if ('any' in condition || 'not' in condition) return undefined;
  const c = condition as Comparison;
  if (c.path !== path) return undefined;
  const literal = (v: unknown) => v === null || typeof v !== 'object';
  if (c.equals !== undefined && literal(c.equals)) return [c.equals];
  if (c.in !== undefined && c.in.every(literal)) return c.in;
  return undefined;
}

/** The field that the most rows pin down, or undefined when none does. */
export function bestIndexField(conditions: readonly Condition[], candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let pinned = 0;
  for (const path of candidates) {
    const n = conditions.filter((c) => pinnedValues(c, path) !== undefined).length;
    if (n > pinned) [best, pinned] = [path, n];
  }
  return best;
}

/**
 * Compiles rows into a first-match lookup giving the matching row's index (-1: none), trying only the rows the
 * value at `path` allows (every row, in order, when `path` is undefined). Allocates nothing per lookup.
 */
export function compileIndexedRows(conditions: readonly Condition[], path: string | undefined): (context: unknown) => number {
  const tests: Test[] = conditions.map((c) => compileCondition(c));
  const every = conditions.map((_, i) => i);
  if (path === undefined) {
    return (context) => {
      for (const i of every) if (tests[i]!(context)) return i;
      return -1;
    };
  }
  const rows = conditions.map((when) => ({ when }));
  const pins = rows.map((r) => pinnedValues(r.when, path));
  const unpinned = rows.map((_, i) => i).filter((i) => pins[i] === undefined);
  const byValue = new Map<unknown, number[]>();
  for (const values of pins) for (const v of values ?? []) byValue.set(v, []);
  for (const [value, list] of byValue) rows.forEach((_, i) => (pins[i] === undefined || pins[i]!.includes(value)) && list.push(i));
  const keys = compilePath(path);
  return (context) => {
    const candidates = byValue.get(readPath(context, keys)) ?? unpinned;
    for (const i of candidates) if (tests[i]!(context)) return i;
    return -1;
  };
}

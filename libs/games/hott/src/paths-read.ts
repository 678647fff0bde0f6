/**
 * Which context fields a condition reads. The resolver uses it to learn, once per table, whether a table looks
 * at the totals; a table that does not gives the same outcome for every roll with the same loser and band.
 */
import type { Condition } from '@armory/engine';

/** Every dotted path a condition compares or reads as an operand. */
export function pathsRead(condition: Condition): string[] {
  const found: string[] = [];
  const operand = (value: unknown) => {
    if (value !== null && typeof value === 'object' && typeof (value as { path?: unknown }).path === 'string')
      found.push((value as { path: string }).path);
  };
  const walk = (c: Condition) => {
    if (typeof c === 'boolean') return;
    if ('all' in c) return c.all.forEach(walk);
    if ('any' in c) return c.any.forEach(walk);
    if ('not' in c) return walk(c.not);
    found.push(c.path);
    for (const [key, value] of Object.entries(c)) {
      if (key === 'path') continue;
      if (Array.isArray(value)) value.forEach(operand);
      else operand(value);
    }
  };
  walk(condition);
  return found;
}

import { describe, expect, it } from 'vitest';
import { passes, sameValue, upperLimit } from './check-comparison.js';
import type { Check } from './check-entry.js';

const check = (test: Partial<Check>): Check => ({ id: 'c', in: 'army', count: '/units/*', ...test });

describe('sameValue', () => {
  it('compares as data, lists and objects included', () => {
    expect(sameValue([1, 2], [1, 2])).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1 })).toBe(true);
    expect(sameValue(1, '1')).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
  });
});

describe('passes', () => {
  it('equals: the same value, of any type', () => {
    expect(passes(check({ equals: 'hq' }), { expected: { value: 'hq' } }, 'hq')).toBe(true);
    expect(passes(check({ equals: 5 }), { expected: { value: 5 } }, 4)).toBe(false);
  });

  it('atLeast and atMost: bounds included', () => {
    expect(passes(check({ atLeast: 3 }), { expected: { value: 3 } }, 3)).toBe(true);
    expect(passes(check({ atLeast: 3 }), { expected: { value: 3 } }, 2)).toBe(false);
    expect(passes(check({ atMost: 3 }), { expected: { value: 3 } }, 3)).toBe(true);
    expect(passes(check({ atMost: 3 }), { expected: { value: 3 } }, 4)).toBe(false);
  });

  it('between: both ends included', () => {
    const between = check({ between: [0, 5] });
    const operands = { min: { value: 0 }, max: { value: 5 } };
    expect([-1, 0, 5, 6].map((n) => passes(between, operands, n))).toEqual([false, true, true, false]);
  });

  it('fails anything but a number against a bound', () => {
    expect(passes(check({ atMost: 3 }), { expected: { value: 3 } }, '2')).toBe(false);
    expect(passes(check({ between: [0, 5] }), { min: { value: 0 }, max: { value: 5 } }, null)).toBe(false);
  });

  it('passes every number when the check compares with nothing (keysOf, onColumnBoard)', () => {
    expect(passes(check({ keysOf: '/units/*/id' }), {}, 7)).toBe(true);
  });
});

describe('upperLimit', () => {
  it('is the most allowed, or NaN for atLeast', () => {
    expect(upperLimit(check({ equals: 1 }), { expected: { value: 1 } })).toBe(1);
    expect(upperLimit(check({ atMost: 4 }), { expected: { value: 4 } })).toBe(4);
    expect(upperLimit(check({ between: [2, 6] }), { min: { value: 2 }, max: { value: 6 } })).toBe(6);
    expect(upperLimit(check({ atLeast: 2 }), { expected: { value: 2 } })).toBeNaN();
  });
});

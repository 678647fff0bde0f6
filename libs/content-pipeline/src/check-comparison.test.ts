import { describe, expect, it } from 'vitest';
import { passes, sameValue, stepProblem, upperLimit } from './check-comparison.js';
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

  it('lessThan: strictly below, so a place on a table of 2400 stops short of 2400', () => {
    const below = check({ lessThan: { pointer: '/width' } });
    const operands = { expected: { value: 2400 } };
    expect([2300, 2399, 2400, 2500].map((n) => passes(below, operands, n))).toEqual([true, true, false, false]);
  });

  it('multipleOf: a whole number of steps, zero included', () => {
    const squares = check({ multipleOf: { kind: 'rules', pointer: '/table/squarePaces' } });
    const operands = { expected: { value: 100 } };
    expect([0, 100, 2400, 450, 99, -200].map((n) => passes(squares, operands, n))).toEqual([true, true, true, false, false, true]);
    expect(passes(check({ multipleOf: 0.5 }), { expected: { value: 0.5 } }, 2.5)).toBe(true);
  });

  it('fails anything but a number against a bound', () => {
    expect(passes(check({ multipleOf: 100 }), { expected: { value: 100 } }, '200')).toBe(false);
    expect(passes(check({ lessThan: 3 }), { expected: { value: 3 } }, null)).toBe(false);
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

describe('stepProblem', () => {
  it('accepts a number above zero, and says what it got otherwise', () => {
    expect(stepProblem(check({ multipleOf: 100 }), { expected: { value: 100 } })).toBeUndefined();
    expect(stepProblem(check({ multipleOf: 0 }), { expected: { value: 0 } })).toBe('multipleOf needs a number above 0, got 0');
    expect(stepProblem(check({ multipleOf: 1 }), { expected: { value: 'square' } })).toBe(
      'multipleOf needs a number above 0, got "square"',
    );
  });

  it('has nothing to say of a check without multipleOf', () => {
    expect(stepProblem(check({ atMost: 0 }), { expected: { value: 0 } })).toBeUndefined();
  });
});

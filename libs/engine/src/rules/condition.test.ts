import { describe, expect, it } from 'vitest';
import { commonSchemas } from './schemas.testing.js';
import { compileCondition, compilePlainCondition, evaluateCondition, type Comparison, type Condition } from './condition.js';
import type { Operand } from './path.js';

describe('conditions', () => {
  const ctx = { unit: { kind: 'riders', strength: 3, tags: ['mounted'] }, n: 5, none: null };
  it.each<[Condition, boolean]>([
    [true, true],
    [{ path: 'unit.kind', equals: 'riders' }, true],
    [{ path: 'unit.kind', notEquals: 'riders' }, false],
    [{ path: 'unit.strength', atLeast: 3, atMost: 3 }, true],
    [{ path: 'unit.strength', greaterThan: { path: 'n' } }, false],
    [{ path: 'unit.strength', lessThan: { path: 'n', plus: -1 } }, true],
    [{ path: 'unit.kind', in: ['pikes', 'riders'] }, true],
    [{ path: 'unit.tags', contains: 'mounted' }, true],
    [{ path: 'unit.missing', exists: false }, true],
    [{ path: 'none', exists: true }, false],
    [{ path: 'n', odd: true }, true],
    [{ path: 'unit.kind', odd: false }, false],
    [{ path: 'unit.kind', atLeast: 1 }, false],
    [
      {
        any: [
          { path: 'n', equals: 4 },
          { path: 'n', equals: 5 },
        ],
      },
      true,
    ],
    [{ all: [{ path: 'n', equals: 5 }, { not: { path: 'unit.kind', equals: 'riders' } }] }, false],
    [{ all: [] }, true],
    [{ any: [] }, false],
  ])('%j is %s', (condition, expected) => {
    expect(evaluateCondition(condition, ctx)).toBe(expected);
    expect(commonSchemas().validate('common/condition.schema.json', condition)).toBe(true);
  });

  it('rejects malformed conditions, naming the problem', () => {
    expect(() => compileCondition({ path: 'x' })).toThrow(/no operator/);
    expect(() => compileCondition({ path: 'x', equal: 1 } as Condition)).toThrow(/unknown operator equal/);
    expect(() => compileCondition({ kind: 'x' } as unknown as Condition)).toThrow(/needs 'all', 'any', 'not' or 'path'/);
    const ajv = commonSchemas();
    expect(ajv.validate('common/condition.schema.json', { path: 'x' })).toBe(false);
    expect(ajv.validate('common/condition.schema.json', { path: 'x', equal: 1 })).toBe(false);
  });
});

describe("conditions compiled against their context's fields", () => {
  const fields = ['unit.kind', 'unit.strength', 'n'];
  it('accepts paths that name a field, or an object holding fields', () => {
    expect(
      compileCondition(
        {
          all: [
            { path: 'unit.kind', in: ['riders'] },
            { path: 'unit', exists: true },
            { path: 'n', lessThan: { path: 'unit.strength' } },
          ],
        },
        { fields },
      )({ unit: { kind: 'riders', strength: 9 }, n: 1 }),
    ).toBe(true);
  });

  it('refuses a misspelt path when the rule is compiled, not by never matching', () => {
    expect(() => compileCondition({ not: { path: 'unit.knid', equals: 'riders' } }, { fields })).toThrow(
      "a condition reads 'unit.knid', which is no field of its context; fields: n, unit.kind, unit.strength",
    );
    expect(() => compileCondition({ path: 'n', atMost: { path: 'unit.strenght' } }, { fields })).toThrow(
      "an operand reads 'unit.strenght'",
    );
  });
});

describe('compileCondition against its plain twin', () => {
  // A small seeded generator, so a failure names a case that can be run again.
  let seed = 12345;
  const random = () => {
    // mulberry32: 32-bit integer steps, so the sequence is the same on every machine.
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const VALUES = [0, 1, 2, -1, 2.5, 'a', 'b', '', true, false, null, undefined] as const;
  const PATHS = ['a', 'b', 'a.x', 'b.y', 'a.x.z', 'c.y', ''];
  const OPS = ['equals', 'notEquals', 'lessThan', 'atMost', 'greaterThan', 'atLeast', 'in', 'notIn', 'contains', 'exists', 'odd'];

  const operand = (): Operand => (random() < 0.15 ? { path: pick(PATHS.slice(0, 6)) } : (pick(VALUES) as Operand));
  function comparison(): Comparison {
    const c: Record<string, unknown> = { path: pick(PATHS) };
    const n = random() < 0.8 ? 1 : 2;
    for (let i = 0; i < n; i++) {
      const op = pick(OPS);
      if (op === 'exists' || op === 'odd') c[op] = random() < 0.5;
      else if (op === 'in' || op === 'notIn') c[op] = Array.from({ length: Math.floor(random() * 4) }, operand);
      else c[op] = operand();
    }
    return c as unknown as Comparison;
  }
  function condition(depth: number): Condition {
    const r = random();
    if (depth > 2 || r < 0.5) return random() < 0.05 ? random() < 0.5 : comparison();
    const parts = () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => condition(depth + 1));
    if (r < 0.7) return { all: parts() };
    if (r < 0.9) return { any: parts() };
    return { not: condition(depth + 1) };
  }
  function value(depth: number): unknown {
    const r = random();
    if (depth < 2 && r < 0.3) return { x: value(depth + 1), y: value(depth + 1), z: value(depth + 1) };
    if (r < 0.35) return [pick(VALUES), pick(VALUES)];
    return pick(VALUES);
  }
  const context = () => (random() < 0.05 ? pick(VALUES) : { a: value(0), b: value(0), c: value(0) });

  it('gives the same answer on 3,000 random conditions, each over 20 random contexts', () => {
    const answers = { true: 0, false: 0 };
    for (let i = 0; i < 3000; i++) {
      const cond = condition(0);
      const fast = compileCondition(cond);
      const plain = compilePlainCondition(cond);
      for (let j = 0; j < 20; j++) {
        const ctx = context();
        const answer = plain(ctx);
        expect(fast(ctx), JSON.stringify({ cond, ctx })).toBe(answer);
        answers[`${answer}`]++;
      }
    }
    // Both answers come up often, so the comparison is not of two tests that always say the same thing.
    expect(answers.true + answers.false).toBe(60000);
    expect(Math.min(answers.true, answers.false)).toBeGreaterThan(10000);
  });
});

import { describe, expect, it } from 'vitest';
import { commonSchemas } from './schemas.testing.js';
import { compileCondition, evaluateCondition, type Condition } from './condition.js';

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

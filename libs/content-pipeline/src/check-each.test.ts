import { describe, expect, it } from 'vitest';
import { ARMY, errorsOf, validateWith } from '../test/fixture-workspace.js';

const CHECKS = 'content/skirmish/checks.yaml';
const RULES = 'content/skirmish/rules.yaml';

describe('each in checks.yaml', () => {
  it('compares each value on its own and points at it', () => {
    const report = validateWith(RULES, (t) => t.replace('max: 9', 'max: 2'));
    const [d, ...rest] = errorsOf(report);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: ARMY, line: 14, column: 17, pointer: '/units/1/initiative', rule: 'initiative-range' });
    expect(d!.message).toBe('initiative must be 0-2, got 3');
  });

  it('reports every value that fails, each at its own line', () => {
    const extra = '  - id: all-soldiers\n    in: army\n    each: /units/*/kind\n    equals: soldier\n';
    const found = errorsOf(validateWith(CHECKS, (t) => `${t}${extra}`));
    expect(found.map((d) => [d.line, d.message])).toEqual([[7, "check 'all-soldiers' failed: got 'hq', expected soldier"]]);
    const slow = '  - id: slow\n    in: army\n    each: /units/*/initiative\n    atMost: 1\n';
    expect(errorsOf(validateWith(CHECKS, (t) => `${t}${slow}`)).map((d) => [d.line, d.pointer])).toEqual([
      [14, '/units/1/initiative'],
      [23, '/units/2/initiative'],
    ]);
  });
});

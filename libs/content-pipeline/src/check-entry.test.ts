import { describe, expect, it } from 'vitest';
import { errorsOf, validateWith } from '../test/fixture-workspace.js';
import { shapeProblem } from './check-entry.js';

const CHECKS = 'content/skirmish/checks.yaml';

describe('shapeProblem', () => {
  it('accepts one way to find values and one test', () => {
    expect(shapeProblem({ id: 'a', in: 'army', count: '/units/*', equals: 5 })).toBeUndefined();
    expect(
      shapeProblem({ id: 'a', in: 'army', each: '/units/*/hex', onColumnBoard: { kind: 'rules', pointer: '/board' } }),
    ).toBeUndefined();
  });

  it('names what is missing or doubled, finders first', () => {
    expect(shapeProblem({ id: 'a', in: 'army' })).toBe('needs exactly one of sum, count or each (has none)');
    expect(shapeProblem({ id: 'a', in: 'army', sum: '/a', count: '/b', equals: 1 })).toBe(
      'needs exactly one of sum, count or each (has sum, count)',
    );
    expect(shapeProblem({ id: 'a', in: 'army', each: '/a', equals: 1, atMost: 2 })).toBe(
      'needs exactly one of equals, atLeast, atMost, between, lessThan, multipleOf, keysOf or onColumnBoard (has equals, atMost)',
    );
  });

  it('counts an equals of null as written', () => {
    expect(shapeProblem({ id: 'a', in: 'army', each: '/a', equals: null })).toBeUndefined();
  });
});

describe('a check that cannot run', () => {
  it('reports a check that says neither what to find nor what to compare', () => {
    const [d] = errorsOf(validateWith(CHECKS, (t) => t.replace('    sum: /units/*/count\n', '')));
    expect(d!.message).toBe("check 'army-size': needs exactly one of sum, count or each (has none)");
  });
});

import { describe, expect, it } from 'vitest';
import { commonSchemas } from './schemas.testing.js';
import { applyModifiers, compileModifiers, type Modifier } from './modifier.js';

describe('modifiers', () => {
  const tactical: Modifier[] = [
    { add: 1, when: { path: 'general', equals: true }, label: 'general' },
    { add: { path: 'overlaps', times: -1, min: -2 }, label: 'overlaps' },
    { multiply: 2, stat: 'strength', when: { path: 'charging', equals: true }, label: 'charge' },
    { set: 0, when: { path: 'netted', equals: true }, label: 'netted' },
  ];

  it('applies in order, only when their conditions hold, and explains the total', () => {
    expect(applyModifiers(3, tactical, { general: true, overlaps: 3 })).toEqual({ value: 2, applied: ['general', 'overlaps'] });
    const run = compileModifiers(tactical);
    expect(run(3, { overlaps: 1, charging: true }, 'strength')).toEqual({ value: 4, applied: ['overlaps', 'charge'] });
    expect(run(3, { overlaps: 1, charging: true }, 'initiative').value).toBe(2);
    expect(run(3, { overlaps: 0, netted: true }).value).toBe(0);
    for (const m of tactical) expect(commonSchemas().validate('common/modifier.schema.json', m)).toBe(true);
  });

  it('rejects a modifier with two or no operations', () => {
    expect(() => compileModifiers([{ add: 1, set: 2 }])).toThrow(/exactly one of add, multiply, set; has add, set/);
    expect(() => compileModifiers([{ label: 'x' }])).toThrow(/has none/);
    expect(commonSchemas().validate('common/modifier.schema.json', { add: 1, set: 2 })).toBe(false);
    expect(commonSchemas().validate('common/modifier.schema.json', { ad: 1 })).toBe(false);
  });
});

describe("modifiers compiled against their context's fields", () => {
  it('refuses a condition or an amount that reads a path the context lacks', () => {
    const fields = ['overlaps', 'general'];
    expect(
      compileModifiers([{ add: { path: 'overlaps', times: -1 }, when: { path: 'general', equals: true } }], { fields })(3, {
        overlaps: 2,
        general: true,
      }).value,
    ).toBe(1);
    expect(() => compileModifiers([{ add: 1, when: { path: 'genral', equals: true } }], { fields })).toThrow("reads 'genral'");
    expect(() => compileModifiers([{ add: { path: 'overlap' } }], { fields })).toThrow("an operand reads 'overlap'");
  });
});

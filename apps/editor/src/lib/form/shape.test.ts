import { describe, expect, it } from 'vitest';
import { branchLabel, chooseBranch, effective, starter } from './shape.js';
import { branches, child, type Located, type SchemaFiles } from './schema.js';
import { at, files, keys } from './schemas.testing.js';
const condition: Located = {
  schema: files['schemas/common/condition.schema.json'] as Record<string, unknown>,
  file: 'schemas/common/condition.schema.json',
};
const titleOf = (value: unknown) => {
  const choice = chooseBranch(files, condition, branches(files, condition), value);
  return choice ? branchLabel(choice) : undefined;
};

describe('anyOf / oneOf branch choice', () => {
  it('tells the branches of a condition apart by their required keys, not by the first object branch', () => {
    expect(titleOf({ all: [true] })).toBe('AllOf');
    expect(titleOf({ any: [] })).toBe('AnyOf');
    expect(titleOf({ not: true })).toBe('Not');
    expect(titleOf({ path: 'loser.type', in: ['knights'] })).toBe('Comparison');
    expect(titleOf(true)).toBe('boolean');
  });

  it('keeps the branch of a value still being typed (invalid, but its required key is there)', () => {
    expect(titleOf({ path: '' })).toBe('Comparison');
    expect(titleOf({ any: 'oops' })).toBe('AnyOf');
    expect(Object.keys(effective(files, condition, { not: 7 }).located.schema['properties'] as object)).toEqual(['not']);
  });

  it('still picks a discriminated branch by its tag', () => {
    const local: SchemaFiles = {
      'schemas/a.schema.json': {
        discriminator: { propertyName: 'kind' },
        oneOf: [
          { type: 'object', required: ['kind'], properties: { kind: { const: 'x' }, size: { type: 'integer' } } },
          { type: 'object', required: ['kind'], properties: { kind: { const: 'y' }, size: { type: 'integer' } } },
        ],
      },
    };
    const a: Located = { schema: local['schemas/a.schema.json'] as Record<string, unknown>, file: 'schemas/a.schema.json' };
    const picked = chooseBranch(local, a, branches(local, a), { kind: 'y', size: 'big' });
    expect((picked!.schema['properties'] as Record<string, { const?: string }>)['kind']!.const).toBe('y');
  });

  it('names branches by title, else required keys, else type', () => {
    expect(branchLabel({ schema: { required: ['a', 'b'] }, file: '' })).toBe('a, b');
    expect(branchLabel({ schema: { type: 'number' }, file: '' })).toBe('number');
  });
});

describe('starting values', () => {
  const tiles = child(
    files,
    { schema: files['schemas/g/army.schema.json'] as Record<string, unknown>, file: 'schemas/g/army.schema.json' },
    'tiles',
  )!;
  const tile = child(files, tiles, 0)!;

  it('starts a new tile as a unit, with what a unit requires', () => {
    expect(starter(files, tile)).toEqual({ id: '', name: '', kind: 'unit', count: 1, initiative: [0] });
  });

  it('starts a list with as many items as it needs at least', () => {
    expect(starter(files, { schema: { type: 'array', minItems: 2, items: { type: 'integer', minimum: 1 } }, file: '' })).toEqual([1, 1]);
  });

  it('fills text with no default from the caller, and stops a schema that requires itself', () => {
    const named: Located = {
      schema: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } },
      file: '',
    };
    expect(starter(files, named)).toEqual({ id: '', name: '' });
    expect(starter(files, named, () => 'moloch')).toEqual({ id: 'moloch', name: 'moloch' });
    const chain: Located = { schema: { type: 'object', required: ['next'], properties: {} }, file: '' };
    (chain.schema['properties'] as Record<string, unknown>)['next'] = chain.schema;
    let depth = 0;
    for (let v = starter(files, chain) as { next?: unknown } | null; v; v = v.next as { next?: unknown } | null) depth++;
    expect(depth).toBeGreaterThan(1);
    expect(depth).toBeLessThan(30);
  });
});

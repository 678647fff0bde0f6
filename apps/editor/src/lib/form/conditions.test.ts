import { describe, expect, it } from 'vitest';
import { applyConditions, forbids, matches } from './conditions.js';
import { child, type Located, type SchemaFiles } from './schema.js';
import { at, files, keys } from './schemas.testing.js';

describe('matches', () => {
  const s = (schema: Record<string, unknown>): Located => ({ schema, file: 'schemas/x.schema.json' });
  it('checks const, enum, type, required, properties, additionalProperties, not and the combinators', () => {
    expect(matches({}, s({ const: 'net' }), 'net')).toBe(true);
    expect(matches({}, s({ enum: ['armor', 'net'] }), 'melee')).toBe(false);
    expect(matches({}, s({ type: 'integer' }), 2.5)).toBe(false);
    expect(matches({}, s({ type: ['string', 'null'] }), null)).toBe(true);
    expect(matches({}, s({ required: ['all'] }), { any: [] })).toBe(false);
    expect(matches({}, s({ properties: { n: { minimum: 2 } } }), { n: 1 })).toBe(false);
    expect(matches({}, s({ properties: { a: {} }, additionalProperties: false }), { a: 1, b: 2 })).toBe(false);
    expect(matches({}, s({ not: {} }), 1)).toBe(false);
    expect(matches({}, s({ anyOf: [{ type: 'string' }, { type: 'boolean' }] }), true)).toBe(true);
    expect(matches({}, s({ oneOf: [{ type: 'number' }, { type: 'integer' }] }), 3)).toBe(false);
    expect(matches({}, s({ items: { type: 'integer' }, minItems: 1 }), [])).toBe(false);
    expect(matches({}, s({ pattern: '^#[0-9a-f]{6}$' }), '#8b1a1a')).toBe(true);
  });

  it('follows $refs across schema files', () => {
    const kind = { schema: { $ref: './tile-kind.schema.json' }, file: 'schemas/g/tile.schema.json' };
    expect(matches(files, kind, 'unit')).toBe(true);
    expect(matches(files, kind, 'wizard')).toBe(false);
  });
});

describe('applyConditions', () => {
  const feature = at('schemas/g/edge-feature.schema.json');

  it('offers no strength on a net, armor or link edge, and keeps it for attacks', () => {
    for (const f of ['net', 'armor']) expect(keys(applyConditions(files, feature, { feature: f }))).not.toContain('strength');
    for (const f of ['melee', 'ranged']) expect(keys(applyConditions(files, feature, { feature: f }))).toContain('strength');
  });

  it('takes away what an instant tile may not have and requires its abilities', () => {
    const tile = at('schemas/g/tile.schema.json');
    const instant = applyConditions(files, tile, { kind: 'instant' });
    for (const k of ['initiative', 'toughness', 'edges']) expect(keys(instant)).not.toContain(k);
    expect(instant.schema['required']).toContain('abilities');
    // The merged abilities keep their items from the tile schema, with the instant's minimum laid over.
    expect(child(files, instant, 'abilities')!.schema).toMatchObject({ type: 'array', minItems: 1, items: { type: 'object' } });
    const unit = applyConditions(files, tile, { kind: 'unit' });
    expect(unit.schema['required']).toContain('initiative');
    expect(keys(unit)).toContain('edges');
  });

  it('applies dependentSchemas for the keys present, and else when an if fails', () => {
    const schema: Located = {
      file: 'schemas/x.schema.json',
      schema: {
        type: 'object',
        properties: { a: {}, b: {}, c: {} },
        dependentSchemas: { a: { required: ['b'] } },
        if: { properties: { c: { const: 1 } }, required: ['c'] },
        then: { properties: { b: false } },
        else: { required: ['c'] },
      },
    };
    expect((applyConditions({}, schema, { a: 1 }).schema['required'] as string[]).sort()).toEqual(['b', 'c']);
    expect(keys(applyConditions({}, schema, { c: 1 }))).toEqual(['a', 'c']);
    expect(forbids(false)).toBe(true);
    expect(forbids({ not: {} })).toBe(true);
    expect(forbids({ not: { type: 'string' } })).toBe(false);
  });
});

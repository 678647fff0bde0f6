import { describe, expect, it } from 'vitest';
import { prepareSchemas } from '../schema-set.js';
import { fieldPaths, fieldSchema, fieldValues } from './fields.js';

const set = prepareSchemas({
  'schemas/g/kind.schema.json': { $id: 'g/kind.schema.json', enum: ['foot', 'mounted'] },
  'schemas/g/context.schema.json': {
    $id: 'g/context.schema.json',
    type: 'object',
    properties: {
      self: { $ref: '#/$defs/side' },
      totals: { type: 'array', items: { type: 'integer' } },
      tags: { type: 'object', additionalProperties: { type: 'boolean' } },
    },
    $defs: {
      side: {
        allOf: [{ type: 'object', properties: { class: { $ref: './kind.schema.json' } } }],
        properties: { type: { type: 'string', 'x-ref': 'troop-types' }, mood: { anyOf: [{ const: 'calm' }, { enum: ['angry'] }] } },
      },
    },
  },
});
const root = set.schemas.get('schemas/g/context.schema.json')!;
const at = (path: string) => fieldSchema(set, root, path.split('.'));

describe('context fields', () => {
  it('follows refs, allOf parts, list items and open maps to a field', () => {
    expect(fieldValues(set, at('self.class')!).listed).toEqual(['foot', 'mounted']);
    expect(fieldValues(set, at('self.type')!)).toMatchObject({ collection: 'troop-types', types: ['string'] });
    expect(fieldValues(set, at('totals.0')!).types).toEqual(['integer']);
    expect(fieldValues(set, at('tags.anything')!).types).toEqual(['boolean']);
    expect(fieldValues(set, at('self.mood')!).listed).toEqual(['calm', 'angry']);
  });

  it('finds no field where the schema declares none', () => {
    expect(at('self.clas')).toBeUndefined();
    expect(at('totals.first')).toBeUndefined();
    expect(at('enemy.type')).toBeUndefined();
  });

  it('lists every dotted field path, for suggestions', () => {
    expect(fieldPaths(set, root).sort()).toEqual(['self', 'self.class', 'self.mood', 'self.type', 'tags', 'totals']);
  });
});

import { describe, expect, it } from 'vitest';
import { previewedValues, schemaHasPreviews } from './previews.js';
import type { Located, SchemaFiles } from './schema.js';

const files: SchemaFiles = {
  'schemas/g/deck.schema.json': {
    type: 'object',
    'x-preview': 'box-art',
    properties: {
      name: { type: 'string' },
      cards: { type: 'array', items: { $ref: './card.schema.json' } },
      terrain: { type: 'object', additionalProperties: { $ref: './terrain.schema.json' } },
    },
  },
  'schemas/g/card.schema.json': {
    type: 'object',
    'x-preview': 'card',
    'x-copies': 'count',
    properties: { id: {}, count: { type: 'integer' } },
  },
  'schemas/g/terrain.schema.json': { type: 'object', 'x-preview': 'terrain', properties: { size: {} } },
};
const deck: Located = { schema: files['schemas/g/deck.schema.json'] as Record<string, unknown>, file: 'schemas/g/deck.schema.json' };

describe('previewedValues', () => {
  it('finds each value whose schema names a preview, in file order, with its copies', () => {
    const found = previewedValues(files, deck, {
      name: 'Deck',
      cards: [{ id: 'a', count: 3 }, { id: 'b' }, { id: 'c', count: 'many' }],
      terrain: { hill: { size: 2 } },
    });
    expect(found.map((f) => [f.pointer, f.preview, f.copies])).toEqual([
      ['', 'box-art', 1],
      ['/cards/0', 'card', 3],
      ['/cards/1', 'card', 1],
      ['/cards/2', 'card', 1],
      ['/terrain/hill', 'terrain', 1],
    ]);
  });

  it('finds nothing in a schema without previews, and copes with values of the wrong type', () => {
    const plain: Located = { schema: { type: 'object', properties: { a: { type: 'array', items: { type: 'string' } } } }, file: 'x' };
    expect(previewedValues(files, plain, { a: ['x'] })).toEqual([]);
    expect(previewedValues(files, deck, { cards: 'none' }).map((f) => f.pointer)).toEqual(['']);
  });
});

describe('schemaHasPreviews', () => {
  it('finds a preview below the root through $refs, or on the root alone (a board printed whole)', () => {
    expect(schemaHasPreviews(files, deck)).toBe(true);
    const lonely: Located = {
      schema: { 'x-preview': 'cover', type: 'object', properties: { n: { type: 'integer' } } },
      file: 'schemas/g/lonely.schema.json',
    };
    expect(schemaHasPreviews({ 'schemas/g/lonely.schema.json': lonely.schema }, lonely)).toBe(true);
    // A schema that refers to itself ends the search instead of looping.
    const tree: Located = { schema: { type: 'object', properties: { child: { $ref: '#' } } }, file: 'schemas/g/tree.schema.json' };
    expect(schemaHasPreviews({ 'schemas/g/tree.schema.json': tree.schema }, tree)).toBe(false);
  });
});

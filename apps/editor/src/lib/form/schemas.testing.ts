/** Schemas the form tests share: a small game in the shape real games use, beside the repository's own schemas. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Located, SchemaFiles } from './schema.js';

/**
 * A game's tile and edge schemas in the shape real games use: an edge feature whose `if` takes strength away from
 * non-attacks, a tile whose `allOf` conditions on its kind.
 */
export const game: SchemaFiles = {
  'schemas/g/tile-kind.schema.json': { enum: ['hq', 'unit', 'module', 'instant'], default: 'unit' },
  'schemas/g/army.schema.json': {
    type: 'object',
    required: ['id', 'tiles'],
    properties: { id: { type: 'string' }, tiles: { type: 'array', items: { $ref: './tile.schema.json' } } },
  },
  'schemas/g/edge-feature.schema.json': {
    type: 'object',
    additionalProperties: false,
    required: ['feature'],
    properties: {
      feature: { enum: ['melee', 'ranged', 'armor', 'net'] },
      strength: { type: 'integer', minimum: 1 },
      assumed: { const: true },
    },
    if: { properties: { feature: { enum: ['armor', 'net'] } } },
    then: { properties: { strength: { not: {} } } },
  },
  'schemas/g/tile.schema.json': {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name', 'kind', 'count'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      kind: { $ref: './tile-kind.schema.json' },
      count: { type: 'integer', minimum: 1 },
      initiative: { type: 'array', minItems: 1, items: { type: 'integer', minimum: 0 } },
      toughness: { type: 'integer' },
      edges: { type: 'object', properties: { N: { $ref: './edge-feature.schema.json' } } },
      abilities: { type: 'array', items: { type: 'object' } },
    },
    allOf: [
      {
        if: { required: ['kind'], properties: { kind: { const: 'instant' } } },
        then: {
          required: ['abilities'],
          properties: { initiative: { not: {} }, toughness: { not: {} }, edges: { not: {} }, abilities: { type: 'array', minItems: 1 } },
        },
      },
      { if: { required: ['kind'], properties: { kind: { const: 'unit' } } }, then: { required: ['initiative'] } },
    ],
  },
};

/** The repository's own schemas (the common ones are shared by every game), as the editor's page loads them. */
function repoSchemas(): SchemaFiles {
  const root = join(import.meta.dirname, '../../../../../schemas');
  const out: SchemaFiles = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name.endsWith('.schema.json')) out['schemas/' + p.slice(root.length + 1)] = JSON.parse(readFileSync(p, 'utf8'));
    }
  };
  walk(root);
  return out;
}
export const files: SchemaFiles = { ...repoSchemas(), ...game };
/** A schema file of `files`, located for the form's functions. */
export const at = (file: string): Located => ({ schema: files[file] as Record<string, unknown>, file });
/** The property names a located schema lists. */
export const keys = (l: Located) => Object.keys((l.schema['properties'] as object) ?? {});

import { describe, expect, it } from 'vitest';
import { repoRoot } from '../test/fixture-workspace.js';
import { loadSchemas } from './node.js';
import { createValidator } from './validator.js';

/** A made-up game: unit types declare ids, and each type's attack table is keyed by them (`x-ref` under `propertyNames`). */
const common = loadSchemas(repoRoot);
const validator = createValidator({
  'schemas/common/checks.schema.json': common['schemas/common/checks.schema.json']!,
  'schemas/skirmish/units.schema.json': {
    $id: 'skirmish/units.schema.json',
    type: 'object',
    properties: {
      units: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', 'x-id': 'unit' },
            attack: { type: 'object', propertyNames: { 'x-ref': 'unit' }, additionalProperties: { type: 'integer' } },
          },
        },
      },
    },
  },
});

const UNITS = 'content/skirmish/units.yaml';
const unitsFile = (attack: string, checks = false) => [
  {
    path: UNITS,
    text: `# yaml-language-server: $schema=../../schemas/skirmish/units.schema.json\nunits:\n  - id: foot\n    attack: ${attack}\n  - id: horse\n    attack: { foot: 1, horse: 1 }\n`,
  },
  ...(checks
    ? [
        {
          path: 'content/skirmish/checks.yaml',
          text: `# yaml-language-server: $schema=../../schemas/common/checks.schema.json\nchecks:\n  - id: attack-complete\n    in: units\n    each: /units/*/attack\n    keysOf: /units/*/id\n`,
        },
      ]
    : []),
];
const errors = (attack: string, checks = false) =>
  validator.validateGame('skirmish', unitsFile(attack, checks)).diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);

describe('a map keyed by references (x-ref under propertyNames)', () => {
  it('takes keys that are declared ids', () => {
    expect(errors('{ foot: 2, horse: 1 }')).toEqual([]);
  });

  it('reports each key that is no id at that key, wherever it stands in the map', () => {
    const first = errors('{ hors: 2, foot: 1 }');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^4:15 .*unknown id 'hors' in unit \(did you mean 'horse'\?\)/);
    expect(errors('{ foot: 1, knight: 2 }')[0]).toMatch(/^4:24 .*unknown id 'knight' in unit/);
  });

  it('is one error with a keysOf check of the same table: one mistake at one key', () => {
    const both = errors('{ foot: 1, hors: 2 }', true);
    expect(both).toHaveLength(1);
    expect(both[0]).toMatch(/^4:24 .*'hors'/);
    expect(both[0]).not.toMatch(/named in/);
  });
});

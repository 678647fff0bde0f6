import { describe, expect, it } from 'vitest';
import { child, resolve, type SchemaFiles } from './schema.js';
import { effective, starter } from './shape.js';

const files: SchemaFiles = {
  'schemas/common/id.schema.json': { type: 'string', pattern: '^[a-z]+$', description: 'an id' },
  'schemas/game/army.schema.json': {
    type: 'object',
    required: ['id', 'tiles'],
    properties: {
      id: { $ref: '../common/id.schema.json', description: "the army's id" },
      tiles: { type: 'array', items: { $ref: './tile.schema.json' } },
    },
  },
  'schemas/game/tile.schema.json': {
    type: 'object',
    required: ['id', 'count'],
    properties: {
      id: { $ref: '../common/id.schema.json' },
      count: { type: 'integer', minimum: 1 },
      power: { $ref: '#/$defs/power' },
      ability: { $ref: './ability.schema.json' },
    },
    $defs: { power: { enum: ['low', 'high'] } },
  },
  'schemas/game/ability.schema.json': {
    type: 'object',
    properties: { ability: { type: 'string' } },
    discriminator: { propertyName: 'ability' },
    oneOf: [{ $ref: './abilities/heal.schema.json' }, { $ref: './abilities/push.schema.json' }],
  },
  'schemas/game/abilities/heal.schema.json': {
    type: 'object',
    required: ['ability', 'amount'],
    properties: { ability: { const: 'heal' }, amount: { type: 'integer', default: 2 } },
  },
  'schemas/game/abilities/push.schema.json': {
    type: 'object',
    required: ['ability', 'distance'],
    properties: { ability: { const: 'push' }, distance: { type: 'integer', minimum: 1 } },
  },
};

const army = { schema: files['schemas/game/army.schema.json'] as Record<string, unknown>, file: 'schemas/game/army.schema.json' };

describe('form schemas', () => {
  it('follows relative $refs across files and within a file, keeping sibling descriptions', () => {
    expect(child(files, army, 'id')!.schema).toEqual({ type: 'string', pattern: '^[a-z]+$', description: "the army's id" });
    const tile = child(files, army, 'tiles')!;
    const item = child(files, tile, 0)!;
    expect(item.file).toBe('schemas/game/tile.schema.json');
    expect(child(files, item, 'power')!.schema).toEqual({ enum: ['low', 'high'] });
    expect(resolve(files, { schema: { $ref: './abilities/heal.schema.json' }, file: 'schemas/game/ability.schema.json' }).file).toBe(
      'schemas/game/abilities/heal.schema.json',
    );
  });

  it('picks the oneOf branch named by the discriminator', () => {
    const ability = child(files, child(files, child(files, army, 'tiles')!, 0)!, 'ability')!;
    const { located, choices } = effective(files, ability, { ability: 'push', distance: 1 });
    expect(choices).toHaveLength(2);
    expect(Object.keys(located.schema['properties'] as object)).toEqual(['ability', 'distance']);
  });

  it('starts new things from defaults, minimums and required properties', () => {
    const tile = child(files, child(files, army, 'tiles')!, 0)!;
    expect(starter(files, tile)).toEqual({ id: '', count: 1 });
    const ability = child(files, tile, 'ability')!;
    expect(starter(files, ability)).toEqual({ ability: 'heal', amount: 2 });
  });
});

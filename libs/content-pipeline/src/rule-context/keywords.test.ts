import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { emptyContextSightings, registerContextKeywords } from './keywords.js';

describe('the context keywords', () => {
  it('record the declared context (resolved against the schema) and each path read, never failing validation', () => {
    const seen = emptyContextSightings();
    const ajv = new Ajv2020({ strict: true });
    registerContextKeywords(ajv, () => seen);
    const schema = {
      $id: 'schemas/g/table.schema.json',
      type: 'object',
      properties: {
        rows: {
          type: 'array',
          items: {
            type: 'object',
            'x-context': './fight.schema.json',
            properties: { path: { type: 'string', 'x-context-path': ['equals'] } },
          },
        },
      },
    };
    const validate = ajv.compile(schema);
    expect(validate({ rows: [{ path: 'self.type', equals: 'knights' }] })).toBe(true);
    expect([...seen.contexts]).toEqual([['/rows/0', 'schemas/g/fight.schema.json']]);
    expect([...seen.paths]).toEqual([['/rows/0/path', { path: 'self.type', compared: ['equals'] }]]);
  });
});

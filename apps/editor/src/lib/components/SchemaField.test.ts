import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import type { Diagnostic } from '@armory/content-pipeline';
import FormHarness from './FormHarness.svelte';

const files = {
  'schemas/g/army.schema.json': {
    type: 'object',
    required: ['id', 'tiles'],
    properties: {
      id: { type: 'string' },
      mood: { enum: ['calm', 'angry'] },
      tiles: { type: 'array', items: { $ref: './tile.schema.json' } },
      notes: { type: 'string' },
      favourite: { type: 'string', 'x-ref': 'ability' },
    },
  },
  'schemas/g/tile.schema.json': {
    type: 'object',
    required: ['id'],
    properties: {
      id: { type: 'string' },
      initiative: { type: 'array', items: { type: 'integer' } },
      edges: {
        type: 'object',
        properties: { N: { $ref: './feature.schema.json' }, S: { $ref: './feature.schema.json' } },
      },
    },
  },
  'schemas/g/feature.schema.json': {
    type: 'object',
    properties: { feature: { enum: ['melee', 'net'] }, strength: { type: 'integer' } },
  },
};
const root = { schema: files['schemas/g/army.schema.json'], file: 'schemas/g/army.schema.json' };
const value = { id: 'a', favourite: 'heal', mood: 'calm', tiles: [{ id: 'wolf', initiative: [3], edges: { N: { feature: 'melee' } } }], typo: 1 };

function problem(pointer: string, message: string): Diagnostic {
  return { file: 'content/g/a.yaml', line: 1, column: 1, pointer, message, rule: 'schema:type', severity: 'error', frame: '' };
}

describe('SchemaField (server-rendered)', () => {
  it('builds inputs from the schema: text, choice, list entries, add buttons for missing optional keys', () => {
    const { body } = render(FormHarness, { props: { files, root, value } });
    expect(body).toMatch(/data-pointer="\/id"[\s\S]*?value="a"/);
    expect(body).toMatch(/<option value="angry"/);
    expect(body).toContain('>wolf</span>');
    expect(body).toContain('+ notes');
    expect(body).not.toContain('+ id');
  });

  it('suggests the declared ids for a reference', () => {
    const { body } = render(FormHarness, { props: { files, root, value } });
    expect(body).toMatch(/<input id="field_favourite" type="text" list="field_favourite-ids"/);
    expect(body).toMatch(/<datalist id="field_favourite-ids">[\s\S]*?<option value="heal">[\s\S]*?<option value="push">/);
  });

  it('shows an unknown key as a row to remove, and a problem at its field', () => {
    const { body } = render(FormHarness, { props: { files, root, value, diagnostics: [problem('/id', 'id must be a slug'), problem('/typo', "unknown key 'typo'")] } });
    expect(body).toMatch(/data-pointer="\/id"[\s\S]*?class="issue error[^"]*"[^>]*>id must be a slug</);
    expect(body).toMatch(/data-pointer="\/typo"[\s\S]*?unknown key 'typo'/);
  });

  it('flags a collapsed tile that has problems inside it', () => {
    const { body } = render(FormHarness, { props: { files, root, value, diagnostics: [problem('/tiles/0/initiative/0', 'bad')] } });
    expect(body).toMatch(/class="badge[^"]*"[^>]*>1 problem</);
  });

  it('draws a tile-like value with the hex widget: a clickable band per edge the schema allows', () => {
    const tile = { schema: files['schemas/g/tile.schema.json'], file: 'schemas/g/tile.schema.json' };
    const { body } = render(FormHarness, { props: { files, root: tile, value: value.tiles[0] } });
    expect(body.match(/<polygon role="button"[^>]*data-edge="/g)).toHaveLength(2);
    expect(body).toMatch(/data-testid="tile-preview"[\s\S]*?<g class="feature" data-edge="N"><polygon class="melee"/);
  });
});

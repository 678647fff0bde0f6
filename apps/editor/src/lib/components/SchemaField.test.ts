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
    'x-preview': 'tile',
    'x-widget': 'hex-edges',
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
    if: { properties: { feature: { const: 'net' } } },
    then: { properties: { strength: { not: {} } } },
  },
  'schemas/g/condition.schema.json': {
    anyOf: [
      { type: 'boolean' },
      {
        title: 'AllOf',
        type: 'object',
        additionalProperties: false,
        required: ['all'],
        properties: { all: { type: 'array', items: { $ref: '#' } } },
      },
      {
        title: 'Comparison',
        type: 'object',
        additionalProperties: false,
        required: ['path'],
        properties: { path: { type: 'string' }, equals: {} },
      },
    ],
  },
};
/** A stand-in for the game's tile preview: a hex picture naming the tile. */
const pictures = {
  tile: (v: unknown) =>
    `<svg viewBox="-55 -55 110 110" data-footprint="hex" data-hex-radius="50"><text>picture of ${String((v as { id?: string }).id)}</text></svg>`,
};
const root = { schema: files['schemas/g/army.schema.json'], file: 'schemas/g/army.schema.json' };
const value = {
  id: 'a',
  favourite: 'heal',
  mood: 'calm',
  tiles: [{ id: 'wolf', initiative: [3], edges: { N: { feature: 'melee' } } }],
  typo: 1,
};

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
    expect(body).toMatch(
      /<datalist id="field_favourite-ids">[\s\S]*?<option value="heal" label="Heal">[\s\S]*?<option value="push" label="Push back">/,
    );
    // The id is edited; its name is shown beside it.
    expect(body).toMatch(
      /value="heal"[^>]*\/>[\s\S]*?<datalist[\s\S]*?<\/datalist>[\s\S]*?<span class="ref-name[^"]*" data-testid="ref-name">Heal<\/span>/,
    );
  });

  it("offers a map's new key from the ids its propertyNames names, less those it has", () => {
    const table = {
      'schemas/g/table.schema.json': {
        type: 'object',
        properties: { strength: { type: 'object', propertyNames: { 'x-ref': 'ability' }, additionalProperties: { type: 'integer' } } },
      },
    };
    const tableRoot = { schema: table['schemas/g/table.schema.json'], file: 'schemas/g/table.schema.json' };
    const { body } = render(FormHarness, { props: { files: table, root: tableRoot, value: { strength: { heal: 1 } } } });
    expect(body).toMatch(/<input placeholder="new key: a ability id" aria-label="new key" list="keys_strength"/);
    const offered = /<datalist id="keys_strength">([\s\S]*?)<\/datalist>/.exec(body)?.[1] ?? '';
    expect(offered).toMatch(/<option value="push" label="Push back">/);
    expect(offered).not.toContain('"heal"');
  });

  it("heads a list entry that names a thing by id with that thing's name, through a $ref to the id's schema", () => {
    const army = {
      'schemas/g/line-army.schema.json': {
        type: 'object',
        properties: {
          lines: {
            type: 'array',
            items: { type: 'object', properties: { type: { $ref: './ability-id.schema.json' }, count: { type: 'integer' } } },
          },
        },
      },
      'schemas/g/ability-id.schema.json': { type: 'string', 'x-ref': 'ability' },
    };
    const lines = {
      lines: [
        { type: 'push', count: 2 },
        { type: 'pusj', count: 1 },
      ],
    };
    const armyRoot = { schema: army['schemas/g/line-army.schema.json'], file: 'schemas/g/line-army.schema.json' };
    const { body } = render(FormHarness, { props: { files: army, root: armyRoot, value: lines } });
    expect(body).toMatch(/<span class="entry-name[^"]*">Push back<\/span>/);
    expect(body).toContain('aria-label="Delete Push back"');
    // An id nothing declares reads as written.
    expect(body).toMatch(/<span class="entry-name[^"]*">type: pusj<\/span>/);
  });

  it('shows an unknown key as a row to remove, and a problem at its field', () => {
    const { body } = render(FormHarness, {
      props: { files, root, value, diagnostics: [problem('/id', 'id must be a slug'), problem('/typo', "unknown key 'typo'")] },
    });
    expect(body).toMatch(/data-pointer="\/id"[\s\S]*?class="issue error[^"]*"[^>]*>id must be a slug</);
    expect(body).toMatch(/data-pointer="\/typo"[\s\S]*?unknown key 'typo'/);
  });

  it('flags a collapsed tile that has problems inside it', () => {
    const { body } = render(FormHarness, { props: { files, root, value, diagnostics: [problem('/tiles/0/initiative/0', 'bad')] } });
    expect(body).toMatch(/class="badge[^"]*"[^>]*>1 problem</);
  });

  it('draws a value whose schema names the hex-edges widget with it: its preview and a clickable band per edge', () => {
    const tile = { schema: files['schemas/g/tile.schema.json'], file: 'schemas/g/tile.schema.json' };
    const { body } = render(FormHarness, { props: { files, root: tile, value: value.tiles[0], pictures } });
    expect(body.match(/<polygon role="button"[^>]*data-edge="/g)).toHaveLength(2);
    expect(body).toMatch(/data-testid="tile-preview"[\s\S]*?picture of wolf/);
  });

  it('does not guess a widget from the data: an object with edges but no x-widget gets plain fields', () => {
    const { 'x-widget': _w, 'x-preview': _p, ...plainTile } = files['schemas/g/tile.schema.json'];
    const tile = { schema: plainTile, file: 'schemas/g/tile.schema.json' };
    const { body } = render(FormHarness, { props: { files, root: tile, value: value.tiles[0], pictures } });
    expect(body).not.toContain('data-edge=');
    expect(body).not.toContain('picture of');
    expect(body).toMatch(/data-pointer="\/edges\/N\/feature"/);
  });

  it('shows the thumbnail of each list entry whose schema names a preview', () => {
    const { body } = render(FormHarness, { props: { files, root, value, pictures } });
    expect(body).toMatch(/class="thumb[^"]*">[\s\S]*?picture of wolf/);
  });

  it('warns on two entries of a list with the same name', () => {
    const named = {
      ...value,
      tiles: [
        { id: 'a', name: 'Wolf' },
        { id: 'b', name: 'Bear' },
        { id: 'c', name: 'wolf' },
      ],
    };
    const { body } = render(FormHarness, { props: { files, root, value: named } });
    const badges = [...body.matchAll(/data-testid="same-name"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(badges).toEqual(['same name as #3', 'same name as #1']);
  });

  it('heads an entry with no name or id by its plain values, not a bare #1', () => {
    const { body } = render(FormHarness, { props: { files, root, value: { ...value, tiles: [{ kind: 'unit', toughness: 2 }, {}] } } });
    const heads = [...body.matchAll(/class="entry-name[^"]*">([^<]*)</g)].map((m) => m[1]);
    expect(heads).toEqual(['kind: unit, toughness: 2', '#2']);
  });

  it("names each entry's tools by the entry, for a screen reader as for the eye (not a bare arrow or cross)", () => {
    const { body } = render(FormHarness, { props: { files, root, value: { ...value, tiles: [{ id: 'wolf' }, { id: 'bear' }] } } });
    const names = [...body.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(names).toEqual(expect.arrayContaining(['Move wolf down', 'Copy wolf', 'Delete wolf', 'Move bear up', 'Delete bear']));
  });

  it('shows the branch a condition is in by its keys, not the first object branch, and offers the others', () => {
    const cond = { schema: files['schemas/g/condition.schema.json'], file: 'schemas/g/condition.schema.json' };
    const { body } = render(FormHarness, { props: { files, root: cond, value: { path: 'loser.type', equals: 'knights' } } });
    expect(body).toMatch(/<select value="2"|<option value="2" selected/);
    expect(body).toMatch(/data-pointer="\/path"/);
    expect(body).not.toMatch(/data-pointer="\/all"/);
    expect(body).toMatch(/<option value="0"[^>]*>boolean<\/option>[\s\S]*?>AllOf<\/option>[\s\S]*?>Comparison<\/option>/);
  });
});

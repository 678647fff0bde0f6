import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadSchemas, validateWorkspace } from '@armory/content-pipeline/node';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { newFileText, NewFileRefused, slugOf } from './new-file.js';
import { tempFolder } from './temp-folder.testing.js';

/**
 * A workspace made for these tests, of a game that exists nowhere else: a crew names its members, each a $ref into
 * a sibling schema, and ids and names come from shared schemas the way every game's do.
 */
function fixtureWorkspace(): string {
  const root = tempFolder('editor-new-');
  const files: Record<string, object> = {
    'schemas/common/id.schema.json': { $id: 'common/id.schema.json', type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    'schemas/common/text.schema.json': { $id: 'common/text.schema.json', type: 'string', minLength: 1 },
    'schemas/tiny-crew/member.schema.json': {
      $id: 'tiny-crew/member.schema.json',
      type: 'object',
      additionalProperties: false,
      required: ['id', 'count'],
      properties: { id: { $ref: '../common/id.schema.json', 'x-id': 'member' }, count: { type: 'integer', minimum: 1 } },
    },
    'schemas/tiny-crew/crew.schema.json': {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'tiny-crew/crew.schema.json',
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'members'],
      properties: {
        id: { $ref: '../common/id.schema.json', 'x-id': 'crew' },
        name: { $ref: '../common/text.schema.json' },
        motto: { type: 'string' },
        members: { type: 'array', minItems: 1, items: { $ref: './member.schema.json' } },
      },
    },
  };
  for (const [path, schema] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(schema, null, 2));
  }
  mkdirSync(join(root, 'content/tiny-crew/crews'), { recursive: true });
  return root;
}

describe('a new content file', () => {
  it('names its schema in the modeline and holds what the schema requires, ids and names from the file name', () => {
    const root = fixtureWorkspace();
    const text = newFileText(loadSchemas(root), 'schemas/tiny-crew/crew.schema.json', 'tiny-crew/crews/iron-wolves.yaml');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../../schemas/tiny-crew/crew.schema.json');
    const crew = parse(text) as Record<string, unknown>;
    expect(crew).toEqual({ id: 'iron-wolves', name: 'Iron Wolves', members: [{ id: 'iron-wolves', count: 1 }] });
  });

  it('passes the schema as the CLI checks it', () => {
    const root = fixtureWorkspace();
    const rel = 'tiny-crew/crews/iron-wolves.yaml';
    writeFileSync(join(root, 'content', rel), newFileText(loadSchemas(root), 'schemas/tiny-crew/crew.schema.json', rel));
    const report = validateWorkspace(root);
    expect(report.fileCount).toBe(1);
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  }, 60000);

  it('refuses a schema that does not exist, and makes a slug of any file name', () => {
    const root = fixtureWorkspace();
    expect(() => newFileText(loadSchemas(root), 'schemas/tiny-crew/nothing.schema.json', 'tiny-crew/x.yaml')).toThrow(NewFileRefused);
    expect(slugOf('game/Iron Wolves!.yaml')).toBe('iron-wolves');
  });

  it("refuses a game's kind of file in another game's folder, naming where it belongs", () => {
    const root = fixtureWorkspace();
    expect(() => newFileText(loadSchemas(root), 'schemas/tiny-crew/crew.schema.json', 'other-game/crews/x.yaml')).toThrow(
      new NewFileRefused('a file of schemas/tiny-crew/crew.schema.json belongs under content/tiny-crew/, not content/other-game/'),
    );
  });
});

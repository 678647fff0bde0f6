import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSchemas, validateWorkspace } from '@armory/content-pipeline/node';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { newFileText, NewFileRefused, slugOf } from './new-file.js';

const repo = resolve(import.meta.dirname, '../../../../..');

describe('a new content file', () => {
  it('names its schema in the modeline and holds what the schema requires, ids and names from the file name', () => {
    const text = newFileText(loadSchemas(repo), 'schemas/neuroshima-hex/army.schema.json', 'neuroshima-hex/armies/iron-wolves.yaml');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../../schemas/neuroshima-hex/army.schema.json');
    const army = parse(text) as { id: string; name: string; tiles: { id: string; count: number }[] };
    expect(army).toMatchObject({ id: 'iron-wolves', name: 'Iron Wolves' });
    expect(army.tiles).toHaveLength(1);
  });

  it('passes the schema as the CLI checks it (the game-wide checks may still ask for more)', () => {
    const root = mkdtempSync(join(tmpdir(), 'editor-new-'));
    cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
    cpSync(join(repo, 'schemas'), join(root, 'schemas'), { recursive: true });
    const rel = 'neuroshima-hex/armies/iron-wolves.yaml';
    writeFileSync(join(root, 'content', rel), newFileText(loadSchemas(root), 'schemas/neuroshima-hex/army.schema.json', rel));
    const mine = validateWorkspace(root).diagnostics.filter((d) => d.file === `content/${rel}`);
    expect(mine.filter((d) => /^(schema|modeline|yaml)/.test(d.rule))).toEqual([]);
  }, 60000);

  it('refuses a schema that does not exist, and makes a slug of any file name', () => {
    expect(() => newFileText(loadSchemas(repo), 'schemas/neuroshima-hex/nothing.schema.json', 'neuroshima-hex/x.yaml')).toThrow(
      NewFileRefused,
    );
    expect(slugOf('game/Iron Wolves!.yaml')).toBe('iron-wolves');
  });
});

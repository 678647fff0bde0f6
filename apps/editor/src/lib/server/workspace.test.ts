import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from './temp-folder.testing.js';
import { schemaPathOf } from './workspace.js';

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('schemaPathOf', () => {
  it("gives the schema a file's modeline names, as a workspace path, or null for a file naming none", () => {
    const root = tempFolder('editor-workspace-');
    write(root, 'schemas/tiny-crew/crew.schema.json', JSON.stringify({ $id: 'tiny-crew/crew.schema.json', type: 'object' }));
    write(root, 'content/tiny-crew/crews/wolves.yaml', '# yaml-language-server: $schema=../../../schemas/tiny-crew/crew.schema.json\n{}\n');
    write(root, 'content/tiny-crew/notes.yaml', 'a: 1\n');
    expect(schemaPathOf(root, 'tiny-crew/crews/wolves.yaml')).toBe('schemas/tiny-crew/crew.schema.json');
    expect(schemaPathOf(root, 'tiny-crew/notes.yaml')).toBeNull();
  });
});

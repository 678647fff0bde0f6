import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from './temp-folder.testing.js';
import { schemaPathOf, workspaceStatus } from './workspace.js';

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

describe('workspaceStatus', () => {
  it('links a translation file to its Translations page, offers print sheets by picture, and other files to the form', async () => {
    const REPO = join(import.meta.dirname, '../../../../..');
    const games = await workspaceStatus(REPO);
    const file = (game: string, path: string) => games.find((g) => g.game === game)!.files.find((f) => f.path === path)!;
    expect(file('neuroshima-hex', 'neuroshima-hex/i18n/pl.yaml').translatePage).toBe('/translate/neuroshima-hex/pl');
    expect(file('neuroshima-hex', 'neuroshima-hex/armies/hell-hounds.yaml').translatePage).toBeUndefined();
    expect(file('hott', 'hott/battlefields/river-crossing.yaml').printable).toBe(true);
    expect(file('hott', 'hott/recoil.yaml').printable).toBe(false);
  }, 60000);
});

import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createContentFile,
  deleteContentFile,
  readContentFile,
  renameContentFile,
  saveContentFile,
  SaveConflict,
  textHash,
  versionHash,
} from './content-file.js';
import { PathRefused, checkRelativePath, rawPathProblem, resolveContentFile } from './content-path.js';
import { tempFolder } from './temp-folder.testing.js';

let root: string;
beforeEach(() => {
  root = tempFolder('armory-files-');
  mkdirSync(join(root, 'content/game'), { recursive: true });
  mkdirSync(join(root, 'schemas'));
  writeFileSync(join(root, 'content/game/army.yaml'), '# comment\nid: a\n');
  writeFileSync(join(root, 'outside.yaml'), 'secret: 1\n');
});

describe('content paths', () => {
  it('refuses dots, absolute paths, backslashes, NUL and non-YAML', () => {
    for (const bad of [
      '../outside.yaml',
      'game/../../outside.yaml',
      '/etc/passwd.yaml',
      'C:/x.yaml',
      'game\\army.yaml',
      'game/a\0.yaml',
      'game//army.yaml',
      'game/army.json',
      '',
    ]) {
      expect(() => checkRelativePath(bad), bad).toThrow(PathRefused);
    }
    expect(() => checkRelativePath('game/army.yaml')).not.toThrow();
  });

  it('refuses encoded separators, dots and double encoding in the raw URL', () => {
    for (const raw of [
      '/api/files/..%2fx',
      '/api/files/a%5Cb',
      '/api/files/%252e%252e',
      '/api/files/%2e%2e/x',
      '/api/files/../x',
      '/a\\b',
    ]) {
      expect(rawPathProblem(raw), raw).toBeDefined();
    }
    expect(rawPathProblem('/api/files/game/army.yaml')).toBeUndefined();
  });

  it('follows symlinks and refuses one that leads out of content/', async () => {
    symlinkSync(join(root, 'outside.yaml'), join(root, 'content/game/link.yaml'));
    await expect(resolveContentFile(root, 'game/link.yaml')).rejects.toMatchObject({ status: 403 });
    await expect(resolveContentFile(root, 'game/missing.yaml')).rejects.toMatchObject({ status: 404 });
    symlinkSync(join(root, 'content/game/army.yaml'), join(root, 'content/game/alias.yaml'));
    expect(await resolveContentFile(root, 'game/alias.yaml')).toMatch(/content\/game\/army\.yaml$/);
  });
});

describe('saving', () => {
  it('writes when the hash matches, leaving no temp file behind', async () => {
    const file = await readContentFile(root, 'game/army.yaml');
    const saved = await saveContentFile(root, 'game/army.yaml', '# comment\nid: b\n', file.hash);
    expect(saved.hash).toBe(textHash('# comment\nid: b\n'));
    expect(readFileSync(join(root, 'content/game/army.yaml'), 'utf8')).toBe('# comment\nid: b\n');
    expect(readdirSync(join(root, 'content/game'))).toEqual(['army.yaml']);
  });

  it('refuses a stale hash and writes nothing', async () => {
    await expect(saveContentFile(root, 'game/army.yaml', 'id: c\n', textHash('something else'))).rejects.toBeInstanceOf(SaveConflict);
    expect(readFileSync(join(root, 'content/game/army.yaml'), 'utf8')).toBe('# comment\nid: a\n');
  });

  it('lets only one of two saves from the same version through', async () => {
    const { hash } = await readContentFile(root, 'game/army.yaml');
    const texts = ['id: first\n', 'id: second\n'];
    const results = await Promise.allSettled(texts.map((text) => saveContentFile(root, 'game/army.yaml', text, hash)));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    // Which save gets there first is the machine's to decide; the file holds the one that went through, whole.
    const through = texts[results.findIndex((r) => r.status === 'fulfilled')];
    expect(readFileSync(join(root, 'content/game/army.yaml'), 'utf8')).toBe(through);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: expect.any(SaveConflict) });
  });
});

describe('one version hash', () => {
  it('is the hash of the bytes on disk, BOM included, and a save quoting it goes through', async () => {
    writeFileSync(join(root, 'content/game/bom.yaml'), '\uFEFFid: a\n');
    const file = await readContentFile(root, 'game/bom.yaml');
    expect(file.hash).toBe(versionHash(readFileSync(join(root, 'content/game/bom.yaml'))));
    expect(file.hash).not.toBe(textHash('id: a\n'));
    await saveContentFile(root, 'game/bom.yaml', '\uFEFFid: b\n', file.hash);
    expect(readFileSync(join(root, 'content/game/bom.yaml'), 'utf8')).toBe('\uFEFFid: b\n');
  });
});

describe('creating, renaming and deleting', () => {
  it('creates a new file, with missing folders, and never over an existing one', async () => {
    const made = await createContentFile(root, 'game/armies/new.yaml', 'id: new\n');
    expect(readFileSync(join(root, 'content/game/armies/new.yaml'), 'utf8')).toBe('id: new\n');
    expect(made.hash).toBe(textHash('id: new\n'));
    await expect(createContentFile(root, 'game/army.yaml', 'id: x\n')).rejects.toMatchObject({ status: 409 });
    expect(readFileSync(join(root, 'content/game/army.yaml'), 'utf8')).toBe('# comment\nid: a\n');
    expect(readdirSync(join(root, 'content/game/armies'))).toEqual(['new.yaml']);
  });

  it('refuses to create through a folder symlinked out of content/, or over a dangling symlink', async () => {
    mkdirSync(join(root, 'elsewhere'));
    symlinkSync(join(root, 'elsewhere'), join(root, 'content/game/out'));
    await expect(createContentFile(root, 'game/out/new.yaml', 'id: x\n')).rejects.toMatchObject({ status: 403 });
    await expect(createContentFile(root, 'game/out/deeper/new.yaml', 'id: x\n')).rejects.toMatchObject({ status: 403 });
    expect(readdirSync(join(root, 'elsewhere'))).toEqual([]);
    symlinkSync(join(root, 'nowhere.yaml'), join(root, 'content/game/dangling.yaml'));
    await expect(createContentFile(root, 'game/dangling.yaml', 'id: x\n')).rejects.toMatchObject({ status: 409 });
    expect(existsSync(join(root, 'nowhere.yaml'))).toBe(false);
  });

  it('renames a file of the quoted version, never over another, and not out of content/', async () => {
    const { hash } = await readContentFile(root, 'game/army.yaml');
    writeFileSync(join(root, 'content/game/other.yaml'), 'id: o\n');
    await expect(renameContentFile(root, 'game/army.yaml', 'game/other.yaml', hash)).rejects.toMatchObject({ status: 409 });
    await expect(renameContentFile(root, 'game/army.yaml', '../outside2.yaml', hash)).rejects.toMatchObject({ status: 400 });
    await expect(renameContentFile(root, 'game/army.yaml', 'game/renamed.yaml', textHash('stale'))).rejects.toBeInstanceOf(SaveConflict);
    const moved = await renameContentFile(root, 'game/army.yaml', 'game/renamed.yaml', hash);
    expect(moved).toMatchObject({ path: 'game/renamed.yaml', hash });
    expect(readdirSync(join(root, 'content/game')).sort()).toEqual(['other.yaml', 'renamed.yaml']);
    expect(readFileSync(join(root, 'content/game/other.yaml'), 'utf8')).toBe('id: o\n');
  });

  it('deletes a file of the quoted version only, and never through a symlink', async () => {
    const { hash } = await readContentFile(root, 'game/army.yaml');
    await expect(deleteContentFile(root, 'game/army.yaml', textHash('stale'))).rejects.toBeInstanceOf(SaveConflict);
    symlinkSync(join(root, 'content/game/army.yaml'), join(root, 'content/game/alias.yaml'));
    await expect(deleteContentFile(root, 'game/alias.yaml', hash)).rejects.toMatchObject({ status: 400 });
    await deleteContentFile(root, 'game/army.yaml', hash);
    expect(existsSync(join(root, 'content/game/army.yaml'))).toBe(false);
    expect(readFileSync(join(root, 'outside.yaml'), 'utf8')).toBe('secret: 1\n');
  });
});

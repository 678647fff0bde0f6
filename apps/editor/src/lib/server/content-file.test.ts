import { mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readContentFile, saveContentFile, SaveConflict, versionHash } from './content-file.js';
import { PathRefused, checkRelativePath, rawPathProblem, resolveContentFile } from './content-path.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'armory-files-'));
  mkdirSync(join(root, 'content/game'), { recursive: true });
  mkdirSync(join(root, 'schemas'));
  writeFileSync(join(root, 'content/game/army.yaml'), '# comment\nid: a\n');
  writeFileSync(join(root, 'outside.yaml'), 'secret: 1\n');
});

describe('content paths', () => {
  it('refuses dots, absolute paths, backslashes, NUL and non-YAML', () => {
    for (const bad of ['../outside.yaml', 'game/../../outside.yaml', '/etc/passwd.yaml', 'C:/x.yaml', 'game\\army.yaml', 'game/a\0.yaml', 'game//army.yaml', 'game/army.json', '']) {
      expect(() => checkRelativePath(bad), bad).toThrow(PathRefused);
    }
    expect(() => checkRelativePath('game/army.yaml')).not.toThrow();
  });

  it('refuses encoded separators, dots and double encoding in the raw URL', () => {
    for (const raw of ['/api/files/..%2fx', '/api/files/a%5Cb', '/api/files/%252e%252e', '/api/files/%2e%2e/x', '/api/files/../x', '/a\\b']) {
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
    expect(saved.hash).toBe(versionHash('# comment\nid: b\n'));
    expect(readFileSync(join(root, 'content/game/army.yaml'), 'utf8')).toBe('# comment\nid: b\n');
    expect(readdirSync(join(root, 'content/game'))).toEqual(['army.yaml']);
  });

  it('refuses a stale hash and writes nothing', async () => {
    await expect(saveContentFile(root, 'game/army.yaml', 'id: c\n', versionHash('something else'))).rejects.toBeInstanceOf(SaveConflict);
    expect(readFileSync(join(root, 'content/game/army.yaml'), 'utf8')).toBe('# comment\nid: a\n');
  });

  it('lets only one of two saves from the same version through', async () => {
    const { hash } = await readContentFile(root, 'game/army.yaml');
    const results = await Promise.allSettled([
      saveContentFile(root, 'game/army.yaml', 'id: first\n', hash),
      saveContentFile(root, 'game/army.yaml', 'id: second\n', hash),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(readFileSync(join(root, 'content/game/army.yaml'), 'utf8')).toBe('id: first\n');
  });
});

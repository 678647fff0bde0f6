import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandIO } from './command.js';
import { loadGameContent } from './game-content.js';
import { findRoot } from './root.js';

const repo = findRoot(import.meta.dirname);

/** A scratch workspace with this repo's schemas, content and the content package layout. */
function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'armory-game-content-'));
  for (const dir of ['schemas', 'content']) cpSync(join(repo, dir), join(root, dir), { recursive: true });
  mkdirSync(join(root, 'libs/content/neuroshima-hex'), { recursive: true });
  cpSync(join(repo, 'libs/content/neuroshima-hex/exports.json'), join(root, 'libs/content/neuroshima-hex/exports.json'));
  return root;
}

function io(root: string) {
  const out = { stdout: '', stderr: '' };
  const value: CommandIO = { out: (t) => void (out.stdout += t), err: (t) => void (out.stderr += t), root, isTTY: false };
  return { io: value, out };
}

describe('loadGameContent', () => {
  it('gives the content shaped like the package exports', async () => {
    const { io: cli } = io(workspace());
    const content = (await loadGameContent(cli, 'neuroshima-hex')) as { armies: Record<string, { tiles: unknown[] }>; rules: { army: { tiles: number } } };
    expect(Object.keys(content.armies).sort()).toEqual(['hell-hounds', 'troglodytes']);
    expect(content.rules.army.tiles).toBe(35);
  });

  it('refuses content that does not validate, naming the file and line', async () => {
    const root = workspace();
    const army = join(root, 'content/neuroshima-hex/armies/hell-hounds.yaml');
    writeFileSync(army, readFileSync(army, 'utf8').replace(/count: 2\n/, 'count: two\n'));
    const { io: cli, out } = io(root);
    expect(await loadGameContent(cli, 'neuroshima-hex')).toBeUndefined();
    expect(out.stderr).toMatch(/content\/neuroshima-hex\/armies\/hell-hounds\.yaml:\d+:\d+ error .*count/);
    expect(out.stderr).toMatch(/the content has 1 error; fix them first/);
  });
});

import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandIO } from './command.js';
import { loadGameContent } from './game-content.js';
import { tempFolder } from './temp-folder.testing.js';

/** A scratch copy of the fixture game's workspace (schemas, content and the content package layout). */
function workspace(): string {
  const root = tempFolder('armory-game-content-');
  cpSync(join(import.meta.dirname, '..', 'test', 'fixture-game', 'workspace'), root, { recursive: true });
  return root;
}

function io(root: string) {
  const out = { stdout: '', stderr: '' };
  const value: CommandIO = {
    out: (t) => void (out.stdout += t),
    err: (t) => void (out.stderr += t),
    root,
    isTTY: false,
    color: false,
    progress: false,
  };
  return { io: value, out };
}

describe('loadGameContent', () => {
  it('gives the content shaped like the package exports', async () => {
    const { io: cli } = io(workspace());
    expect(await loadGameContent(cli, 'fixture-race')).toEqual({ rules: { target: 10, steps: [1, 2] } });
  });

  it('refuses content that does not validate, naming the file and line', async () => {
    const root = workspace();
    const rules = join(root, 'content/fixture-race/rules.yaml');
    writeFileSync(rules, readFileSync(rules, 'utf8').replace('target: 10', 'target: ten'));
    const { io: cli, out } = io(root);
    expect(await loadGameContent(cli, 'fixture-race')).toBeUndefined();
    expect(out.stderr).toMatch(/content\/fixture-race\/rules\.yaml:2:9 error .*whole number/);
    expect(out.stderr).toMatch(/the content has 1 error; fix it first/);
  });

  it('names a hand-edited exports.json that is not JSON, or wants a file the content lacks, instead of crashing', async () => {
    const broken = workspace();
    writeFileSync(join(broken, 'libs/content/fixture-race/exports.json'), '{ "rules": ');
    const a = io(broken);
    expect(await loadGameContent(a.io, 'fixture-race')).toBeUndefined();
    expect(a.out.stderr).toMatch(/^fixture-race: libs\/content\/fixture-race\/exports\.json is not valid JSON: /);
    const wanting = workspace();
    const layout = join(wanting, 'libs/content/fixture-race/exports.json');
    const exports = JSON.parse(readFileSync(layout, 'utf8'));
    writeFileSync(layout, JSON.stringify({ ...exports, extra: { ...exports.rules, kind: 'dice' } }));
    const b = io(wanting);
    expect(await loadGameContent(b.io, 'fixture-race')).toBeUndefined();
    expect(b.out.stderr).toBe(
      "fixture-race: libs/content/fixture-race/exports.json: export 'extra' wants exactly one 'dice' file, found 0\n",
    );
  });

  it('says when the workspace holds no content for the game, rather than crash', async () => {
    const root = workspace();
    rmSync(join(root, 'content/fixture-race'), { recursive: true });
    const { io: cli, out } = io(root);
    expect(await loadGameContent(cli, 'fixture-race')).toBeUndefined();
    expect(out.stderr).toBe(`fixture-race: this workspace (${root}) has no content/fixture-race folder\n`);
  });

  it('says when a game has no content package layout', async () => {
    const { io: cli, out } = io(workspace());
    expect(await loadGameContent(cli, 'no-such-game')).toBeUndefined();
    expect(out.stderr).toMatch(/no content package layout for 'no-such-game'/);
  });
});

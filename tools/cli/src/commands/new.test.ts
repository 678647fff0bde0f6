import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../root.js';

// `armory new game` is tried in a temporary copy of the workspace (never in the real tree): the copy shares the
// real third-party node_modules through links, and its own @armory packages are linked as `npm install` links them.
const real = repoRoot();
let copy = '';

function linkWorkspacePackages(root: string): void {
  const scope = join(root, 'node_modules', '@armory');
  mkdirSync(scope, { recursive: true });
  for (const parent of ['libs', 'libs/content', 'libs/games', 'tools']) {
    for (const dir of readdirSync(join(root, parent))) {
      const manifest = join(root, parent, dir, 'package.json');
      if (!existsSync(manifest)) continue;
      const link = join(root, 'node_modules', (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name);
      rmSync(link, { force: true });
      symlinkSync(join(root, parent, dir), link);
    }
  }
}

// Without FORCE_COLOR (Nx sets it for its tasks): next to NO_COLOR it makes Node print a warning on stderr.
const { FORCE_COLOR: _forceColor, ...plainEnv } = process.env;

function run(command: string[], cwd = copy) {
  const r = spawnSync(process.execPath, command, {
    cwd,
    encoding: 'utf8',
    env: { ...plainEnv, ARMORY_FROM_SOURCE: '1', NO_COLOR: '1' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const armory = (...args: string[]) => run([join(copy, 'tools/cli/bin/armory.js'), ...args]);
const tool = (path: string) => join(real, 'node_modules', path);

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'armory-new-game-'));
  const skip = new Set(['node_modules', '.git', '.nx', '.svelte-kit', 'build', 'test-results', 'apps', '.bench-tmp']);
  cpSync(real, copy, { recursive: true, filter: (p) => !skip.has(basename(p)) });
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(real, 'node_modules')))
    if (entry !== '@armory') symlinkSync(join(real, 'node_modules', entry), join(copy, 'node_modules', entry));
  linkWorkspacePackages(copy);
}, 60_000);
// rmSync removes the links to the real node_modules, never what they lead to.
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('armory new game', () => {
  it('refuses a bad id and writes nothing', () => {
    for (const id of ['Tiny', 'tiny_race', '9lives', 'tiny-', '../up']) {
      const r = armory('new', 'game', id);
      expect(r.code, id).toBe(2);
      expect(r.stderr).toMatch(/is not a game id/);
    }
    expect(armory('new', 'gme', 'tiny').code).toBe(2);
    expect(existsSync(join(copy, 'content', 'tiny'))).toBe(false);
  }, 60_000);

  it('writes a game that validates, builds, simulates, runs its scenario and passes its own tests; refuses the id again', () => {
    const made = armory('new', 'game', 'tiny-race');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/wrote libs\/registry\/src\/games\.ts/);
    expect(made.stdout).toMatch(/wrote libs\/registry\/src\/loaders\.ts/);
    for (const file of [
      'content/tiny-race/rules.yaml',
      'schemas/tiny-race/rules.schema.json',
      'libs/content/tiny-race/src/generated/types.ts',
      'libs/games/tiny-race/src/module.ts',
      'libs/games/tiny-race/scenarios/reaching-the-target-wins.yaml',
      'seeds/tiny-race.md',
    ])
      expect(existsSync(join(copy, file)), file).toBe(true);
    expect(readFileSync(join(copy, 'content/tiny-race/rules.yaml'), 'utf8')).toMatch(
      /^# yaml-language-server: \$schema=\.\.\/\.\.\/schemas\/tiny-race\/rules\.schema\.json\n/,
    );
    expect(readFileSync(join(copy, 'seeds/tiny-race.md'), 'utf8')).toMatch(
      /## Rule coverage\n\n\| rule \| content \| code \| test or scenario \|\n\|---\|---\|---\|---\|\n$/,
    );
    const again = armory('new', 'game', 'tiny-race');
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/'tiny-race' is taken: schemas\/tiny-race, content\/tiny-race, .* already exist\n/);

    linkWorkspacePackages(copy);
    expect(armory('games').stdout).toMatch(/^tiny-race +Tiny Race +2 seats$/m);
    const valid = armory('validate', 'content/tiny-race');
    expect(valid.code, valid.stdout + valid.stderr).toBe(0);
    expect(armory('codegen', '--check').code).toBe(0);
    const built = armory('build', '--game', 'tiny-race');
    expect(built.code, built.stderr).toBe(0);
    expect(armory('package', 'tiny-race').code).toBe(0);
    for (const workers of ['0', '1']) {
      const sim = armory('simulate', 'tiny-race', '--games', '20', '--seed', '1', '--players', 'greedy,random', '--workers', workers);
      expect(sim.stderr).toBe('');
      expect(sim.stdout).toMatch(/^tiny-race: 20 games, seed 1, seat 1 \(greedy\) vs seat 2 \(random\)\n/);
      expect(sim.stdout).toMatch(/games ended by: the target reached 20 \(100\.0%\)/);
    }
    const scenarios = armory('scenario', 'run', 'libs/games/tiny-race/scenarios');
    expect(scenarios.stdout + scenarios.stderr).toMatch(/1 passed, 0 failed/);
    const gameTests = run([tool('vitest/vitest.mjs'), 'run'], join(copy, 'libs/games/tiny-race'));
    expect(gameTests.code, gameTests.stdout + gameTests.stderr).toBe(0);
    // The registry's two lists (games.ts for the CLI, loaders.ts for the browser) name the same games, formatted.
    const registry = run([tool('vitest/vitest.mjs'), 'run', 'src/loaders.test.ts'], join(copy, 'libs/registry'));
    expect(registry.code, registry.stdout + registry.stderr).toBe(0);
    const formatted = run([tool('prettier/bin/prettier.cjs'), '--check', 'src/games.ts', 'src/loaders.ts'], join(copy, 'libs/registry'));
    expect(formatted.code, formatted.stdout + formatted.stderr).toBe(0);
    // The content package is tested by the one consumer test of every content package, which must find it.
    const consumer = run(
      [tool('vitest/vitest.mjs'), 'run', 'src/content-packages.test.ts', '-t', '@armory/content-tiny-race', '--reporter=verbose'],
      join(copy, 'tools/cli'),
    );
    expect(consumer.code, consumer.stdout + consumer.stderr).toBe(0);
    expect(consumer.stdout).toMatch(/Tests +5 passed/);
    expect(consumer.stdout).toMatch(/@armory\/content-tiny-race > rejects misuse/);
    // And its bad-content case by the one bad-content test of every game.
    const badContent = run(
      [tool('vitest/vitest.mjs'), 'run', 'src/bad-content.test.ts', '-t', 'tiny-race', '--reporter=verbose'],
      join(copy, 'tools/cli'),
    );
    expect(badContent.code, badContent.stdout + badContent.stderr).toBe(0);
    expect(badContent.stdout).toMatch(/Tests +1 passed/);
    expect(badContent.stdout).toMatch(/tiny-race > a target that is not a whole number/);
    for (const pkg of ['libs/games/tiny-race', 'libs/content/tiny-race']) {
      const dir = join(copy, pkg);
      const types = run([tool('typescript/bin/tsc'), '-p', 'tsconfig.json'], dir);
      expect(types.code, `${pkg}: ${types.stdout}`).toBe(0);
      const lint = run([join(copy, 'tools/boundaries/bin/boundaries.js')], dir);
      expect(lint.code, `${pkg}: ${lint.stdout}${lint.stderr}`).toBe(0);
    }
  }, 300_000);
});

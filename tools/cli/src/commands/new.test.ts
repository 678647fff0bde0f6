import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchWorkspace, type ScratchWorkspace } from '../new-game/scratch-workspace.testing.js';

// `armory new game` is tried in a scratch copy of the workspace (never in the real tree). What a user runs next
// (the packages' lint, types and tests, the consumer and bad-content tests, a saved game replayed) is walked as
// docs/adding-a-game.md gives it by new-walk.test.ts.
let ws: ScratchWorkspace;
let copy = '';

beforeAll(() => {
  ws = scratchWorkspace('armory-new-game-');
  copy = ws.root;
}, 120_000);
afterAll(() => ws?.remove());

const armory = (...args: string[]) => ws.armory(...args);
const run = (args: string[], cwd: string) => ws.node(args, cwd);
const tool = (path: string) => ws.tool(path);

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

  it('writes a game that validates, builds, simulates and runs its scenario, listed in both registry lists as formatted; refuses the id again', () => {
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

    ws.linkWorkspacePackages();
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
    // The registry's two lists (games.ts for the CLI, loaders.ts for the browser) name the same games, formatted.
    const registry = run([tool('vitest/vitest.mjs'), 'run', 'src/loaders.test.ts'], join(copy, 'libs/registry'));
    expect(registry.code, registry.stdout + registry.stderr).toBe(0);
    const formatted = run([tool('prettier/bin/prettier.cjs'), '--check', 'src/games.ts', 'src/loaders.ts'], join(copy, 'libs/registry'));
    expect(formatted.code, formatted.stdout + formatted.stderr).toBe(0);
  }, 300_000);
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGame, unregisterGame } from '@armory/registry';
import { runArmory } from '../testing.js';
import { fixtureRace } from '../../test/fixture-game/module.js';

// The test-only fixture game and its own workspace (schemas, content); a real game's run is in test/<game>/.
const root = join(import.meta.dirname, '..', '..', 'test', 'fixture-game', 'workspace');
const armory = (args: string[]) => runArmory(args, root);
const modeline = '# yaml-language-server: $schema=../../schemas/fixture-race/scenario.schema.json\n';

describe('armory scenario run', () => {
  beforeAll(() => registerGame(fixtureRace, new URL('../../test/fixture-game/module.ts', import.meta.url).href));
  afterAll(() => unregisterGame('fixture-race'));

  it('reports a malformed scenario with file:line:column and its lines, and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'armory-scenario-'));
    writeFileSync(join(dir, 'bad.yaml'), `${modeline}id: bad\ntitle: bad\nrules: [x]\nactions: []\nexpect:\n  winer: 0\n`);
    const r = await armory(['scenario', 'run', dir]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`FAIL ${join(dir, 'bad.yaml')}`);
    expect(r.stdout).toMatch(/bad\.yaml:7:3 error .*'winer'/);
    expect(r.stdout).toContain('> 7 |   winer: 0');
    expect(r.stdout).toMatch(/0 passed, 1 failed\n$/);
  }, 30_000);

  it('needs a modeline naming a registered game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'armory-scenario-'));
    writeFileSync(join(dir, 'plain.yaml'), 'id: plain\ntitle: plain\nrules: [x]\nactions: []\nexpect: { winner: none }\n');
    writeFileSync(join(dir, 'other.yaml'), `${modeline.replace('fixture-race', 'no-such-game')}id: other\n`);
    const r = await armory(['scenario', 'run', dir]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /other\.yaml:1:1 error the modeline names game 'no-such-game', which is not registered; known: .*fixture-race/,
    );
    expect(r.stdout).toMatch(/plain\.yaml:1:1 error the first line must name the game's scenario schema/);
  }, 30_000);

  it('runs scenarios of several files and folders together, and counts them', async () => {
    const r = await armory(['scenario', 'run', 'libs/games/fixture-race/scenarios/reach-target.yaml', 'libs/games/fixture-race/scenarios']);
    expect(r.stdout).toMatch(/\n2 passed, 0 failed\n$/);
    expect(r.code).toBe(0);
  }, 30_000);

  it('exits 2 for a missing path, no scenario files, or a missing sub-command', async () => {
    expect((await armory(['scenario', 'run', 'no/such/place'])).code).toBe(2);
    expect((await armory(['scenario', 'run', mkdtempSync(join(tmpdir(), 'armory-empty-'))])).stderr).toContain('no scenario files');
    const r = await armory(['scenario']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('missing sub-command');
  }, 30_000);
});

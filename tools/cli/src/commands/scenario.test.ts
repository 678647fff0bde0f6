import { cpSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGame, unregisterGame } from '@armory/registry';
import { runArmory, shellArmory } from '../testing.js';
import { fixtureRace } from '../../test/fixture-game/module.js';
import { tempFolder } from '../temp-folder.testing.js';

// The test-only fixture game and its own workspace (schemas, content); a real game's run is in test/<game>/.
const root = join(import.meta.dirname, '..', '..', 'test', 'fixture-game', 'workspace');
const armory = (args: string[]) => runArmory(args, root);
const repo = join(import.meta.dirname, '..', '..', '..', '..');
const modeline = '# yaml-language-server: $schema=../../schemas/fixture-race/scenario.schema.json\n';

describe('armory scenario run', () => {
  beforeAll(() => registerGame(fixtureRace, new URL('../../test/fixture-game/module.ts', import.meta.url).href));
  afterAll(() => unregisterGame('fixture-race'));

  it('reports a malformed scenario with file:line:column and its lines, and exits 1', async () => {
    const dir = tempFolder('armory-scenario-');
    writeFileSync(join(dir, 'bad.yaml'), `${modeline}id: bad\ntitle: bad\nrules: [x]\nactions: []\nexpect:\n  winer: 0\n`);
    const r = await armory(['scenario', 'run', dir]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`FAIL ${join(dir, 'bad.yaml')}`);
    expect(r.stdout).toMatch(/bad\.yaml:7:3 error .*'winer'/);
    expect(r.stdout).toContain('> 7 |   winer: 0');
    expect(r.stdout).toMatch(/0 passed, 1 failed\n$/);
  }, 30_000);

  it('needs a modeline naming a registered game', async () => {
    const dir = tempFolder('armory-scenario-');
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

  it('reports a link to a missing file in a folder, runs every other scenario, and exits 2 when none failed', async () => {
    const dir = tempFolder('armory-scenario-');
    cpSync(join(root, 'libs/games/fixture-race/scenarios'), dir, { recursive: true });
    symlinkSync('moved-away.yaml', join(dir, 'gone.yaml'));
    const r = await armory(['scenario', 'run', dir]);
    expect(r.stdout).toContain(`ERROR ${join(dir, 'gone.yaml')}: is a link to a missing file (moved-away.yaml)\n`);
    expect(r.stdout).toMatch(/\n2 passed, 0 failed, 1 unreadable\n$/);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('');
    // A failing scenario beside it is the harder failure: exit 1.
    writeFileSync(join(dir, 'bad.yaml'), `${modeline}id: bad\n`);
    expect((await armory(['scenario', 'run', dir])).code).toBe(1);
  }, 30_000);

  it('does the same when typed in a shell, on a real game', () => {
    const dir = tempFolder('armory-scenario-');
    const hott = join(repo, 'libs/games/hott/scenarios');
    for (const name of ['equal-even-heroes.yaml', 'factor-general.yaml']) cpSync(join(hott, name), join(dir, name));
    symlinkSync(join(dir, 'nowhere.yaml'), join(dir, 'a-link.yaml'));
    const r = shellArmory(`armory scenario run ${dir}`, { cwd: repo });
    expect(r.stdout).toContain(`ERROR ${join(dir, 'a-link.yaml')}: is a link to a missing file (${join(dir, 'nowhere.yaml')})`);
    expect(r.stdout).toContain('ok   ');
    expect(r.stdout).toMatch(/\n2 passed, 0 failed, 1 unreadable\n$/);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(2);
  }, 60_000);

  it('exits 2 for a missing path, no scenario files, or a missing sub-command', async () => {
    expect((await armory(['scenario', 'run', 'no/such/place'])).code).toBe(2);
    expect((await armory(['scenario', 'run', tempFolder('armory-empty-')])).stderr).toContain('no scenario files');
    const r = await armory(['scenario']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('missing sub-command');
  }, 30_000);
});

describe("armory scenario run names seats in the game's own word", () => {
  it('Shifting Hills: "player 2" in the engine\'s failures, as in the game\'s own', async () => {
    const dir = tempFolder('armory-scenario-');
    const file = join(dir, 'rout-wrong.yaml');
    writeFileSync(
      file,
      [
        '# yaml-language-server: $schema=../../../../schemas/shifting-hills/scenario.schema.json',
        'id: rout-wrong',
        'title: a rout that names the wrong players',
        'rules: [rout]',
        'hands: [[artillery-strike], []]',
        'squads: [{ id: 1-infantry, hex: d2 }, { id: 2-mech, hex: g4, units: 1 }]',
        'actions: [{ type: play, card: artillery-strike, target: 2-mech }]',
        'expect:',
        '  winner: 2',
        '  pending: { seat: 1 }',
        '  zones: [{ zone: hand, seat: 2, size: 1 }]',
        '',
      ].join('\n'),
    );
    expect(await runArmory(['scenario', 'run', file])).toEqual({
      code: 1,
      stdout: [
        `FAIL ${file}: a rout that names the wrong players`,
        '  expected winner player 2, got player 1 (rout)',
        '  expected player 1 to answer the pending choice, got nobody (the game is over)',
        "  expected player 2's hand to hold 1 piece(s), got 0",
        '0 passed, 1 failed',
        '',
      ].join('\n'),
      stderr: '',
    });
  }, 60_000);
});

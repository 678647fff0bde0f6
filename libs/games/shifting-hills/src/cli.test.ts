/**
 * The game from the `armory` command line, as a user types it: bad content reported at file:line, a simulation
 * with its JSON report, a saved log replayed. Runs the CLI as a separate process.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROOT } from './content.testing.js';
import { tempFolder } from './temp-folder.testing.js';

const armory = join(WORKSPACE_ROOT, 'tools', 'cli', 'bin', 'armory.js');

// Without FORCE_COLOR (Nx sets it for its tasks): next to NO_COLOR it makes Node print a warning on stderr.
const { FORCE_COLOR: _forceColor, ...plainEnv } = process.env;

function run(args: string[], cwd = WORKSPACE_ROOT) {
  const r = spawnSync(process.execPath, [armory, ...args], { cwd, encoding: 'utf8', env: { ...plainEnv, NO_COLOR: '1' } });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

/** A workspace holding only this game's schemas and content, with `edit` applied to one file. */
function workspaceWith(edits: Record<string, (text: string) => string>): string {
  const dir = tempFolder('shifting-hills-');
  for (const part of ['schemas/common', 'schemas/shifting-hills', 'content/shifting-hills'])
    cpSync(join(WORKSPACE_ROOT, part), join(dir, part), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, 'content', 'shifting-hills', file);
    const before = readFileSync(path, 'utf8');
    const after = edit(before);
    expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
    writeFileSync(path, after);
  }
  return dir;
}

describe('armory and shifting-hills', () => {
  it('validate: each content mistake that breaks the game is one error at its file:line', () => {
    const dir = workspaceWith({
      'tiles.yaml': (t) => t.replace('count: 15', 'count: 14'),
      'units.yaml': (t) => t.replace('attack: { rocketeer: 3, mech: 2, infantry: 1 }', 'attack: { rocketeer: 3, infantry: 1 }'),
      'bonus-cards.yaml': (t) => t.replace('effect: { effect: boost,', 'effect: { effect: bost,'),
      'rules.yaml': (t) => t.replace('seat: 2, hex: d6', 'seat: 2, hex: d2'),
    });
    const r = run(['validate'], dir);
    expect(r.status).toBe(1);
    const errors = r.out.split('\n').filter((line) => / error /.test(line));
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/shifting-hills\/bonus-cards\.yaml:28:23 error .*unknown bonus effect 'bost' \(did you mean 'boost'\?\); known: artillery-strike, boost, extra-ammo, survivors-found/,
      ),
      expect.stringMatching(/^content\/shifting-hills\/rules\.yaml:16:21 error duplicate id 'd2' in headquarters-hex/),
      'content/shifting-hills/tiles.yaml:6:1 error the tile counts add up to 36; the board has 37 hexes to fill [tiles-fill-board]',
      "content/shifting-hills/units.yaml:9:13 error this unit type's attack matrix has no ATK against 'mech'; it needs one against every unit type [attack-matrix-complete]",
    ]);
    expect(run(['validate'], workspaceWith({})).status).toBe(0);
  }, 180_000);

  it('simulate shifting-hills --games 20 --seed 3 --players random,greedy --json, then replay its saved log', () => {
    const log = join(tempFolder('shifting-hills-log-'), 'game.json');
    const r = run([
      'simulate',
      'shifting-hills',
      '--games',
      '20',
      '--seed',
      '3',
      '--players',
      'random,greedy',
      '--workers',
      '0',
      '--json',
      '--save-log',
      log,
    ]);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.out) as {
      game: string;
      games: number;
      finished: number;
      options: { turnLimit: number };
      wins: Array<{ wins: number }>;
    };
    expect(report).toMatchObject({ game: 'shifting-hills', games: 20, finished: 20, options: { turnLimit: 200 } });
    expect(report.wins[1]!.wins).toBeGreaterThan(report.wins[0]!.wins);
    // The saved log counts seats from 1 and says so; its result names the winners as the game's \`won\` event does.
    const saved = JSON.parse(readFileSync(log, 'utf8')) as {
      seatsFrom: number;
      events: Array<Array<{ type: string; players?: number[] }>>;
      result: { winners: number[] };
    };
    expect(saved.seatsFrom).toBe(1);
    const won = saved.events.flat().find((e) => e.type === 'won');
    expect(saved.result.winners).toEqual(won?.players ?? []);
    const replayed = run(['replay', log]);
    expect(replayed.status).toBe(0);
    expect(replayed.out).toMatch(/every event matches/);
  }, 180_000);

  it('simulate refuses a bad --turn-limit with exit 2', () => {
    const r = run(['simulate', 'shifting-hills', '--games', '2', '--seed', '1', '--turn-limit', 'soon']);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/--turn-limit must be a whole number of turns or 'off', got 'soon'/);
  }, 180_000);

  it('scenario run: every scenario of the game passes from the command line', () => {
    const r = run(['scenario', 'run', 'libs/games/shifting-hills/scenarios']);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/\d+ passed, 0 failed/);
  }, 180_000);
});

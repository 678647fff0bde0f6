import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGame, unregisterGame } from '@armory/registry';
import { runArmory } from '../../src/testing.js';
import { fixtureRace } from './module.js';
import { tempFolder } from '../../src/temp-folder.testing.js';

// The fixture's own content, schemas and content layout: a workspace root of its own.
const root = join(import.meta.dirname, 'workspace');
const armory = (args: string[]) => runArmory(args, root);

describe('a game registered at run time', () => {
  beforeAll(() => registerGame(fixtureRace, new URL('./module.ts', import.meta.url).href));
  afterAll(() => unregisterGame('fixture-race'));

  it('is listed by armory games', async () => {
    const r = await armory(['games', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toContainEqual({
      id: 'fixture-race',
      name: 'Fixture Race',
      seats: { min: 2, max: 3, default: 2, played: [2, 3] },
    });
    expect((await armory(['games'])).stdout).toMatch(/^fixture-race +Fixture Race +2-3 seats$/m);
  });

  it('runs its own commands under its id, with help', async () => {
    expect(await armory(['fixture-race', 'target'])).toEqual({ code: 0, stdout: '10\n', stderr: '' });
    expect((await armory(['fixture-race', '--help'])).stdout).toMatch(/Commands of Fixture Race:\n {2}target +print the count that wins/);
    expect((await armory(['help', 'fixture-race'])).stdout).toMatch(/target +print the count that wins/);
    expect((await armory(['fixture-race', 'target', '--help'])).stdout).toMatch(/^Usage: armory fixture-race target/);
    expect(await armory(['fixture-race', 'target', '12', '--json'])).toEqual({ code: 0, stdout: '{"reached":true}\n', stderr: '' });
    expect((await armory(['fixture-race', 'target', '3'])).code).toBe(1);
    const wrong = await armory(['fixture-race', 'target', '1', '2']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toBe(
      "armory fixture-race target: target takes one COUNT at most\nRun 'armory fixture-race target --help' for usage.\n",
    );
  });

  it('is simulated in this thread and on worker threads, with the same report', async () => {
    const args = ['simulate', 'fixture-race', '--games', '40', '--seed', '1', '--players', 'greedy,random'];
    const here = await armory([...args, '--workers', '0']);
    expect(here.stderr).toBe('');
    expect(here.code).toBe(0);
    expect(here.stdout).toMatch(/^fixture-race: 40 games, seed 1, runner 1 \(greedy\) vs runner 2 \(random\)\n/);
    expect(here.stdout).toMatch(/^ {2}final count: 1\d\.\d$/m);
    expect(here.stdout).toMatch(/^ {2}games ended by: reached-target 40 \(100\.0%\)$/m);
    const workers = await armory([...args, '--workers', '2']);
    expect(workers.stderr).toBe('');
    expect(workers.stdout).toBe(here.stdout);
    const three = await armory(['simulate', 'fixture-race', '--games', '3', '--seed', '1', '--seats', '3', '--workers', '0', '--json']);
    expect(JSON.parse(three.stdout).seats.map((s: { seat: number }) => s.seat)).toEqual([1, 2, 3]);
    const slow = await armory([...args, '--slow']);
    expect(slow.code).toBe(2);
    expect(slow.stderr).toMatch(/--slow is not supported by this race/);
    const help = await armory(['simulate', 'fixture-race', '--help']);
    expect(help.stdout).toMatch(/Options of fixture-race \(Fixture Race, 2-3 seats\):\n {2}--slow +a switch/);
  }, 60_000);

  it("seats the engine's MCTS player with a budget", async () => {
    const r = await armory([
      'simulate',
      'fixture-race',
      '--games',
      '4',
      '--seed',
      '3',
      '--workers',
      '0',
      '--players',
      'mcts:50,random',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ players: ['mcts:50', 'random'], finished: 4 });
  }, 60_000);

  it('runs its scenario files, found by their modeline, and shows a failing one as expected vs actual', async () => {
    const ok = await armory(['scenario', 'run', 'libs/games/fixture-race/scenarios']);
    expect(ok.stderr).toBe('');
    expect(ok.stdout).toBe(
      'ok   libs/games/fixture-race/scenarios/reach-target.yaml\nok   libs/games/fixture-race/scenarios/step-refused.yaml\n2 passed, 0 failed\n',
    );
    expect(ok.code).toBe(0);
    const file = join(tempFolder('armory-fixture-'), 'wrong.yaml');
    writeFileSync(
      file,
      readFileSync(join(root, 'libs/games/fixture-race/scenarios/reach-target.yaml'), 'utf8')
        .replace('count: 10', 'count: 11')
        .replace('id: reach-target', 'id: wrong'), // a scenario's id is its file name
    );
    const wrong = await armory(['scenario', 'run', file]);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toContain('  expected the count to be 11, got 10\n');
  });

  it('counts seats from 1 in scenario files and in what it prints about them', async () => {
    const text = readFileSync(join(root, 'libs/games/fixture-race/scenarios/reach-target.yaml'), 'utf8');
    const dir = tempFolder('armory-fixture-');
    // The second seat wins; a file that expects the first is told so in seats counted from 1.
    writeFileSync(
      join(dir, 'first.yaml'),
      text
        .replace('id: reach-target', 'id: first')
        .replace('winner: 2', 'winner: 1')
        .replace('pending: { seat: null', 'pending: { seat: 1'),
    );
    const first = await armory(['scenario', 'run', join(dir, 'first.yaml')]);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('  expected winner seat 1, got seat 2 (reached-target)\n');
    expect(first.stdout).toContain('  expected seat 1 to answer the pending choice, got nobody (the game is over)\n');
    // Seat 0 is the old count: the schema refuses it at its place in the file.
    writeFileSync(join(dir, 'zero.yaml'), text.replace('winner: 2', 'winner: 0'));
    const zero = await armory(['scenario', 'run', join(dir, 'zero.yaml')]);
    expect(zero.code).toBe(1);
    expect(zero.stdout).toMatch(/zero\.yaml:12:11 .*winner.* got 0/);
  });

  it('is replayed from a saved log, and a cut one is refused', async () => {
    const file = join(tempFolder('armory-fixture-'), 'race.json');
    expect((await armory(['simulate', 'fixture-race', '--games', '1', '--seed', '2', '--workers', '0', '--save-log', file])).code).toBe(0);
    const ok = await armory(['replay', file]);
    expect(ok.stdout).toMatch(/^ok: \d+ actions replayed, every event matches; seat [12] won \(reached-target\)\n$/);
    const log = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...log, steps: 1, actions: log.actions.slice(0, 1), events: log.events.slice(0, 1) }));
    const cut = await armory(['replay', file]);
    expect(cut.code).toBe(1);
    expect(cut.stdout).toMatch(
      /replay refused: the log ends after step 1, but its recorded result says the game was over \(seat [12] won \(reached-target\)\)/,
    );
  }, 60_000);
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGame, unregisterGame } from '@armory/registry';
import { runArmory } from '../testing.js';
import { fixtureRace } from '../../test/fixture-game/module.js';

// The command's game-independent behaviour, on a fixture game with a workspace of its own (test/fixture-game).
const root = join(import.meta.dirname, '..', '..', 'test', 'fixture-game', 'workspace');
const armory = (args: string[]) => runArmory(args, root);

beforeAll(() => registerGame(fixtureRace));
afterAll(() => unregisterGame('fixture-race'));

async function saved() {
  const file = join(mkdtempSync(join(tmpdir(), 'armory-replay-')), 'race.json');
  const sim = await armory([
    'simulate',
    'fixture-race',
    '--games',
    '1',
    '--seed',
    '4',
    '--workers',
    '0',
    '--players',
    'greedy,random',
    '--save-log',
    file,
  ]);
  expect(sim.code).toBe(0);
  return { file, log: JSON.parse(readFileSync(file, 'utf8')) };
}

describe('armory replay', () => {
  it('replays a saved log and names the winner with seats from 1', async () => {
    const { file, log } = await saved();
    expect(log).toMatchObject({
      game: 'fixture-race',
      players: ['greedy', 'random'],
      options: { seats: 2 },
      result: { over: true, reason: 'reached-target' },
    });
    expect(log.steps).toBe(log.actions.length);
    const ok = await armory(['replay', file]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toBe(
      `ok: ${log.actions.length} actions replayed, every event matches; seat ${log.result.winners[0] + 1} won (reached-target)\n`,
    );
  });

  it('refuses a cut log and extra events (exit 1, saying where)', async () => {
    const { file, log } = await saved();
    const n = log.actions.length;
    writeFileSync(file, JSON.stringify({ ...log, actions: log.actions.slice(0, 2), events: log.events.slice(0, 2) }));
    expect(await armory(['replay', file])).toMatchObject({
      code: 1,
      stdout: `replay refused: the log is cut: it records ${n} steps but holds 2 actions (it ends after step 2)\n`,
    });
    writeFileSync(file, JSON.stringify({ ...log, steps: 2, actions: log.actions.slice(0, 2), events: log.events.slice(0, 2) }));
    const cut = await armory(['replay', file]);
    expect(cut.code).toBe(1);
    expect(cut.stdout).toMatch(
      /^replay refused: the log ends after step 2, but its recorded result says the game was over \(seat \d won \(reached-target\)\) and the replayed game is not: the log is cut short\n$/,
    );
    writeFileSync(file, JSON.stringify({ ...log, events: [...log.events, [{ type: 'added' }]] }));
    expect(await armory(['replay', file])).toMatchObject({
      code: 1,
      stdout: `replay refused: the log has 1 more event lists than actions (events after step ${n})\n`,
    });
  });

  it('refuses a log played on other content unless --force, naming what changed', async () => {
    const { file, log } = await saved();
    log.content.parts.rules = '0000000000000000';
    log.content.hash = '0000000000000000';
    writeFileSync(file, JSON.stringify(log));
    const refused = await armory(['replay', file]);
    expect(refused).toMatchObject({
      code: 1,
      stdout: 'replay refused: the log was played on other fixture-race content (rules changed); replay with --force to try anyway\n',
    });
    const forced = await armory(['replay', file, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toBe('warning: the log was played on other content (rules changed); replaying anyway (--force)\n');
  });

  it('gives exit 2 and a plain message for what is not a usable log', async () => {
    const { file, log } = await saved();
    writeFileSync(file, JSON.stringify({ ...log, options: { seats: 1 } }));
    expect(await armory(['replay', file])).toMatchObject({
      code: 2,
      stderr:
        "armory replay: the log's options do not set up a game: a race needs 2 or more seats, got 1\nRun 'armory replay --help' for usage.\n",
    });
    writeFileSync(file, JSON.stringify({ game: 'fixture-race', actions: [], events: [] }));
    expect((await armory(['replay', file])).stderr).toMatch(
      /is not a whole game log: it lacks content, players, options, seed, steps, result/,
    );
    writeFileSync(file, JSON.stringify({ ...log, game: 'chess' }));
    expect((await armory(['replay', file])).stderr).toMatch(
      /the log is of game 'chess', which is not registered; registered: .*fixture-race/,
    );
    writeFileSync(file, '{ not json');
    expect((await armory(['replay', file])).code).toBe(2);
    expect((await armory(['replay', '/no/such/log.json'])).stderr).toMatch(/cannot read log \/no\/such\/log\.json: no such file/);
    expect((await armory(['replay'])).stderr).toMatch(/give exactly one log file/);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGame, unregisterGame } from '@armory/registry';
import { runArmory } from '../testing.js';
import { fixtureRace } from '../../test/fixture-game/module.js';
import { tempFolder } from '../temp-folder.testing.js';

// The command's game-independent behaviour, on a fixture game with a workspace of its own (test/fixture-game).
const root = join(import.meta.dirname, '..', '..', 'test', 'fixture-game', 'workspace');
const armory = (args: string[]) => runArmory(args, root);

beforeAll(() => registerGame(fixtureRace));
afterAll(() => unregisterGame('fixture-race'));

async function saved() {
  const file = join(tempFolder('armory-replay-'), 'race.json');
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
      `ok: ${log.actions.length} actions replayed, every event matches; seat ${log.result.winners[0]} won (reached-target)\n`,
    );
  });

  it('saves seats from 1 and says so: seats 1 and 2 of a 2-seat game, never 0', async () => {
    const { log } = await saved();
    expect(log.seatsFrom).toBe(1);
    const seats = log.events.flat().map((e: { seat: number }) => e.seat);
    expect(new Set(seats)).toEqual(new Set([1, 2]));
    expect(log.result.winners).toHaveLength(1);
    expect([1, 2]).toContain(log.result.winners[0]);
    // The winner is the seat of the last event, \`won\`.
    expect(log.events.at(-1).at(-1)).toEqual({ type: 'won', seat: log.result.winners[0] });
  });

  it('still replays a log saved before seats counted from 1 (no seatsFrom: seats from 0)', async () => {
    const { file, log } = await saved();
    const { seatsFrom, ...rest } = log;
    expect(seatsFrom).toBe(1);
    const old = {
      ...rest,
      events: log.events.map((list: Array<{ seat: number }>) => list.map((e) => ({ ...e, seat: e.seat - 1 }))),
      result: { ...log.result, winners: log.result.winners.map((w: number) => w - 1) },
    };
    writeFileSync(file, JSON.stringify(old));
    expect(await armory(['replay', file])).toMatchObject({
      code: 0,
      stdout: `ok: ${log.actions.length} actions replayed, every event matches; seat ${log.result.winners[0]} won (reached-target)\n`,
    });
    // An old log read as new (a marker added by hand) is off by one seat, and the replay says where, from 1.
    writeFileSync(file, JSON.stringify({ ...old, seatsFrom: 1 }));
    const shifted = await armory(['replay', file]);
    expect(shifted.code).toBe(1);
    expect(shifted.stdout).toMatch(/^replay differs at step 1 \(add \{step: \d\}\): event 1 differs: expected \{"seat":0,/);
  });

  it('shows a changed event as the file writes it, seats from 1', async () => {
    const { file, log } = await saved();
    const [first] = log.events[0];
    expect(first).toEqual({ type: 'added', seat: 1, step: log.actions[0].step });
    log.events[0][0] = { ...first, seat: 2 };
    writeFileSync(file, JSON.stringify(log));
    expect(await armory(['replay', file])).toEqual({
      code: 1,
      stdout: `replay differs at step 1 (add {step: ${first.step}}): event 1 differs: expected {"seat":2,"step":${first.step},"type":"added"}, got {"seat":1,"step":${first.step},"type":"added"}\n`,
      stderr: '',
    });
  });

  it('refuses a seatsFrom other than 1 (exit 2, saying what it holds)', async () => {
    const { file, log } = await saved();
    for (const seatsFrom of [0, 2, 'one']) {
      writeFileSync(file, JSON.stringify({ ...log, seatsFrom }));
      expect(await armory(['replay', file])).toEqual({
        code: 2,
        stdout: '',
        stderr: `armory replay: ${file}: the log says its seats count from ${JSON.stringify(seatsFrom)} ("seatsFrom"); saved logs count seats from 1, or from 0 when they have no "seatsFrom"\nRun 'armory replay --help' for usage.\n`,
      });
    }
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
    // Cut with its result marked not over but keeping the finished game's fields: the fields are named, not "not over" twice.
    const cutShort = { ...log, steps: 2, actions: log.actions.slice(0, 2), events: log.events.slice(0, 2) };
    writeFileSync(file, JSON.stringify({ ...cutShort, result: { ...log.result, over: false } }));
    const stale = await armory(['replay', file]);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toMatch(
      /^replay refused: after step 2 the replayed game is not over, as the log records, but their results differ in draw \(the log: false, the replay: nothing\), reason \(the log: "reached-target", the replay: nothing\), winners \(the log: \[\d\], the replay: nothing\)\n$/,
    );
    writeFileSync(file, JSON.stringify({ ...cutShort, result: { over: false } }));
    expect(await armory(['replay', file])).toMatchObject({ code: 0, stdout: 'ok: 2 actions replayed, every event matches; not over\n' });
    writeFileSync(file, JSON.stringify({ ...log, events: [...log.events, [{ type: 'added' }]] }));
    expect(await armory(['replay', file])).toMatchObject({
      code: 1,
      stdout: `replay refused: the log has 1 more event lists than actions (events after the last action, step ${n})\n`,
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
    // Hand edits that broke a field's kind: one message, exit 2, before any game is set up (a stamp that is
    // not one was a crash, exit 70; a null result replayed as if it matched).
    for (const [edit, problem] of [
      [{ content: 'x' }, '"content" must be the stamp of the content it was played on'],
      [{ result: null }, `"result" must be the game's status at the end`],
      [{ actions: [null, ...log.actions.slice(1)] }, 'action 1 must be an object with a "type", got null'],
    ] as const) {
      writeFileSync(file, JSON.stringify({ ...log, ...edit }));
      const r = await armory(['replay', file]);
      expect(r).toMatchObject({ code: 2, stdout: '' });
      expect(r.stderr).toContain(`armory replay: ${file} is not a whole game log: ${problem}`);
    }
    expect((await armory(['replay', '/no/such/log.json'])).stderr).toMatch(/cannot read log \/no\/such\/log\.json: no such file/);
    expect((await armory(['replay'])).stderr).toMatch(/give exactly one log file/);
  });
});

/**
 * The fixture race with seats where only seat paths find them: its events name the runner to act inside an object
 * of a list (`next.seat`), and its options name the seat that starts (`first`, the last seat here), as a game
 * declares them (its module's `seatFields` and `optionSeats`).
 */
const race = fixtureRace.game;
const relay: typeof fixtureRace = {
  ...fixtureRace,
  game: {
    ...race,
    setup: (content, options, seed) => ({
      ...race.setup(content, options, seed),
      current: (options as { seats: number; first?: number }).first ?? 0,
    }),
    apply(s, action) {
      const events = race.apply(s, action);
      return [...events, { type: 'relay', next: [{ seat: s.current, count: s.count }] }];
    },
  },
  resolveOptions(values, seats, content) {
    const resolved = fixtureRace.resolveOptions(values, seats, content);
    return { ...resolved, options: { ...resolved.options, first: resolved.seats - 1 } };
  },
  seatFields: ['seat', 'next.seat'],
  optionSeats: ['first'],
};

describe('armory replay: seats inside objects of events and in the options', () => {
  beforeAll(() => {
    unregisterGame('fixture-race');
    registerGame(relay);
  });
  afterAll(() => {
    unregisterGame('fixture-race');
    registerGame(fixtureRace);
  });

  async function relayed() {
    const file = join(tempFolder('armory-relay-'), 'relay.json');
    const sim = await armory(['simulate', 'fixture-race', '--games', '1', '--seed', '2', '--workers', '0', '--save-log', file]);
    expect(sim.code).toBe(0);
    return { file, log: JSON.parse(readFileSync(file, 'utf8')) };
  }

  it('saves them from 1 and replays them', async () => {
    const { file, log } = await relayed();
    // Two seats, the last of them starts: seat 2 in the file, though the game counts it 1.
    expect(log.options).toEqual({ seats: 2, first: 2 });
    const nested = log.events.flat().flatMap((e: { type: string; next?: Array<{ seat: number }> }) => (e.next ?? []).map((n) => n.seat));
    expect(nested.length).toBe(log.actions.length);
    expect(new Set(nested)).toEqual(new Set([1, 2]));
    expect(log.events[0][0]).toMatchObject({ type: 'added', seat: 2 });
    const ok = await armory(['replay', file]);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ok.stdout).toMatch(/^ok: \d+ actions replayed, every event matches; seat [12] won \(reached-target\)\n$/);
  });

  it('shows a changed nested seat as the file writes it', async () => {
    const { file, log } = await relayed();
    const [, relay] = log.events[0];
    expect(relay).toEqual({ type: 'relay', next: [{ seat: 1, count: log.actions[0].step }] });
    log.events[0][1] = { ...relay, next: [{ ...relay.next[0], seat: 2 }] };
    writeFileSync(file, JSON.stringify(log));
    const differs = await armory(['replay', file]);
    expect(differs.code).toBe(1);
    expect(differs.stdout).toBe(
      `replay differs at step 1 (add {step: ${log.actions[0].step}}): event 2 differs: expected {"next":[{"count":${relay.next[0].count},"seat":2}],"type":"relay"}, got {"next":[{"count":${relay.next[0].count},"seat":1}],"type":"relay"}\n`,
    );
  });

  it('still replays such a log saved before seats counted from 1 (no seatsFrom)', async () => {
    const { file, log } = await relayed();
    const { seatsFrom: _from, ...rest } = log;
    const back = (n: number) => n - 1;
    const old = {
      ...rest,
      options: { ...log.options, first: back(log.options.first) },
      events: log.events.map((list: Array<Record<string, unknown>>) =>
        list.map((e) =>
          e['type'] === 'relay'
            ? { ...e, next: (e['next'] as Array<{ seat: number }>).map((n) => ({ ...n, seat: back(n.seat) })) }
            : { ...e, seat: back(e['seat'] as number) },
        ),
      ),
      result: { ...log.result, winners: log.result.winners.map(back) },
    };
    writeFileSync(file, JSON.stringify(old));
    expect(await armory(['replay', file])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^ok: /) });
  });
});

describe("armory replay names seats in the game's own word", () => {
  it('Shifting Hills: "player 2", as its rule book and its own messages say', async () => {
    const file = join(tempFolder('armory-replay-'), 'hills.json');
    const sim = await runArmory(['simulate', 'shifting-hills', '--games', '1', '--seed', '1', '--workers', '0', '--save-log', file]);
    expect(sim.code).toBe(0);
    const ok = await runArmory(['replay', file]);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ok.stdout).toMatch(/^ok: \d+ actions replayed, every event matches; player [12] won: /);
    const log = JSON.parse(readFileSync(file, 'utf8'));
    const [winner] = log.result.winners;
    writeFileSync(file, JSON.stringify({ ...log, result: { ...log.result, winners: [3 - winner] } }));
    expect(await runArmory(['replay', file])).toEqual({
      code: 1,
      stdout: `replay refused: after step ${log.steps} the replayed game is player ${winner} won (${log.result.reason}), but the log records player ${3 - winner} won (${log.result.reason})\n`,
      stderr: '',
    });
  }, 60_000);
});

describe('armory replay of a log with an action field of the wrong kind', () => {
  it('HOTT: exit 2 naming the action and the field, before any game is set up', async () => {
    const file = join(tempFolder('armory-replay-'), 'hott.json');
    const sim = await runArmory(['simulate', 'hott', '--games', '1', '--seed', '1', '--workers', '0', '--save-log', file]);
    expect(sim.code).toBe(0);
    const log = JSON.parse(readFileSync(file, 'utf8'));
    expect(log.actions[0].type).toBe('move');
    log.actions[0].to = '9,7';
    writeFileSync(file, JSON.stringify(log));
    expect(await runArmory(['replay', file])).toEqual({
      code: 2,
      stdout: '',
      stderr: `armory replay: ${file} is not a whole game log: action 1 (move): "to" must be a square {"x": whole number, "y": whole number}, got "9,7"\nRun 'armory replay --help' for usage.\n`,
    });
  }, 60_000);
});

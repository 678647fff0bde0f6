import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runArmory } from '../../src/testing.js';
import { tempFolder } from '../../src/temp-folder.testing.js';

const base = ['simulate', 'neuroshima-hex', '--armies', 'hell-hounds,troglodytes', '--games', '12', '--seed', '5'];

// Neuroshima Hex through the generic commands: its report, team play, mirror matches and logs. The commands'
// game-independent behaviour is tested on a fixture game beside them (src/commands/simulate.test.ts, replay.test.ts).
describe('armory simulate neuroshima-hex', () => {
  it('reports wins, draws with intervals, HQ damage, length and ends; the same arguments give the same bytes', async () => {
    const a = await runArmory([...base, '--workers', '0']);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/^neuroshima-hex: 12 games, seed 5, hell-hounds \(random\) vs troglodytes \(random\)\n/);
    expect(a.stdout).toMatch(/hell-hounds +wins +\d+ +[\d.]+% +95% \[[\d.]+%, [\d.]+%\]/);
    expect(a.stdout).toMatch(/draws +\d+/);
    expect(a.stdout).toMatch(/HQ damage taken, troglodytes: [\d.]+ of 20/);
    expect(a.stdout).toMatch(/game length: [\d.]+ turns, [\d.]+ actions, [\d.]+ battles/);
    expect(a.stdout).toMatch(/games ended by: (the final battle|overtime|an HQ destroyed|full board)[^,\n]* \d+ \([\d.]+%\)/);
    const b = await runArmory([...base, '--workers', '2']);
    expect(b.stdout).toBe(a.stdout);
    const c = await runArmory([...base.slice(0, -1), '6', '--workers', '0']);
    expect(c.stdout).not.toBe(a.stdout);
  }, 60_000);

  it('prints JSON with seats from 1, wins and draws adding up to the games, and numbers rounded to 4 decimals', async () => {
    const r = await runArmory([...base, '--workers', '0', '--json', '--players', 'random,greedy']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.games).toBe(12);
    expect(j.options).toEqual({ armies: ['hell-hounds', 'troglodytes'] });
    expect(j.wins.map((w: { seat: number }) => w.seat)).toEqual([1, 2]);
    expect(j.wins[0].wins + j.wins[1].wins + j.draws.count).toBe(12);
    expect(j.wins[1].player).toBe('greedy');
    expect(j.hqDamage[1]).toMatchObject({ seat: 2, label: 'troglodytes', of: 20 });
    const decimals = (r.stdout.match(/\d+\.(\d+)/g) ?? []).map((n) => n.split('.')[1]!.length);
    expect(decimals.length).toBeGreaterThan(0);
    expect(Math.max(...decimals)).toBeLessThanOrEqual(4);
  }, 60_000);

  it('gives one row per team in team play, and labels both seats of a mirror match', async () => {
    const team = [
      'simulate',
      'neuroshima-hex',
      '--armies',
      'hell-hounds,troglodytes,troglodytes,hell-hounds',
      '--teams',
      '0,1,0,1',
      '--games',
      '8',
      '--seed',
      '5',
      '--workers',
      '0',
    ];
    const r = await runArmory([...team, '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.options.teams).toEqual([0, 1, 0, 1]);
    expect(j.wins.map((w: { team: number; seats: number[] }) => [w.team, w.seats])).toEqual([
      [0, [1, 3]],
      [1, [2, 4]],
    ]);
    expect(j.wins[0].wins + j.wins[1].wins + j.draws.count).toBe(8);
    const text = await runArmory(team);
    expect(text.stdout.split('\n')[0]).toMatch(
      /hell-hounds #1 \[team 0\] \(random\) \+ troglodytes #3 \[team 0\] \(random\) vs troglodytes #2/,
    );
    expect(text.stdout.match(/ wins /g)).toHaveLength(2);
    expect(text.stdout).toMatch(/^ {2}team 1 +wins +\d+/m);
    expect(text.stdout).toMatch(/HQ damage taken, troglodytes #3 \[team 0\]: /);
    const mirror = await runArmory([
      'simulate',
      'neuroshima-hex',
      '--armies',
      'hell-hounds,hell-hounds',
      '--games',
      '2',
      '--seed',
      '5',
      '--workers',
      '0',
    ]);
    expect(mirror.stdout).toMatch(/hell-hounds #1 \(random\) vs hell-hounds #2 \(random\)/);
    expect(mirror.stdout).toMatch(/^ {2}hell-hounds #2 +wins/m);
    const bad = await runArmory([...team.slice(0, 5), '0,1,1,1', ...team.slice(6)]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/team play asks for 2 teams of 2, got \[0,1,1,1\]/);
    const two = await runArmory([...base, '--teams', '0,1']);
    expect(two.stderr).toMatch(/team play asks for 4 armies, got 2/);
  }, 60_000);

  it('refuses an unknown army and a seat count the armies do not fill, before playing (exit 2)', async () => {
    const army = await runArmory(['simulate', 'neuroshima-hex', '--armies', 'hell-hounds,orcs', '--games', '1', '--seed', '1']);
    expect(army.code).toBe(2);
    expect(army.stderr).toMatch(/^armory simulate: unknown --armies 'orcs'; known: hell-hounds, troglodytes\n/);
    const seats = await runArmory([...base, '--seats', '4']);
    expect(seats.code).toBe(2);
    expect(seats.stderr).toMatch(/--seats 4 but --armies names 2 armies/);
    expect((await runArmory([...base, '--seats', '9'])).stderr).toMatch(
      /--seats 9: the rules play 2 seats, or 4 in team play with --teams\n/,
    );
  });

  it("lists the game's own options in its help", async () => {
    const r = await runArmory(['simulate', 'neuroshima-hex', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Options of neuroshima-hex \(Neuroshima Hex, 2 or 4 seats\):\n {2}--armies A,B +army ids by seat/);
    expect(r.stdout).toMatch(/--teams T,U,\.\.\. +team play/);
    expect(r.stdout).toMatch(/Exit status: 0 done, 1 the game's content is invalid, 2 usage or I\/O error\./);
    expect((await runArmory(['help', 'simulate', 'neuroshima-hex'])).stdout).toBe(r.stdout);
  });
});

describe('armory replay of a neuroshima-hex log', () => {
  const saved = async () => {
    const dir = tempFolder('armory-sim-');
    const file = join(dir, 'game.json');
    const sim = await runArmory([...base.slice(0, 5), '1', '--seed', '5', '--workers', '0', '--save-log', file]);
    expect(sim.code).toBe(0);
    expect(sim.stdout).toMatch(/^neuroshima-hex: 1 game, seed 5, /);
    return { file, log: JSON.parse(readFileSync(file, 'utf8')) };
  };

  it('saves a log with game, content stamp, players, options, seed and result, that replays event for event', async () => {
    const { file, log } = await saved();
    expect(log).toMatchObject({
      game: 'neuroshima-hex',
      seatsFrom: 1,
      players: ['random', 'random'],
      options: { armies: ['hell-hounds', 'troglodytes'] },
      result: { over: true },
    });
    expect(log.content.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(log.steps).toBe(log.actions.length);
    const ok = await runArmory(['replay', file]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^ok: \d+ actions replayed, every event matches; (seat [12] won|a draw): [a-z]/);
  }, 60_000);

  it('catches a tampered event (exit 1, saying at which step)', async () => {
    const { file, log } = await saved();
    const step = log.events.findIndex((ev: Array<{ type: string }>) => ev.some((e) => e.type === 'placed'));
    const placed = log.events[step].find((e: { type: string }) => e.type === 'placed');
    expect([1, 2]).toContain(placed.seat);
    placed.hex = 'elsewhere';
    writeFileSync(file, JSON.stringify(log));
    const bad = await runArmory(['replay', file]);
    expect(bad.code).toBe(1);
    // Both events are shown as the file writes them, seats from 1.
    const shown = `\\{[^}]*"seat":${placed.seat}[^}]*\\}`;
    expect(bad.stdout).toMatch(
      new RegExp(`^replay differs at step ${step + 1} \\(.*\\): event \\d+ differs: expected ${shown}, got ${shown}\n$`),
    );
  }, 60_000);

  it('treats a log whose options set up no game as a usage error in the words of --armies, not an internal one', async () => {
    const { file, log } = await saved();
    for (const [armies, why] of [
      [['hell-hounds', 'orcs'], "unknown --armies 'orcs'; known: hell-hounds, troglodytes"],
      [['hell-hounds'], '--armies names 1 army; the rules ask for 2, or 4 in team play with --teams'],
    ] as const) {
      writeFileSync(file, JSON.stringify({ ...log, options: { armies } }));
      const r = await runArmory(['replay', file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`armory replay: ${file}:1:`);
      expect(r.stderr).toContain(`: options.armies ${JSON.stringify(armies)} (--armies ${armies.join(',')}): ${why}`);
      expect(r.stderr).not.toMatch(/internal error/);
    }
  }, 60_000);
});

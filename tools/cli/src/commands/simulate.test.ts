import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runArmory } from '../testing.js';

const base = ['simulate', 'neuroshima-hex', '--armies', 'hell-hounds,troglodytes', '--games', '12', '--seed', '5'];

describe('armory simulate and replay', () => {
  it('reports wins, draws with intervals, HQ damage and length; the same arguments give the same bytes', async () => {
    const a = await runArmory([...base, '--workers', '0']);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/hell-hounds +wins +\d+ +[\d.]+% +95% \[[\d.]+%, [\d.]+%\]/);
    expect(a.stdout).toMatch(/draws +\d+/);
    expect(a.stdout).toMatch(/HQ damage taken, troglodytes: [\d.]+ of 20/);
    expect(a.stdout).toMatch(/game length: [\d.]+ turns/);
    const b = await runArmory([...base, '--workers', '2']);
    expect(b.stdout).toBe(a.stdout);
    const c = await runArmory([...base.slice(0, -1), '6', '--workers', '0']);
    expect(c.stdout).not.toBe(a.stdout);
  }, 60_000);

  it('prints JSON whose wins and draws add up to the games', async () => {
    const r = await runArmory([...base, '--workers', '0', '--json', '--players', 'random,greedy']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.games).toBe(12);
    expect(j.wins[0].wins + j.wins[1].wins + j.draws.count).toBe(12);
    expect(j.wins[1].player).toBe('greedy');
  }, 60_000);

  it('plays team games: allies win together, and a bad team list is a usage error', async () => {
    const team = ['simulate', 'neuroshima-hex', '--armies', 'hell-hounds,troglodytes,troglodytes,hell-hounds', '--teams', '0,1,0,1', '--games', '8', '--seed', '5', '--workers', '0'];
    const r = await runArmory([...team, '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.teams).toEqual([0, 1, 0, 1]);
    expect(j.wins[0].wins).toBe(j.wins[2].wins);
    expect(j.wins[1].wins).toBe(j.wins[3].wins);
    expect(j.wins[0].wins + j.wins[1].wins + j.draws.count).toBe(8);
    const text = await runArmory(team);
    expect(text.stdout).toMatch(/troglodytes #3 \[team 0\] wins +\d+/);
    expect(text.stdout.split('\n')[0]).toMatch(/hell-hounds #1 \[team 0\] \(random\) \+ troglodytes #3 \[team 0\] \(random\) vs troglodytes #2/);
    const bad = await runArmory([...team.slice(0, 5), '0,1,1,1', ...team.slice(6)]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/team play asks for 2 teams of 2, got \[0,1,1,1\]/);
    const two = await runArmory([...base, '--teams', '0,1']);
    expect(two.stderr).toMatch(/team play asks for 4 armies, got 2/);
  }, 60_000);

  it('saves a log that replays event for event, and catches a tampered log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'armory-sim-'));
    const file = join(dir, 'game.json');
    expect((await runArmory([...base.slice(0, 5), '1', '--seed', '5', '--workers', '0', '--save-log', file])).code).toBe(0);
    const ok = await runArmory(['replay', file]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^ok: \d+ actions replayed, every event matches/);
    const log = JSON.parse(readFileSync(file, 'utf8'));
    const step = log.events.findIndex((ev: Array<{ type: string }>) => ev.some((e) => e.type === 'placed'));
    const placed = log.events[step].find((e: { type: string }) => e.type === 'placed');
    placed.hex = 'elsewhere';
    writeFileSync(file, JSON.stringify(log));
    const bad = await runArmory(['replay', file]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain(`replay differs at step ${step + 1}`);
  }, 60_000);

  it('exits 2 on usage mistakes', async () => {
    expect((await runArmory(['simulate', 'chess', '--armies', 'a,b', '--games', '1', '--seed', '1'])).code).toBe(2);
    const r = await runArmory(['simulate', 'neuroshima-hex', '--armies', 'hell-hounds,orcs', '--games', '1', '--seed', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown army 'orcs'");
    expect((await runArmory(['replay', '/no/such/log.json'])).code).toBe(2);
  });
});

/**
 * `armory simulate hott` as a user types it: a battle on the table between the first two armies of content/hott
 * on its first battlefield (seat 1 defends, seat 2 attacks), its options' mistakes told before any game is played,
 * a saved battle replayed, a run compared with an earlier one, and greedy against random.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runArmory } from '../../src/testing.js';
import { tempFolder } from '../../src/temp-folder.testing.js';

/** Each side's wins and the draws, from the text report. */
function winsOf(report: string): Record<string, number> {
  const rows = [...report.matchAll(/^ {2}(.+?) +(?:wins +)?(\d+) +[\d.]+% +95% \[/gm)];
  return Object.fromEntries(rows.map((m) => [m[1]!.trim(), Number(m[2])]));
}

/** The "games ended by" line: each reason with its count. */
function endsOf(report: string): Record<string, number> {
  const line = /^ {2}games ended by: (.*)$/m.exec(report)![1]!;
  return Object.fromEntries([...line.matchAll(/(?:^|, )(.+?) (\d+) \([\d.]+%\)/g)].map((m) => [m[1]!, Number(m[2])]));
}

/** How a battle ends, in the words HOTT's module reports it (`describeEnd` in libs/games/hott/src/module.ts). */
const BATTLE_ENDS = /^(defender|attacker) (took the stronghold|broke the enemy army)$|^bound limit reached \(a draw\)$/;

describe('armory simulate hott', () => {
  it('fights battles between the first two armies: the report names both, wins and draws, and why each battle ended', async () => {
    const r = await runArmory(['simulate', 'hott', '--games', '4', '--seed', '1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^hott: 4 games, seed 1, Feudal Host \(defending\) \(random\) vs Goblin Horde \(attacking\) \(random\)\n/);
    const wins = winsOf(r.stdout);
    expect(Object.keys(wins)).toEqual(['Feudal Host (defending)', 'Goblin Horde (attacking)', 'draws']);
    expect(Object.values(wins).reduce((a, b) => a + b, 0)).toBe(4);
    const ends = endsOf(r.stdout);
    for (const reason of Object.keys(ends)) expect(reason).toMatch(BATTLE_ENDS);
    expect(Object.values(ends).reduce((a, b) => a + b, 0)).toBe(4);
    // A battle is many actions (moves, spells, shots, the ends of phases), not a single combat's one.
    const [, bounds, actions] = /^ {2}game length: ([\d.]+) bounds, ([\d.]+) actions$/m.exec(r.stdout)!;
    expect(Number(actions)).toBeGreaterThan(10);
    expect(Number(bounds)).toBeGreaterThan(1);
    // The battle's statistics, one line per side where they are a side's.
    expect(r.stdout).toMatch(
      /^ {2}elements lost, Feudal Host \(defending\): \d+\.\d\d\n {2}elements lost, Goblin Horde \(attacking\): \d+\.\d\d$/m,
    );
    expect(r.stdout).toMatch(/^ {2}the defender's stronghold taken \(share of games\): [01]\.\d\d$/m);
  }, 120_000);

  it('names the army an --armies mistake is most like, and plays nothing (exit 2)', async () => {
    const r = await runArmory(['simulate', 'hott', '--games', '4', '--seed', '1', '--armies', 'feudal-hots,goblin-horde']);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "armory simulate: unknown --armies 'feudal-hots' (did you mean feudal-host?); known: feudal-host, goblin-horde, sky-lords, sorcerous-realm\n" +
        "Run 'armory simulate hott --help' for usage.\n",
    });
    // Each command checks the content first: seconds on a busy machine.
  }, 60_000);

  it("refuses a battle's option beside a single combat's, naming both (exit 2)", async () => {
    const play = ['simulate', 'hott', '--games', '4', '--seed', '1'];
    const mixed = await runArmory([...play, '--armies', 'feudal-host,goblin-horde', '--attacker', 'knights']);
    expect(mixed).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'armory simulate: --armies sets up a battle and --attacker a single combat; give the options of one of them\n' +
        "Run 'armory simulate hott --help' for usage.\n",
    });
    const battle = await runArmory([...play, '--mode', 'battle', '--attacker', 'knights']);
    expect(battle.code).toBe(2);
    expect(battle.stderr).toMatch(
      /^armory simulate: --attacker describes a single combat, not a battle; leave it out, or give --mode combat\n/,
    );
    // With --mode given, the other kind's option is the one to leave out.
    const combat = await runArmory([...play, '--mode', 'combat', '--battlefield', 'open-field']);
    expect(combat.code).toBe(2);
    expect(combat.stderr).toMatch(
      /^armory simulate: --battlefield describes a battle, not a single combat; leave it out, or give --mode battle\n/,
    );
    const armies = await runArmory([...play, '--armies', 'feudal-host']);
    expect(armies.code).toBe(2);
    expect(armies.stderr).toMatch(/^armory simulate: --armies names 1; a battle needs 2, the defender's first\n/);
  }, 60_000);

  it('saves a battle with --save-log, and armory replay replays it to the same result (exit 0)', async () => {
    const file = join(tempFolder('armory-hott-battle-'), 'battle.json');
    // Greedy defending on seed 1 wins its first battle (checked), so the log ends in a win, not the bound limit.
    const sim = await runArmory(['simulate', 'hott', '--games', '1', '--seed', '1', '--players', 'greedy,random', '--save-log', file]);
    expect(sim.stderr).toBe('');
    expect(sim.code).toBe(0);
    const log = JSON.parse(readFileSync(file, 'utf8'));
    expect(log.options).toMatchObject({ mode: 'battle', armies: ['feudal-host', 'goblin-horde'] });
    expect(log.result).toMatchObject({ over: true, winners: [1], draw: false });
    const [reason] = Object.keys(endsOf(sim.stdout));
    expect(reason).toBe('defender broke the enemy army');

    const replayed = await runArmory(['replay', file]);
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toBe(`ok: ${log.actions.length} actions replayed, every event matches; seat 1 won: ${reason}\n`);
  }, 120_000);

  it('compares a battle run with an earlier one, naming the option that changed (--compare)', async () => {
    const earlier = join(tempFolder('armory-hott-compare-'), 'low-hills.json');
    const play = ['simulate', 'hott', '--games', '2', '--seed', '1'];
    const saved = await runArmory([...play, '--json']);
    expect(saved.code).toBe(0);
    writeFileSync(earlier, saved.stdout);
    const r = await runArmory([...play, '--battlefield', 'open-field', '--compare', earlier]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      `\n\nCompared with ${earlier} (2 games):\n  the content is the same\n  option battlefield: "low-hills" before, "open-field" now\n`,
    );
    for (const side of ['Feudal Host (defending)', 'Goblin Horde (attacking)', 'draws'])
      expect(r.stdout).toMatch(new RegExp(`^ {2}${side.replace(/[()]/g, '\\$&')} +[\\d.]+% -> +[\\d.]+% `, 'm'));
  }, 120_000);

  it('greedy (defending) wins more battles than random (attacking)', async () => {
    // Seed 1, 3 battles: greedy won all 3 when this was written; the test asks only that it win more.
    const r = await runArmory(['simulate', 'hott', '--games', '3', '--seed', '1', '--players', 'greedy,random']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const wins = winsOf(r.stdout);
    expect(wins['Feudal Host (defending)']).toBeGreaterThan(wins['Goblin Horde (attacking)']!);
  }, 180_000);
});

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from './temp-folder.testing.js';

// The commands as a user types them: `armory hott odds ...` and `armory hott table ...`, through the CLI's
// dispatch to this module's commands.
const root = join(import.meta.dirname, '..', '..', '..', '..');
const armory = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'tools', 'cli', 'bin', 'armory.js'), ...args], { cwd: root, encoding: 'utf8' });

describe('armory hott', () => {
  it('odds --json prints the exact counts over 36', () => {
    const run = armory('hott', 'odds', '--attacker', 'knights', '--defender', 'spears', '--json');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      attacker: 'knights',
      defender: 'spears',
      of: 36,
      outcomes: [
        { attacker: 'recoil', defender: 'no-effect', count: 17 },
        { attacker: 'no-effect', defender: 'destroyed', count: 10 },
        { attacker: 'no-effect', defender: 'no-effect', count: 5 },
        { attacker: 'destroyed', defender: 'no-effect', count: 4 },
      ],
    });
  }, 60_000);

  it('odds with an unknown troop type is a usage error (exit 2) naming the known types', () => {
    const run = armory('hott', 'odds', '--attacker', 'knigths', '--defender', 'spears');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/unknown --attacker 'knigths' \(did you mean knights\?\); known: god/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('table -o DIR writes the CSV and the heatmap', () => {
    const dir = join(tempFolder('hott-cli-'), 'odds');
    const run = armory('hott', 'table', '-o', dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(existsSync(join(dir, 'hott-odds.csv')) && existsSync(join(dir, 'hott-odds.html'))).toBe(true);
  }, 60_000);

  it.runIf(existsSync('/proc/self'))(
    'table -o a folder that cannot be made fails with exit 2 at once (it used to hang under /proc)',
    () => {
      const run = armory('hott', 'table', '-o', '/proc/armory-no-such/odds');
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^armory hott table: cannot write to \/proc\/armory-no-such\/odds: \/proc takes no new folders$/m);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    },
    60_000,
  );

  it('battle plays one battle and writes it bound by bound: a picture of the table and the bound in words', () => {
    const dir = join(tempFolder('hott-cli-'), 'battle');
    const run = armory('hott', 'battle', '--seed', '3', '--players', 'greedy,random', '-o', dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const summary = run.stdout.trim().split('\n').pop()!;
    expect(summary).toMatch(
      /^Feudal Host \(defending\), greedy, against Goblin Horde \(attacking\), random: Low Hills, seed 3: .+ after (\d+) bounds$/,
    );
    const bounds = Number(/after (\d+) bounds$/.exec(summary)![1]);
    const page = readFileSync(join(dir, 'hott-battle.html'), 'utf8');
    // One section for the deployment and one for each bound, each with the table's picture.
    expect(page.match(/<section>/g)).toHaveLength(bounds + 1);
    expect(page.match(/<svg/g)).toHaveLength(bounds + 1);
    expect(page).toContain('<li>Bound 1: the defender rolls');
    expect(page).toMatch(/<li>[^<]+ fought [^<]+: die \d, total -?\d+, against die \d, total -?\d+/);
  }, 120_000);

  it('battle refuses -o naming a file, before the battle is played (exit 2)', () => {
    const file = join(tempFolder('hott-cli-'), 'notes.txt');
    writeFileSync(file, 'mine');
    const run = armory('hott', 'battle', '-o', file);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`armory hott battle: cannot write to ${file}: it is a file, not a folder\n`);
    expect(run.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe('mine');
  }, 60_000);

  it('battle refuses a misspelt army and a third player as usage errors (exit 2), in words', () => {
    const army = armory('hott', 'battle', '--armies', 'feudal-hots,goblin-horde');
    expect(army.status).toBe(2);
    expect(army.stderr).toMatch(/unknown --armies 'feudal-hots' \(did you mean feudal-host\?\)/);
    const players = armory('hott', 'battle', '--players', 'random,random,random');
    expect(players.status).toBe(2);
    expect(players.stderr).toBe(
      "armory hott battle: --players names 3; a battle needs 2, the defender's first\nRun 'armory hott battle --help' for usage.\n",
    );
  }, 60_000);
});

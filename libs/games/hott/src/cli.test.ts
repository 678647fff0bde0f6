import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
});

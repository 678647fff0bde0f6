import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from './temp-folder.testing.js';

// `armory hounds print` as a user types it, through the CLI's dispatch to this module's commands.
const root = join(import.meta.dirname, '..', '..', '..', '..');
const armory = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'tools', 'cli', 'bin', 'armory.js'), ...args], { cwd: root, encoding: 'utf8' });

describe('armory hounds print', () => {
  it('-o DIR writes the A4 pages of the card set as SVG, into a folder it makes', () => {
    const dir = join(tempFolder('hounds-cli-'), 'sheets', 'sample');
    const run = armory('hounds', 'print', '-o', dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const pages = readdirSync(dir).sort();
    const [, written] = /^wrote (\d+) A4 pages of \d+ cards to (.+)\n$/.exec(run.stdout) ?? [];
    expect(run.stdout).toContain(`to ${dir}\n`);
    expect(Number(written)).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page).toMatch(/^hounds-[a-z0-9-]+-page-\d+\.svg$/);
      expect(readFileSync(join(dir, page), 'utf8')).toMatch(/^<svg[^>]*>/);
    }
  }, 60_000);

  it.runIf(existsSync('/proc/self'))(
    '-o a folder that cannot be made fails with exit 2 at once (it used to hang under /proc)',
    () => {
      const run = armory('hounds', 'print', '-o', '/proc/armory-no-such/sheets');
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^armory hounds print: cannot write to \/proc\/armory-no-such\/sheets: \/proc takes no new folders$/m);
    },
    60_000,
  );
});

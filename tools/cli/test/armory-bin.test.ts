/** The `armory` program as a shell runs it (bin/armory.js): what only a whole process shows. */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARMORY_BIN, shellArmory } from '../src/testing.js';
import { tempFolder } from '../src/temp-folder.testing.js';

describe('bin/armory.js', () => {
  it('stops quietly when the reader of its output stops early (armory ... | head)', () => {
    const r = shellArmory('armory scenario run libs/games/hott/scenarios | head -n 1');
    expect(r.stdout).toMatch(/^ok {3}\S+\.yaml\n$/);
    expect(r.stderr).toBe('');
  }, 60_000);

  it('exits with its own status when the reader of its output stops early: 1 for invalid content, not 0', async () => {
    const broken = tempFolder('armory-pipe-');
    cpSync(join(import.meta.dirname, 'fixture-game', 'workspace'), broken, { recursive: true });
    const rules = join(broken, 'content', 'fixture-race', 'rules.yaml');
    writeFileSync(rules, readFileSync(rules, 'utf8').replace('target: 10', 'target: ten'));
    const child = spawn(process.execPath, [ARMORY_BIN, 'validate', 'content/fixture-race'], {
      cwd: broken,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The reader is gone before the first line is written, as `| true` or an early `| head` leaves it.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  }, 60_000);

  it.runIf(existsSync('/proc/self'))(
    'refuses a --save-log path that cannot be written before it plays any game (exit 2)',
    () => {
      const r = shellArmory('armory simulate hott --games 2 --seed 1 --save-log /proc/armory-game.json');
      expect(r.stderr).toBe(
        "armory simulate: cannot write --save-log /proc/armory-game.json: /proc takes no new files\nRun 'armory simulate hott --help' for usage.\n",
      );
      expect(r.stdout).toBe('');
      expect(r.code).toBe(2);
    },
    60_000,
  );

  // Recursive mkdirSync never returns under /proc on Node 20: the command must fail, not hang.
  it.runIf(existsSync('/proc/self'))(
    'refuses an output folder that cannot be made, at once (exit 2)',
    () => {
      const r = shellArmory('armory i18n export hott --locale pl -o /proc/armory-no-such/hott.po');
      expect(r.stderr).toBe(
        "armory i18n: cannot write /proc/armory-no-such/hott.po: no such file or folder\nRun 'armory i18n --help' for usage.\n",
      );
      expect(r.code).toBe(2);
    },
    70_000,
  );
});

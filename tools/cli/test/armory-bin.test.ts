/** The `armory` program as a shell runs it (bin/armory.js): what only a whole process shows. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shellArmory } from '../src/testing.js';

describe('bin/armory.js', () => {
  it('stops quietly when the reader of its output stops early (armory ... | head)', () => {
    const r = shellArmory('armory scenario run libs/games/hott/scenarios | head -n 1');
    expect(r.stdout).toMatch(/^ok {3}\S+\.yaml\n$/);
    expect(r.stderr).toBe('');
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

/** The `armory` program as a shell runs it (bin/armory.js): what only a whole process shows. */
import { describe, expect, it } from 'vitest';
import { shellArmory } from '../src/testing.js';

describe('bin/armory.js', () => {
  it('stops quietly when the reader of its output stops early (armory ... | head)', () => {
    const r = shellArmory('armory scenario run libs/games/hott/scenarios | head -n 1');
    expect(r.stdout).toMatch(/^ok {3}\S+\.yaml\n$/);
    expect(r.stderr).toBe('');
  }, 60_000);
});

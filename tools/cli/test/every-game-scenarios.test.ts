import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games } from '@armory/registry';
import { repoRoot } from '../src/root.js';
import { runArmory } from '../src/testing.js';

// Every registered game's scenario files through the command a user types, so each file is also held to its
// game's scenario schema and content (a game's own vitest run of its scenarios does not check the schema).
describe('armory scenario run on every registered game', () => {
  for (const module of games()) {
    const folder = join('libs/games', module.id, 'scenarios');
    it(`passes all of ${module.id}'s scenario files`, async () => {
      const files = readdirSync(join(repoRoot(), folder)).filter((f) => f.endsWith('.yaml'));
      expect(files.length).toBeGreaterThan(0);
      const r = await runArmory(['scenario', 'run', folder]);
      expect(r.stdout).toMatch(new RegExp(`\\n${files.length} passed, 0 failed\\n$`));
      expect(r.code).toBe(0);
    }, 120_000);
  }
});

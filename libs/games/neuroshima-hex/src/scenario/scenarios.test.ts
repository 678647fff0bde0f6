// Every scenario file under scenarios/ is one test: run by the engine's scenario runner through this
// game's hooks, its actions must produce what it expects. (`armory scenario run` runs the same files
// after checking them against the schema through the content pipeline.)
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { runScenario, type Scenario } from '@armory/engine';
import { content } from '../content.testing.js';
import { neuroshimaHex } from '../game.js';
import { scenarioHooks } from './hooks.js';

const folder = join(import.meta.dirname, '..', '..', 'scenarios');
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('scenarios', () => {
  it('there are at least 60', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });
  for (const file of files) {
    it(file, () => {
      const scenario = parse(readFileSync(join(folder, file), 'utf8')) as Scenario;
      const result = runScenario(neuroshimaHex, scenarioHooks, content, scenario);
      expect(result.failures).toEqual([]);
    });
  }
});

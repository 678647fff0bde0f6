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
import { neuroshimaHexModule } from '../module.js';
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
      expect(scenario.id).toBe(file.replace(/\.yaml$/, ''));
      const result = runScenario(neuroshimaHex, scenarioHooks, content, scenario, neuroshimaHexModule);
      expect(result.failures).toEqual([]);
    });
  }
});

// The coverage table is how a reader finds the proof of a rule: every scenario and file it names must exist.
describe('the rule-coverage table of seeds/neuroshima-hex.md', () => {
  const seeds = readFileSync(join(folder, '..', '..', '..', '..', 'seeds', 'neuroshima-hex.md'), 'utf8');
  const table = seeds.slice(seeds.indexOf('## Rule coverage'));
  // Cells hold names in backticks, sometimes several in one (`a`, `b`) or a file and a symbol (`flow.ts` `endTurn`).
  const names = [...table.matchAll(/`([^`]+)`/g)].flatMap((m) => m[1]!.split(/\s+/));
  const scenarios = new Set(files.map((f) => f.replace(/\.yaml$/, '')));

  it('names only scenarios that exist (a trailing * names a family)', () => {
    const named = names.filter((n) => /^(base|hh|trog|team)-[a-z0-9-]+\*?$/.test(n));
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter((n) => (n.endsWith('*') ? ![...scenarios].some((s) => s.startsWith(n.slice(0, -1))) : !scenarios.has(n)));
    expect(missing).toEqual([]);
  });

  it('names only source and test files that exist in the package (or the CLI, for simulate.test.ts)', () => {
    const src = join(folder, '..', 'src');
    const all = readdirSync(src, { recursive: true, encoding: 'utf8' });
    // `abilities/{push-back,battle,move,tug}.ts` names several files at once.
    const sources = names
      .filter((n) => n.endsWith('.ts'))
      .flatMap((n) => {
        const brace = /^(.*)\{([^}]+)\}\.ts$/.exec(n);
        return brace ? brace[2]!.split(',').map((b) => `${brace[1]}${b}.ts`) : [n];
      });
    expect(sources.length).toBeGreaterThan(40);
    const cli = join(folder, '..', '..', '..', '..', 'tools', 'cli', 'src');
    const missing = sources.filter(
      (n) =>
        !all.some((p) => p === n || p.endsWith(`/${n}`)) &&
        !readdirSync(cli, { recursive: true, encoding: 'utf8' }).some((p) => p.endsWith(n)),
    );
    expect(missing).toEqual([]);
  });
});

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runScenario } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { hottGame } from '../hott-game.js';
import { readScenarios, SCENARIO_DIR } from './files.js';
import { hottModule } from '../module.js';
import { scenarioHooks } from './hooks.js';

const scenarios = readScenarios();

describe('hott scenarios', () => {
  for (const { file, scenario } of scenarios) {
    it(`${file}: ${scenario.title}`, () => {
      expect(scenario.id).toBe(file.replace(/\.yaml$/, ''));
      const result = runScenario(hottGame, scenarioHooks, content, scenario, hottModule);
      expect(result.failures).toEqual([]);
    });
  }
});

// Rows no situation can reach with today's content: every troop type has its own last row in the loss table,
// so that table's default never applies. A designer who adds a type without rows would reach it.
const UNREACHABLE = ['more-than-half/default'];

describe('scenario coverage', () => {
  const cited = new Set(scenarios.flatMap(({ scenario }) => scenario.rules));
  const tables: Record<string, { rows: { id: string }[] }> = {
    comparison: content.combat.comparison,
    ...content.combat.outcomes,
    ignoresResult: content.combat.ignoresResult,
    checklist: content.recoil.checklist,
    passThrough: content.recoil.passThrough,
  };

  it('every row of every table, and every default, is cited by a scenario', () => {
    const rows = Object.entries(tables).flatMap(([name, t]) => [...t.rows.map((r) => `${name}/${r.id}`), `${name}/default`]);
    expect(rows.filter((r) => !cited.has(r) && !UNREACHABLE.includes(r))).toEqual([]);
  });

  it("every tactical factor, the second rank's loss, recoil and flight are cited by a scenario", () => {
    const rules = [
      ...content.combat.factors.map((f) => `factor/${f.id}`),
      'rearSupport/lost',
      'recoil',
      'flee',
      'decide/total-zero-or-below',
    ];
    expect(rules.filter((r) => !cited.has(r))).toEqual([]);
  });

  it('each scenario cites only rules that exist', () => {
    const known = new Set([
      ...Object.entries(tables).flatMap(([name, t]) => [...t.rows.map((r) => `${name}/${r.id}`), `${name}/default`]),
      ...content.combat.factors.map((f) => `factor/${f.id}`),
      'rearSupport/lost',
      'recoil',
      'flee',
      'decide/total-zero-or-below',
    ]);
    // The battle's rules are named by their scenarios (battle-*.yaml), not by a table: battle/<rule>.
    const battle = /^battle\/[a-z0-9]+(-[a-z0-9]+)*$/;
    expect([...cited].filter((r) => !known.has(r) && !battle.test(r))).toEqual([]);
  });

  it('each battle scenario cites a battle rule, and only a battle scenario does', () => {
    const wrong = scenarios.filter(
      ({ file, scenario }) => file.startsWith('battle-') !== scenario.rules.some((r) => r.startsWith('battle/')),
    );
    expect(wrong.map(({ file }) => file)).toEqual([]);
  });
});

describe('the rule-coverage table of seeds/hott.md', () => {
  const seeds = readFileSync(join(SCENARIO_DIR, '..', '..', '..', '..', 'seeds', 'hott.md'), 'utf8');
  const table = seeds.slice(seeds.indexOf('## Rule coverage'));
  const cells = [...table.matchAll(/`([a-z0-9.-]+)`/g)].map((m) => m[1]!);
  const files = new Set(scenarios.map(({ file }) => file.replace(/\.yaml$/, '')));

  it('names only scenarios that exist', () => {
    const named = cells.filter(
      (c) => /^(factor|mth|hol|equal|recoil|pass|ignores|rear-support|flee|battle)-/.test(c) && !c.endsWith('.ts'),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((c) => !files.has(c))).toEqual([]);
  });

  it('names only test and source files that exist in the package', () => {
    const sources = cells.filter((c) => c.endsWith('.ts'));
    const missing = sources.filter(
      (c) => !existsIn(join(SCENARIO_DIR, '..', 'src'), c) && !existsIn(join(SCENARIO_DIR, '..', 'scripts'), c),
    );
    expect(sources.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});

/** Whether a file of that name is somewhere under `dir`. */
function existsIn(dir: string, name: string): boolean {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((p) => p === name || p.endsWith(`/${name}`));
}

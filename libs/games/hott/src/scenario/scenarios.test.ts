import { runScenario } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { singleCombat } from '../single-combat.js';
import { readScenarios } from './files.js';
import { scenarioHooks } from './hooks.js';

const scenarios = readScenarios();

describe('hott scenarios', () => {
  for (const { file, scenario } of scenarios) {
    it(`${file}: ${scenario.title}`, () => {
      expect(scenario.id).toBe(file.replace(/\.yaml$/, ''));
      const result = runScenario(singleCombat, scenarioHooks, content, scenario);
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
    expect([...cited].filter((r) => !known.has(r))).toEqual([]);
  });
});

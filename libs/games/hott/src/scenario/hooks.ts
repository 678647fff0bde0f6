/**
 * Scenario hooks for the engine's scenario runner. A HOTT scenario's set-up part is `situation` (the combat, as
 * `Situation`) and `dice` (the attacker's and the defender's die); its action is `{ type: fight }`. Its own
 * expectation `combat` is the fought combat, compared field by field for the fields written (band, loser, and
 * per side total, factors, result, row, ignoredBy, consequences).
 */
import type { Scenario, ScenarioHooks } from '@armory/engine';
import { combatRulesOf } from '../compiled.js';
import type { HottContent } from '../content.js';
import { singleCombat, type SingleCombatState } from '../single-combat.js';
import type { Situation } from '../situation.js';

/** The differences between `actual` and the fields `want` writes, as "expected ..., got ..." lines. */
export function differences(actual: unknown, want: unknown, where: string): string[] {
  if (want !== null && typeof want === 'object' && !Array.isArray(want)) {
    if (actual === null || typeof actual !== 'object') return [`${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(actual)}`];
    return Object.entries(want).flatMap(([k, v]) => differences((actual as Record<string, unknown>)[k], v, `${where}.${k}`));
  }
  return JSON.stringify(actual) === JSON.stringify(want)
    ? []
    : [`${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(actual)}`];
}

function diceOf(scenario: Scenario, sides: number): [number, number] {
  const dice = scenario['dice'];
  if (!Array.isArray(dice) || dice.length !== 2 || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= sides)) {
    throw new Error(`dice must be two whole numbers 1-${sides} (attacker's, defender's), got ${JSON.stringify(dice)}`);
  }
  return [dice[0], dice[1]];
}

/** The HOTT scenario hooks. */
export const scenarioHooks: ScenarioHooks<SingleCombatState, HottContent> = {
  setup(content, scenario) {
    const situation = scenario['situation'] as Situation | undefined;
    if (!situation) throw new Error('a HOTT scenario needs a situation (attacker, defender, kind)');
    const state = singleCombat.setup(content, { situation }, scenario.seed ?? 0);
    state.fixedDice = diceOf(scenario, combatRulesOf(content).dieSides);
    return state;
  },
  expectations: {
    combat(state, want) {
      if (!state.outcome) return ['combat: expected a fought combat, but nothing was fought'];
      return differences(state.outcome, want, 'combat');
    },
  },
  references(content, scenario) {
    const ids = combatRulesOf(content).types;
    const situation = (scenario['situation'] ?? {}) as Partial<Situation>;
    const refs = [];
    for (const side of ['attacker', 'defender'] as const) {
      const element = situation[side];
      if (element && typeof element.type === 'string')
        refs.push({ path: ['situation', side, 'type'], value: element.type, known: [...ids.keys()], what: 'a troop type' });
      if (element?.behind && typeof element.behind.type === 'string')
        refs.push({
          path: ['situation', side, 'behind', 'type'],
          value: element.behind.type,
          known: [...ids.keys()],
          what: 'a troop type',
        });
    }
    return refs;
  },
};

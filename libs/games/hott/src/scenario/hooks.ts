/**
 * Scenario hooks for the engine's scenario runner. A HOTT scenario sets up either a single combat or a battle:
 * - `situation` (the combat, as `Situation`) and `dice` (the attacker's and the defender's die); its action is
 *   `{ type: fight }`, and its own expectation `combat` is the fought combat, compared field by field for the
 *   fields written (band, loser, and per side total, factors, result, row, ignoredBy, consequences);
 * - `battle` (a position: battle/scenario-position.ts) and `dice` (every die the actions roll, in order); its
 *   actions are a bound's, and its own expectations `elements` and `battle` compare the fields written.
 */
import type { Scenario, ScenarioHooks } from '@armory/engine';
import { combatRulesOf } from '../compiled.js';
import type { HottContent } from '../content.js';
import { battleDifferences, elementDifferences, positionState, type FilePosition } from '../battle/scenario-position.js';
import type { BattleState } from '../battle/state.js';
import type { HottState } from '../hott-game.js';
import { singleCombat } from '../single-combat.js';
import type { Situation } from '../situation.js';
import { differences } from './differences.js';

const isBattle = (state: HottState): state is BattleState => (state as BattleState).kind === 'battle';

function diceOf(scenario: Scenario, sides: number): [number, number] {
  const dice = scenario['dice'];
  if (!Array.isArray(dice) || dice.length !== 2 || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= sides)) {
    throw new Error(`dice must be two whole numbers 1-${sides} (attacker's, defender's), got ${JSON.stringify(dice)}`);
  }
  return [dice[0], dice[1]];
}

/** The HOTT scenario hooks. */
export const scenarioHooks: ScenarioHooks<HottState, HottContent> = {
  setup(content, scenario) {
    const situation = scenario['situation'] as Situation | undefined;
    const position = scenario['battle'] as FilePosition | undefined;
    if (situation && position) throw new Error('a HOTT scenario sets up a single combat (situation) or a battle (battle), not both');
    if (position) {
      const dice = scenario['dice'] ?? [];
      const sides = combatRulesOf(content).dieSides;
      if (!Array.isArray(dice) || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= sides))
        throw new Error(`dice must be whole numbers 1-${sides}, in the order they are rolled, got ${JSON.stringify(dice)}`);
      const state = positionState(content, position, dice, scenario.seed ?? 0);
      if (scenario['dice'] !== undefined) state.scenarioDice = { given: dice.length, short: 0 };
      return state;
    }
    if (!situation) throw new Error('a HOTT scenario needs a situation (a single combat) or a battle (a position on the table)');
    const state = singleCombat.setup(content, { situation }, scenario.seed ?? 0);
    state.fixedDice = diceOf(scenario, combatRulesOf(content).dieSides);
    return state;
  },
  expectations: {
    combat(state, want) {
      if (isBattle(state)) return ['combat: expected of a single combat; a battle scenario expects elements and battle'];
      if (!state.outcome) return ['combat: expected a fought combat, but nothing was fought'];
      return differences(state.outcome, want, 'combat');
    },
    elements(state, want) {
      if (!isBattle(state)) return ['elements: expected of a battle; a single combat scenario expects combat'];
      return elementDifferences(state, want as Parameters<typeof elementDifferences>[1]);
    },
    battle(state, want) {
      if (!isBattle(state)) return ['battle: expected of a battle; a single combat scenario expects combat'];
      return battleDifferences(state, want as Record<string, unknown>);
    },
  },
  afterActions(state) {
    if (!isBattle(state) || !state.scenarioDice) return undefined;
    const { given, short } = state.scenarioDice;
    const left = state.fixedDice.length;
    if (short > 0)
      return {
        problem: `dice: the scenario gives ${given}, but its actions rolled ${given + short}; list every die they roll, in order`,
        at: ['dice'],
      };
    if (left > 0)
      return {
        problem: `dice: the scenario gives ${given}, but its actions rolled ${given - left}; ${left === 1 ? 'the last was' : `the last ${left} were`} never rolled`,
        at: ['dice'],
      };
    return undefined;
  },
  references(content, scenario) {
    const ids = combatRulesOf(content).types;
    const position = scenario['battle'] as Partial<FilePosition> | undefined;
    if (position) {
      const refs = [];
      if (typeof position.battlefield === 'string')
        refs.push({
          path: ['battle', 'battlefield'],
          value: position.battlefield,
          known: Object.keys(content.battlefields),
          what: 'a battlefield',
        });
      (Array.isArray(position.elements) ? position.elements : []).forEach((e, i) => {
        if (typeof e?.type === 'string')
          refs.push({ path: ['battle', 'elements', i, 'type'], value: e.type, known: [...ids.keys()], what: 'a troop type' });
      });
      return refs;
    }
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

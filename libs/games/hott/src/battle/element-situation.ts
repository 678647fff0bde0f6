/**
 * How one element stands for a shot or a spell: the facts of its square (going, woods, water), whether it is in close
 * combat, and the element it would bump into if it recoiled. Shooting and spells both describe their two
 * elements this way for the resolver (src/situation.ts).
 */
import type { MetElement, SideSituation } from '../situation.js';
import type { BattleContext } from './context.js';
import { facingComparedWith } from './element-met.js';
import { inCloseCombat } from './front-contact.js';
import { elementAt, type BattleElement, type BattleState } from './state.js';
import { behindOf, goingAt, step, terrainAt } from './table.js';
import { waterFacts } from './water.js';

export { inCloseCombat } from './front-contact.js';

/** The element on the square behind `element` (where it would recoil to), as the resolver's recoil checklist reads it. */
export function elementBehind(state: BattleState, element: BattleElement): MetElement | undefined {
  const met = elementAt(state, step(element.square, behindOf(element.facing)));
  if (!met) return undefined;
  return {
    type: met.type,
    friendly: met.side === element.side,
    facing: facingComparedWith(element.facing, met.facing),
    inCloseCombat: inCloseCombat(state, met),
  };
}

/** The facts about `element` that any fight reads: its type, the going, woods and water of its square, the general, the element behind. */
export function elementSituation(context: BattleContext, state: BattleState, element: BattleElement): SideSituation {
  const rules = context.content.rules;
  const situation: SideSituation = {
    type: element.type,
    going: goingAt(rules, state.table, element.square),
    general: element.general,
    inWoods: terrainAt(rules, state.table, element.square)?.woods === true,
    ...waterFacts(context, state, element),
  };
  const behind = elementBehind(state, element);
  if (behind) situation.behind = behind;
  return situation;
}

/**
 * What a recoiling or fleeing element makes of one it bumps into on the table: the element met as the recoil
 * checklist and the "may pass through" chart see it (recoil.yaml), and those tables' answers.
 */
import type { ChecklistStep } from '../rules.js';
import type { Facing } from '../situation.js';
import { troopType, type BattleContext } from './context.js';
import { inCloseCombat } from './front-contact.js';
import type { BattleElement, BattleState } from './state.js';
import { behindOf, type Direction } from './table.js';

/** How an element facing `met` faces, compared with one facing `mover`. */
export function facingComparedWith(mover: Direction, met: Direction): Facing {
  if (met === mover) return 'same';
  return met === behindOf(mover) ? 'opposite' : 'sideways';
}

/** Whether an element is in close combat: one definition for the whole battle (front-contact.ts). */
export { inCloseCombat };

/** The fields the checklist and the chart read about the mover (`self`) and the element met (`met`). */
function tableContext(context: BattleContext, state: BattleState, mover: BattleElement, met: BattleElement, recoiling: boolean) {
  return {
    self: { type: mover.type, class: troopType(context, mover.type).class, general: mover.general, recoiling },
    met: {
      type: met.type,
      class: troopType(context, met.type).class,
      friendly: met.side === mover.side,
      facing: facingComparedWith(mover.facing, met.facing),
      inCloseCombat: inCloseCombat(state, met),
    },
  };
}

/** Whether the "may pass through" chart lets `mover` through `met` (`recoiling`: while recoiling, not running). */
export function mayPassThrough(context: BattleContext, state: BattleState, mover: BattleElement, met: BattleElement, recoiling: boolean) {
  return context.rules.passThrough.lookup(tableContext(context, state, mover, met, recoiling)).outcome;
}

/** The recoil checklist's step (its row id) and outcome when `mover` recoils into `met`. */
export interface Bump {
  step: string;
  outcome: ChecklistStep;
}

/** The recoil checklist's answer for `mover` recoiling into `met`, the chart's pass-through answer included. */
export function checklistFor(context: BattleContext, state: BattleState, mover: BattleElement, met: BattleElement): Bump {
  const looked = tableContext(context, state, mover, met, true);
  const passThrough = context.rules.passThrough.lookup(looked).outcome;
  const found = context.rules.checklist.lookup({ ...looked, passThrough });
  return { step: found.row, outcome: found.outcome };
}

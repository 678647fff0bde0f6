/**
 * A recoil on the grid: the element moves back, square by square (a base depth is one square), opposite the way it
 * faces; an element in the way is dealt with by the recoil checklist (recoil.yaml): the element met destroyed, the
 * recoiling one destroyed, passed through, or pushed back.
 */
import type { Event } from '@armory/engine';
import { troopType, type BattleContext } from './context.js';
import { checklistFor, mayPassThrough, type Bump } from './element-met.js';
import { elementAt, type BattleElement, type BattleState } from './state.js';
import { behindOf, onTable, sameSquare, step, type Direction, type Square } from './table.js';

/** Marks `element` destroyed and says so, with why when it was not the combat itself. */
export function destroy(element: BattleElement, events: Event[], why?: Record<string, unknown>): void {
  element.status = 'destroyed';
  events.push({ type: 'destroyed', element: element.id, ...why });
}

/** Whether an element can be moved at all: a troop type with no movement (the stronghold) never moves. */
export const canMove = (context: BattleContext, element: BattleElement) => troopType(context, element.type).movement !== undefined;

/** Why a recoil that met an element it could neither pass nor push ended the element. */
const BLOCKED: Record<string, string> = { 'pass-through': 'nowhere-to-land', 'push-back': 'push-blocked' };

/** What stopped a recoil: an element's id, or the table's edge. A `destroyed` event names it as `blockedBy`. */
export type Blocker = number | 'table-edge';

/** Where a bump leaves the recoiling element: the square it lands on, or what blocked it. */
type Landing = { square: Square } | { blocker: Blocker };

/**
 * Recoils `element` `baseDepths` squares. `met` is the resolver's checklist answer for the element that stood
 * behind it in the fight's situation; it decides the first bump when that square is held, and the checklist is
 * asked afresh for any other. Leaves the element destroyed when it cannot make the recoil.
 */
export function recoilOnTable(
  context: BattleContext,
  state: BattleState,
  element: BattleElement,
  baseDepths: number,
  met: Bump | undefined,
  events: Event[],
): void {
  const direction = behindOf(element.facing);
  const from = { ...element.square };
  const recoiled = () => {
    if (!sameSquare(element.square, from)) events.push({ type: 'recoiled', element: element.id, from, to: { ...element.square } });
  };
  for (let depth = 0; depth < baseDepths; depth++) {
    const next = step(element.square, direction);
    // Off the table's edge: destroyed, as DBA has it (the crib sheet is silent).
    if (!onTable(state.table, next)) {
      recoiled();
      return destroy(element, events, { cause: 'off-table' });
    }
    const occupant = elementAt(state, next);
    if (occupant) {
      const bump = depth === 0 && met ? met : checklistFor(context, state, element, occupant);
      const landing = bumpInto(context, state, element, occupant, bump, direction, events);
      if ('blocker' in landing) {
        recoiled();
        const cause = bump.outcome === 'destroyed' ? bump.step : BLOCKED[bump.outcome];
        return destroy(element, events, { cause, blockedBy: landing.blocker });
      }
      element.square = landing.square;
      continue;
    }
    element.square = next;
  }
  if (context.content.recoil.recoil.turns) element.facing = direction;
  recoiled();
}

/** Carries out the checklist's outcome for one bump; returns the square the recoiling element lands on, or what blocked it. */
function bumpInto(
  context: BattleContext,
  state: BattleState,
  element: BattleElement,
  occupant: BattleElement,
  bump: Bump,
  direction: Direction,
  events: Event[],
): Landing {
  switch (bump.outcome) {
    case 'other-destroyed':
      destroy(occupant, events, { cause: bump.step, by: element.id });
      return { square: { ...occupant.square } };
    case 'destroyed':
      return { blocker: occupant.id };
    case 'pass-through':
      return passThrough(context, state, element, occupant, direction, events);
    case 'push-back': {
      const blocker = pushBack(context, state, element, occupant, direction, events);
      return blocker === null ? { square: step(element.square, direction) } : { blocker };
    }
  }
}

/**
 * Passes through `occupant` to the first free square beyond it. Decided for the grid: elements beyond are passed
 * only where the chart allows it too; one it may not pass, or the table's edge, before a free square destroys it
 * (and is what blocked it).
 */
function passThrough(
  context: BattleContext,
  state: BattleState,
  element: BattleElement,
  occupant: BattleElement,
  direction: Direction,
  events: Event[],
): Landing {
  const passed = [occupant];
  let square = step(occupant.square, direction);
  for (;;) {
    if (!onTable(state.table, square)) return { blocker: 'table-edge' };
    const next = elementAt(state, square);
    if (!next) break;
    if (!mayPassThrough(context, state, element, next, true)) return { blocker: next.id };
    passed.push(next);
    square = step(square, direction);
  }
  for (const other of passed) events.push({ type: 'passed-through', element: element.id, through: other.id });
  return { square };
}

/**
 * Pushes `occupant` back one square, and any elements in a line behind it. Decided for the grid: the chain goes on
 * through the recoiling side's elements facing its way; an enemy or one facing otherwise, an element that never
 * moves, or the table's edge blocks the push, nothing moves, and the recoiling element is destroyed (it could not
 * make its recoil). Returns what blocked the push, or null when the chain moved.
 */
function pushBack(
  context: BattleContext,
  state: BattleState,
  element: BattleElement,
  occupant: BattleElement,
  direction: Direction,
  events: Event[],
): Blocker | null {
  const chain = [occupant];
  let square = step(occupant.square, direction);
  for (;;) {
    if (!onTable(state.table, square)) return 'table-edge';
    const next = elementAt(state, square);
    if (!next) break;
    if (next.side !== element.side || next.facing !== element.facing) return next.id;
    chain.push(next);
    square = step(square, direction);
  }
  const fixed = chain.find((e) => !canMove(context, e));
  if (fixed) return fixed.id;
  for (const pushed of chain) {
    const from = pushed.square;
    pushed.square = step(from, direction);
    events.push({ type: 'pushed-back', element: pushed.id, from, to: pushed.square, by: element.id });
  }
  return null;
}

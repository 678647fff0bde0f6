/**
 * Moving a group: two or more of a side's elements side by side in a line, all facing the same way, moving
 * straight ahead together by the same number of squares for one payment of PIPs.
 */
import { IllegalAction, type Event } from '@armory/engine';
import type { GroupMoveAction } from './actions.js';
import { moveCost } from './command.js';
import { troopType, type BattleContext } from './context.js';
import { allowanceOver, chargeEvents, whyCannotMove } from './movement.js';
import { elementAt, type BattleElement, type BattleState } from './state.js';
import { goingAt, leftOf, onTable, rightOf, squaresIn, step } from './table.js';

/** Whether `other` may stand in a line with `element`: both could move alone, and they face the same way. */
function linesUpWith(context: BattleContext, state: BattleState, element: BattleElement, other: BattleElement | undefined) {
  return (
    other !== undefined && other.side === element.side && other.facing === element.facing && whyCannotMove(context, state, other) === null
  );
}

/** Each whole line of the side's movable elements, listed from its left flank to its right (as they face). */
function linesOf(context: BattleContext, state: BattleState): BattleElement[][] {
  const lines: BattleElement[][] = [];
  for (const first of state.elements) {
    if (first.side !== state.side || whyCannotMove(context, state, first) !== null) continue;
    // A line is found once, from its left end.
    if (linesUpWith(context, state, first, elementAt(state, step(first.square, leftOf(first.facing))))) continue;
    const line = [first];
    for (;;) {
      const next = elementAt(state, step(line[line.length - 1]!.square, rightOf(first.facing)));
      if (!next || !linesUpWith(context, state, first, next)) break;
      line.push(next);
    }
    if (line.length > 1) lines.push(line);
  }
  return lines;
}

/**
 * The most squares a group may move straight ahead: every element's path empty and on the table (a group
 * passes through nobody), within the least allowance of them over its own path. A line may not enter bad
 * going while rules.yaml `movement.badGoingFormation` is `column`; columns are not built yet, so such a move
 * is made element by element.
 */
export function squaresAhead(context: BattleContext, state: BattleState, group: BattleElement[]): number {
  const { rules } = context.content;
  const { table } = state;
  const lineMayEnterBad = rules.movement.badGoingFormation !== 'column';
  const paths = group.map((e) => ({
    element: e,
    movement: troopType(context, e.type).movement!,
    goings: [goingAt(rules, table, e.square)],
  }));
  for (let squares = 1; ; squares++) {
    for (const path of paths) {
      const to = step(path.element.square, path.element.facing, squares);
      if (!onTable(table, to) || elementAt(state, to)) return squares - 1;
      const going = goingAt(rules, table, to);
      if (going === 'bad' && !lineMayEnterBad) return squares - 1;
      path.goings.push(going);
      const allowance = allowanceOver(path.movement, path.goings);
      if (allowance === undefined || squares > squaresIn(table, allowance)) return squares - 1;
    }
  }
}

/** Every group move of the side whose bound it is: each run of two or more side by side in a line, by 1..n squares. */
export function groupMovesOf(context: BattleContext, state: BattleState): GroupMoveAction[] {
  const moves: GroupMoveAction[] = [];
  for (const line of linesOf(context, state)) {
    for (let first = 0; first < line.length - 1; first++) {
      for (let last = first + 1; last < line.length; last++) {
        const group = line.slice(first, last + 1);
        const elements = group.map((e) => e.id);
        if (state.pips < moveCost(context, state, elements)) continue;
        const most = squaresAhead(context, state, group);
        for (let squares = 1; squares <= most; squares++) moves.push({ type: 'move-group', elements, squares });
      }
    }
  }
  return moves;
}

/** The elements of `ids` in line order when they stand side by side facing the same way, or why they do not. */
function lineOf(context: BattleContext, state: BattleState, ids: number[]): BattleElement[] | string {
  if (ids.length < 2) return 'a group is two or more elements';
  if (new Set(ids).size !== ids.length) return 'an element is named twice';
  const group: BattleElement[] = [];
  for (const id of ids) {
    const element = state.elements[id];
    if (!element) return `there is no element ${id}`;
    const why = whyCannotMove(context, state, element);
    if (why) return why;
    group.push(element);
  }
  const left = group.find((e) => {
    const beside = elementAt(state, step(e.square, leftOf(e.facing)));
    return !beside || !group.includes(beside);
  });
  const line = left ? [left] : [];
  while (line.length > 0 && line.length < group.length) {
    const next = elementAt(state, step(line[line.length - 1]!.square, rightOf(left!.facing)));
    if (!next || !group.includes(next) || next.facing !== left!.facing) break;
    line.push(next);
  }
  return line.length === group.length ? line : 'the elements do not stand side by side in one line facing the same way';
}

/** Moves a group as `action` says, paying one cost for all; throws `IllegalAction`, changing nothing, when it may not. */
export function carryOutGroupMove(context: BattleContext, state: BattleState, action: GroupMoveAction): Event[] {
  const line = lineOf(context, state, action.elements);
  if (typeof line === 'string') throw new IllegalAction(action, line);
  const pips = moveCost(context, state, action.elements);
  if (state.pips < pips) throw new IllegalAction(action, `the move costs ${pips} PIPs and ${state.pips} are left`);
  const most = squaresAhead(context, state, line);
  if (most === 0) throw new IllegalAction(action, 'the way straight ahead of the group is not clear');
  if (!Number.isInteger(action.squares) || action.squares < 1 || action.squares > most) {
    throw new IllegalAction(action, `the group may move 1 to ${most} squares ahead this bound, not ${action.squares}`);
  }
  state.pips -= pips;
  const events: Event[] = [{ type: 'group-moved', elements: line.map((e) => e.id), squares: action.squares, pips }];
  for (const element of line) {
    const from = element.square;
    element.square = step(from, element.facing, action.squares);
    element.moved = true;
    events.push({ type: 'moved', element: element.id, from, to: element.square, facing: element.facing });
  }
  for (const element of line) events.push(...chargeEvents(state, element));
  return events;
}

/**
 * Moving a group: two or more of a side's elements, all facing the same way, either side by side in a line or
 * one behind another in a column, moving straight ahead together by the same number of squares for one
 * payment of PIPs.
 */
import { IllegalAction, type Event } from '@armory/engine';
import type { GroupMoveAction } from './actions.js';
import { moveCost } from './command.js';
import type { BattleContext } from './context.js';
import { chargeEvents, whyCannotMove } from './movement.js';
import { allowanceOf, moverOf, pathOnto } from './pace.js';
import { elementAt, type BattleElement, type BattleState } from './state.js';
import { behindOf, onTable, rightOf, squaresIn, step, terrainAt, type Direction } from './table.js';

/** How a group stands: side by side across its facing (a line), or one behind another along it (a column). */
export type Formation = 'line' | 'column';
export const FORMATIONS: readonly Formation[] = ['line', 'column'];

/** Where the next element of a formation stands: a line from its left flank to its right, a column from head to tail. */
const NEXT: Record<Formation, (facing: Direction) => Direction> = { line: rightOf, column: behindOf };

/** A group as it stands: its formation and its elements in that formation's order. */
export interface Group {
  formation: Formation;
  elements: BattleElement[];
}

/** Each whole line and column of the side's movable elements, each found once from its first element. */
function formationsOf(context: BattleContext, state: BattleState): Group[] {
  // Who may move alone, asked once: an element falls in with another of its side that may move and faces its way.
  const movable = new Set(state.elements.filter((e) => whyCannotMove(context, state, e) === null));
  const fallsInWith = (first: BattleElement, other: BattleElement | undefined) =>
    other !== undefined && movable.has(other) && other.facing === first.facing;
  const groups: Group[] = [];
  for (const formation of FORMATIONS) {
    for (const first of movable) {
      const next = NEXT[formation](first.facing);
      if (fallsInWith(first, elementAt(state, step(first.square, behindOf(next))))) continue;
      const elements = [first];
      for (;;) {
        const other = elementAt(state, step(elements[elements.length - 1]!.square, next));
        if (!fallsInWith(first, other)) break;
        elements.push(other!);
      }
      if (elements.length > 1) groups.push({ formation, elements });
    }
  }
  return groups;
}

/** Who stands on each square (as `elementAt` counts them), by index `y * width + x`. */
function standingOn(state: BattleState): Map<number, BattleElement> {
  const standing = new Map<number, BattleElement>();
  for (const e of state.elements) {
    const index = e.square.y * state.table.width + e.square.x;
    if ((e.status === 'in-play' || e.status === 'ensorcelled') && !standing.has(index)) standing.set(index, e);
  }
  return standing;
}

/**
 * The most squares a group may move straight ahead: every element's path on the table and empty but for the
 * group's own elements, which move along with it (a group passes through nobody), within the least allowance
 * of them over its own path (by going, wading water, or along a road the whole way: pace.ts `allowanceOf`).
 * A line may enter bad going (water is bad going) only when rules.yaml `movement.badGoingFormation` is `any`; a
 * column always may. `standing` is who stands where (`standingOn`), when the caller has it.
 */
export function squaresAhead(context: BattleContext, state: BattleState, group: Group, standing = standingOn(state)): number {
  const { rules } = context.content;
  const { table } = state;
  const mayEnterBad = group.formation === 'column' || rules.movement.badGoingFormation === 'any';
  // Each element's path so far, from the square it stands on (pace.ts `pathOnto`, a square at a time).
  const paths = group.elements.map((e) => {
    const mover = moverOf(context, e.type)!;
    return { element: e, mover, sofar: pathOnto(rules, mover, undefined, terrainAt(rules, table, e.square)) };
  });
  for (let squares = 1; ; squares++) {
    for (const path of paths) {
      const to = step(path.element.square, path.element.facing, squares);
      if (!onTable(table, to)) return squares - 1;
      const other = standing.get(to.y * table.width + to.x);
      if (other && !group.elements.includes(other)) return squares - 1;
      const kind = terrainAt(rules, table, to);
      if (kind?.going === 'bad' && !mayEnterBad) return squares - 1;
      path.sofar = path.sofar && pathOnto(rules, path.mover, path.sofar, kind);
      if (!path.sofar || squares > squaresIn(table, allowanceOf(path.mover, path.sofar))) return squares - 1;
    }
  }
}

/** Every group move of the side whose bound it is: each run of two or more of a line or column, by 1..n squares. */
export function groupMovesOf(context: BattleContext, state: BattleState): GroupMoveAction[] {
  const moves: GroupMoveAction[] = [];
  const standing = standingOn(state);
  for (const { formation, elements: all } of formationsOf(context, state)) {
    for (let first = 0; first < all.length - 1; first++) {
      for (let last = first + 1; last < all.length; last++) {
        const group = { formation, elements: all.slice(first, last + 1) };
        const elements = group.elements.map((e) => e.id);
        if (state.pips < moveCost(context, state, elements)) continue;
        const most = squaresAhead(context, state, group, standing);
        for (let squares = 1; squares <= most; squares++) moves.push({ type: 'move-group', elements, squares });
      }
    }
  }
  return moves;
}

/** The group the elements of `ids` make (in its formation's order), or why they make none. */
function groupOf(context: BattleContext, state: BattleState, ids: number[]): Group | string {
  if (ids.length < 2) return 'a group is two or more elements';
  if (new Set(ids).size !== ids.length) return 'an element is named twice';
  const members: BattleElement[] = [];
  for (const id of ids) {
    const element = state.elements[id];
    if (!element) return `there is no element ${id}`;
    const why = whyCannotMove(context, state, element);
    if (why) return why;
    members.push(element);
  }
  const facing = members[0]!.facing;
  if (members.some((e) => e.facing !== facing)) return 'the elements of a group face the same way';
  const member = (square: BattleElement['square']) => {
    const standing = elementAt(state, square);
    return standing !== undefined && members.includes(standing);
  };
  for (const formation of FORMATIONS) {
    const next = NEXT[formation](facing);
    const first = members.find((e) => !member(step(e.square, behindOf(next))));
    const elements = first ? [first] : [];
    while (elements.length > 0 && member(step(elements[elements.length - 1]!.square, next))) {
      elements.push(elementAt(state, step(elements[elements.length - 1]!.square, next))!);
    }
    if (elements.length === members.length) return { formation, elements };
  }
  return 'the elements stand neither side by side in one line nor one behind another in one column';
}

/** Moves a group as `action` says, paying one cost for all; throws `IllegalAction`, changing nothing, when it may not. */
export function carryOutGroupMove(context: BattleContext, state: BattleState, action: GroupMoveAction): Event[] {
  const group = groupOf(context, state, action.elements);
  if (typeof group === 'string') throw new IllegalAction(action, group);
  const pips = moveCost(context, state, action.elements);
  if (state.pips < pips) throw new IllegalAction(action, `the move costs ${pips} PIPs and ${state.pips} are left`);
  const most = squaresAhead(context, state, group);
  if (most === 0) throw new IllegalAction(action, `the way straight ahead of the ${group.formation} is not clear`);
  if (!Number.isInteger(action.squares) || action.squares < 1 || action.squares > most) {
    throw new IllegalAction(action, `the ${group.formation} may move 1 to ${most} squares ahead this bound, not ${action.squares}`);
  }
  state.pips -= pips;
  const events: Event[] = [
    { type: 'group-moved', formation: group.formation, elements: group.elements.map((e) => e.id), squares: action.squares, pips },
  ];
  for (const element of group.elements) {
    const from = element.square;
    element.square = step(from, element.facing, action.squares);
    element.moved = true;
    events.push({ type: 'moved', element: element.id, from, to: element.square, facing: element.facing });
  }
  for (const element of group.elements) events.push(...chargeEvents(state, element));
  return events;
}

/**
 * Moving one element in the movement phase: where it may end its move and which way it may face
 * (`movesOf`), and carrying a move out (`carryOutMove`). Each square costs `table.squarePaces` paces of the
 * type's allowance (troop-types.yaml `movement`: by going, wading water, along a road); passing through others
 * follows recoil.yaml's `passThrough`.
 */
import { IllegalAction, type Event } from '@armory/engine';
import type { TroopType } from '../content.js';
import type { Going } from '../situation.js';
import type { MoveAction } from './actions.js';
import { moveCost } from './command.js';
import { troopType, type BattleContext } from './context.js';
import { inCloseCombat } from './element-situation.js';
import { allowanceOf, moverOf, pathOnto, type PathSoFar } from './pace.js';
import { elementAt, type BattleElement, type BattleState } from './state.js';
import { DIRECTIONS, behindOf, sameSquare, squaresIn, step, terrainAt, type Direction, type Square } from './table.js';

/** A troop type's moves in paces by going. */
export type Movement = NonNullable<TroopType['movement']>;

/** The in-play enemy of `element` standing on `square`, if any (a frog fights nobody). */
export function enemyAt(state: BattleState, element: BattleElement, square: Square): BattleElement | undefined {
  const other = elementAt(state, square);
  return other && other.side !== element.side && other.status === 'in-play' ? other : undefined;
}

/** The enemy `element`'s front edge touches: the one on the square ahead of it. */
export const enemyAhead = (state: BattleState, element: BattleElement) => enemyAt(state, element, step(element.square, element.facing));

/**
 * The paces a type may move over squares of these goings: the least of its figures for them, so the `bad`
 * figure once any square of the path, start included, is bad going. Undefined when one of them is going the
 * type has no figure for (artillery in bad going): it may not enter such a square, nor leave one it was pushed into.
 */
export function allowanceOver(movement: Movement, goings: readonly Going[]): number | undefined {
  let least = Number.POSITIVE_INFINITY;
  for (const going of goings) {
    const figure = movement[going];
    if (figure === undefined) return undefined;
    least = Math.min(least, figure);
  }
  return least;
}

/** Why `element` may not move now (PIPs aside), or null when it may. */
export function whyCannotMove(context: BattleContext, state: BattleState, element: BattleElement): string | null {
  // Named only when refused: move listings ask this of every element many times.
  const name = () => `element ${element.id} (${element.type})`;
  if (state.result) return 'the battle is over';
  if (state.phase !== 'movement') return `it is the ${state.phase} phase, not movement`;
  if (element.side !== state.side) return `${name()} is not of the side whose bound it is`;
  if (element.status !== 'in-play') return `${name()} is ${element.status}`;
  if (!troopType(context, element.type).movement) return `${name()} never moves (its troop type has no movement)`;
  if (element.moved) return `${name()} has already moved this bound`;
  const enemy = enemyAhead(state, element);
  if (enemy) return `${name()} is in front-edge contact with enemy element ${enemy.id} (${enemy.type})`;
  return null;
}

/** How the element met stands against the mover's step: the mover faces the way it goes (it turns freely). */
function facingAgainst(met: Direction, going: Direction) {
  if (met === going) return 'same';
  return met === behindOf(going) ? 'opposite' : 'sideways';
}

/** Whether `mover`, stepping `going`, may pass through `met` (recoil.yaml `passThrough`, not recoiling). */
export function mayPassThrough(
  context: BattleContext,
  state: BattleState,
  mover: BattleElement,
  met: BattleElement,
  going: Direction,
): boolean {
  const self = { type: mover.type, class: troopType(context, mover.type).class, recoiling: false };
  const other = {
    type: met.type,
    class: troopType(context, met.type).class,
    friendly: met.side === mover.side,
    facing: facingAgainst(met.facing, going),
    inCloseCombat: inCloseCombat(state, met),
  };
  return context.rules.passThrough.lookup({ self, met: other }).outcome;
}

/** The step to the next square in each of `DIRECTIONS`, for searches that walk the grid by index. */
const OFFSETS = DIRECTIONS.map((d) => step({ x: 0, y: 0 }, d));

/**
 * The squares `element` may end its move on, nearest first: orthogonal steps on the table, each paid from the
 * allowance of the path so far, through others only where the chart allows, never ending on a held square.
 */
export function squaresReached(context: BattleContext, state: BattleState, element: BattleElement): Square[] {
  const { rules } = context.content;
  const { table } = state;
  const mover = moverOf(context, element.type);
  if (!mover) return [];
  const start = pathOnto(rules, mover, undefined, terrainAt(rules, table, element.square));
  if (!start) return [];
  const { width, depth } = table;
  const squareCount = width * depth;
  // Squares go by index (y * width + x); who stands where, whether the mover may pass each, and the allowance in
  // each going are worked out once per search (the search meets a square many times).
  const standing = new Map<number, BattleElement>();
  for (const other of state.elements) {
    if (other.status === 'in-play' || other.status === 'ensorcelled') standing.set(other.square.y * width + other.square.x, other);
  }
  const passes = new Map<string, boolean>();
  const mayPass = (met: BattleElement, d: Direction) => {
    if (met.id === element.id) return true;
    // The chart reads the step only as how the element met faces against it.
    const key = `${met.id} ${facingAgainst(met.facing, d)}`;
    let pass = passes.get(key);
    if (pass === undefined) passes.set(key, (pass = mayPassThrough(context, state, element, met, d)));
    return pass;
  };
  // Breadth first over (square, path so far): a path through bad going or water may reach less far than one round
  // it, and one wholly along a road further.
  const seenKey = (path: PathSoFar, index: number) => (path.least * 2 + (path.road ? 1 : 0)) * squareCount + index;
  const seen = new Set<number>([seenKey(start, element.square.y * width + element.square.x)]);
  const ends = new Map<number, Square>();
  let frontier = [{ x: element.square.x, y: element.square.y, path: start }];
  for (let squares = 1; frontier.length > 0; squares++) {
    const next: typeof frontier = [];
    for (const { x, y, path: before } of frontier) {
      for (let d = 0; d < DIRECTIONS.length; d++) {
        const tx = x + OFFSETS[d]!.x;
        const ty = y + OFFSETS[d]!.y;
        if (tx < 0 || ty < 0 || tx >= width || ty >= depth) continue;
        const path = pathOnto(rules, mover, before, terrainAt(rules, table, { x: tx, y: ty }));
        if (!path || squares > squaresIn(table, allowanceOf(mover, path))) continue;
        const index = ty * width + tx;
        const key = seenKey(path, index);
        if (seen.has(key)) continue;
        const other = standing.get(index);
        if (other && !mayPass(other, DIRECTIONS[d]!)) continue;
        seen.add(key);
        if (!other && !ends.has(index)) ends.set(index, { x: tx, y: ty });
        next.push({ x: tx, y: ty, path });
      }
    }
    frontier = next;
  }
  return [...ends.values()];
}

/**
 * Every place and facing `element` may end its move this bound: turning where it stands, then each square it
 * reaches facing any way (turning is free on the grid: the crib sheet counts no turns, and a square has four
 * edges to face). None when it may not move, or its side cannot pay the move's PIPs.
 */
export function movesOf(context: BattleContext, state: BattleState, id: number): MoveAction[] {
  const element = state.elements[id];
  if (!element || whyCannotMove(context, state, element) !== null) return [];
  if (state.pips < moveCost(context, state, [id])) return [];
  const moves: MoveAction[] = [];
  for (const facing of DIRECTIONS) if (facing !== element.facing) moves.push({ type: 'move', element: id, to: element.square, facing });
  for (const to of squaresReached(context, state, element))
    for (const facing of DIRECTIONS) moves.push({ type: 'move', element: id, to, facing });
  return moves;
}

/** Moves an element as `action` says, paying its PIPs; throws `IllegalAction`, changing nothing, when it may not. */
export function carryOutMove(context: BattleContext, state: BattleState, action: MoveAction): Event[] {
  const element = state.elements[action.element];
  if (!element) throw new IllegalAction(action, `there is no element ${action.element}`);
  const why = whyCannotMove(context, state, element);
  if (why) throw new IllegalAction(action, why);
  const pips = moveCost(context, state, [element.id]);
  if (state.pips < pips) throw new IllegalAction(action, `the move costs ${pips} PIPs and ${state.pips} are left`);
  // As movesOf lists them: turning where it stands, or any facing on a square it reaches (never its own).
  const turning = sameSquare(action.to, element.square);
  const legal =
    DIRECTIONS.includes(action.facing) &&
    (turning ? action.facing !== element.facing : squaresReached(context, state, element).some((s) => sameSquare(s, action.to)));
  if (!legal) {
    const where = `(${action.to.x}, ${action.to.y}) facing ${action.facing}`;
    throw new IllegalAction(action, `element ${element.id} (${element.type}) cannot end its move on ${where} this bound`);
  }
  const from = element.square;
  state.pips -= pips;
  element.square = { x: action.to.x, y: action.to.y };
  element.facing = action.facing;
  element.moved = true;
  const events: Event[] = [{ type: 'moved', element: element.id, from, to: element.square, facing: element.facing, pips }];
  events.push(...chargeEvents(state, element));
  return events;
}

/** Marks `element` charged when its move ended with its front edge touching an enemy, and says so. */
export function chargeEvents(state: BattleState, element: BattleElement): Event[] {
  const enemy = enemyAhead(state, element);
  element.charged = enemy !== undefined;
  return enemy ? [{ type: 'charged', element: element.id, enemy: enemy.id }] : [];
}

/**
 * Where each square of a flight goes (seeds/hott.md D56). Straight on when it can; when that square is blocked, round
 * what is in the way by a square ahead on a diagonal, the one that ends further from the enemy it flees (the one on
 * its right hand as it runs on a tie). It never steps sideways or back, so every square takes it one square further
 * on its way from the enemy; when no square ahead is open it stops. The table's edge is no obstacle: a square off
 * the table is open, and a flight that steps there has fled.
 */
import { troopType, type BattleContext } from './context.js';
import { mayPassThrough } from './element-met.js';
import { elementAt, type BattleElement, type BattleState } from './state.js';
import { goingAt, leftOf, onTable, rightOf, step, type Direction, type Square } from './table.js';

/** What a flight needs to find its way: who runs, from whom, which way, and whether it steers (recoil.yaml `flee.steers`). */
export interface Flight {
  element: BattleElement;
  enemy: Square;
  way: Direction;
  steers: boolean;
}

/** The square the flight goes to from `from`, or null when nothing ahead is open to it. */
export function nextSquare(context: BattleContext, state: BattleState, flight: Flight, from: Square): Square | null {
  const straight = step(from, flight.way);
  if (isOpen(context, state, flight.element, straight)) return straight;
  if (!flight.steers) return null;
  // Right hand first, so that on a tie the stable sort keeps it first.
  const ways = [rightOf(flight.way), leftOf(flight.way)]
    .filter((side) => isOpen(context, state, flight.element, step(from, side)))
    .map((side) => step(straight, side))
    .filter((square) => isOpen(context, state, flight.element, square));
  ways.sort((a, b) => distanceSquared(b, flight.enemy) - distanceSquared(a, flight.enemy));
  return ways[0] ?? null;
}

/**
 * Whether a flight may go onto `square`: off the table (it flees), or going its type may enter that is free or held
 * by one the "may pass through" chart lets it pass when not recoiling. The square beside a diagonal step must be
 * open too: a flight goes round a corner, never between two.
 */
function isOpen(context: BattleContext, state: BattleState, element: BattleElement, square: Square): boolean {
  if (!onTable(state.table, square)) return true;
  if (!mayEnter(context, state, element, square)) return false;
  const occupant = elementAt(state, square);
  return !occupant || mayPassThrough(context, state, element, occupant, false);
}

/** Whether `element`'s troop type may enter `square`'s going (it has a movement figure for it). */
export function mayEnter(context: BattleContext, state: BattleState, element: BattleElement, square: Square): boolean {
  const going = goingAt(context.content.rules, state.table, square);
  return troopType(context, element.type).movement?.[going] !== undefined;
}

const distanceSquared = (a: Square, b: Square) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;

/**
 * Front contact on the grid: an element's front edge touches the square ahead of it, and two enemies are in
 * front contact when each one's front touches the other. The defender's stronghold has no front of its own: any
 * enemy whose front touches one of its four sides is in front contact with it, and it contacts no one.
 */
import { elementAt, isStronghold, type BattleElement, type BattleState } from './state.js';
import { behindOf, directionTo, leftOf, rightOf, sameSquare, step, type Direction, type Square } from './table.js';

/** The enemy of `element` standing in play on `square`, if there is one. */
export function enemyAt(state: BattleState, element: BattleElement, square: Square): BattleElement | undefined {
  const other = elementAt(state, square);
  return other && other.side !== element.side && other.status === 'in-play' ? other : undefined;
}

/** Whether `a`'s front edge touches `b` (on any of `b`'s edges). A stronghold has no front edge. */
export const frontTouches = (a: BattleElement, b: BattleElement) => !isStronghold(a) && sameSquare(step(a.square, a.facing), b.square);

/**
 * Whether `element` is in close combat, wherever the battle asks (shooting, the pass-through chart, the recoil
 * checklist, moving): an enemy in play stands edge to edge with it and the front edge of one of them touches the
 * other (a stronghold has no front: it is only touched). Ensorcelled elements fight no one. An enemy merely
 * side by side is not in combat with it.
 */
export function inCloseCombat(state: BattleState, element: BattleElement): boolean {
  if (element.status !== 'in-play') return false;
  return state.elements.some(
    (other) => other.side !== element.side && other.status === 'in-play' && (frontTouches(other, element) || frontTouches(element, other)),
  );
}

/** Whether two enemies in play are in front contact: next to each other, each front touching the other (a stronghold's every side counts as front). */
export function faceToFace(a: BattleElement, b: BattleElement): boolean {
  if (a.side === b.side || a.status !== 'in-play' || b.status !== 'in-play') return false;
  if (directionTo(a.square, b.square) === null) return false;
  return (frontTouches(a, b) || isStronghold(a)) && (frontTouches(b, a) || isStronghold(b));
}

/** `facing` and the three other edges, in the order an element looks at them: front, left flank, right flank, rear. */
export const edgesFrom = (facing: Direction): Direction[] => [facing, leftOf(facing), rightOf(facing), behindOf(facing)];

/**
 * The enemy `element` fights in front contact, if any. Only a stronghold can have more than one (one on each
 * side): it fights the one its front faces, else the first by edge (left, right, rear); the rest count as its
 * flank and rear contacts.
 */
export function foeOf(state: BattleState, element: BattleElement): BattleElement | undefined {
  if (element.status !== 'in-play') return undefined;
  const edges = isStronghold(element) ? edgesFrom(element.facing) : [element.facing];
  for (const edge of edges) {
    const other = enemyAt(state, element, step(element.square, edge));
    if (other && faceToFace(element, other)) return other;
  }
  return undefined;
}

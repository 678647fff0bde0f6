/**
 * The shooting phase: which of one side's elements shoot, at whom, and the fight each shot is. The bound's side
 * shoots first, then the other (rules.yaml `shooting.bothSidesEachBound`); the battle calls `shotsOf` for each.
 */
import type { Situation } from '../situation.js';
import { troopType, type BattleContext } from './context.js';
import { elementSituation, inCloseCombat } from './element-situation.js';
import { inFrontArc, viewBlockedAt } from './sight.js';
import type { BattleElement, BattleState, Fight, Seat } from './state.js';
import { pacesBetween } from './table.js';

/** The element's shooting range in paces, or undefined for a type that does not shoot (seeds/hott.md D20). */
const rangeOf = (context: BattleContext, element: BattleElement) => troopType(context, element.type).range;

/**
 * Whether `element` may shoot this phase: in play, of a type with a range, not of a type that may not shoot after
 * moving when it moved (rules.yaml `shooting.noShootingAfterMoving`), and not in close combat (it fights instead;
 * this covers the crib sheet's front-edge contact, and an enemy on its flank or rear too).
 */
export function canShoot(context: BattleContext, state: BattleState, element: BattleElement): boolean {
  if (element.status !== 'in-play' || rangeOf(context, element) === undefined) return false;
  if (element.moved && context.content.rules.shooting.noShootingAfterMoving.includes(element.type)) return false;
  return !inCloseCombat(state, element);
}

/**
 * Whether `shooter` could shoot `target`: an enemy in play (a frog is out of action, not a target), within the
 * shooter's range and front arc (sight.ts), not in close combat (we do not shoot into a melee: the shot could hit
 * friends), with the view between them clear.
 */
export function canShootAt(context: BattleContext, state: BattleState, shooter: BattleElement, target: BattleElement): boolean {
  const range = rangeOf(context, shooter);
  if (range === undefined || target.side === shooter.side || target.status !== 'in-play') return false;
  if (pacesBetween(state.table, shooter.square, target.square) > range) return false;
  if (!inFrontArc(shooter.square, shooter.facing, target.square)) return false;
  if (inCloseCombat(state, target)) return false;
  return viewBlockedAt(context, state, shooter.square, target.square) === null;
}

/** Orders elements nearest `to` first, ties to the lower id. */
const nearestFirst = (state: BattleState, to: BattleElement) => (a: BattleElement, b: BattleElement) =>
  pacesBetween(state.table, a.square, to.square) - pacesBetween(state.table, b.square, to.square) || a.id - b.id;

/**
 * The target `shooter` shoots at, if any. The crib sheet leaves the choice to the player; until players choose,
 * a shooter takes the nearest target it may shoot, ties to the lower id.
 */
export function targetOf(context: BattleContext, state: BattleState, shooter: BattleElement): BattleElement | undefined {
  return state.elements.filter((target) => canShootAt(context, state, shooter, target)).sort(nearestFirst(state, shooter))[0];
}

/**
 * The shots `side` makes, one fight per target. Several shooters at one target make one shot: the nearest to it
 * (ties to the lower id) shoots, the others aid it, and the content's factor `enemy-aided` takes 1 off the
 * target for each (it reads the shooter's `aiding`). The target shoots back when it could shoot its shooter.
 * `alreadyShot` names elements that have had their shot this phase (shooting back in the other side's half), if
 * the battle counts a shot back as an element's shot; they do not shoot again.
 */
export function shotsOf(context: BattleContext, state: BattleState, side: Seat, alreadyShot: ReadonlySet<number> = new Set()): Fight[] {
  const shootersAt = new Map<BattleElement, BattleElement[]>();
  for (const shooter of state.elements) {
    if (shooter.side !== side || alreadyShot.has(shooter.id) || !canShoot(context, state, shooter)) continue;
    const target = targetOf(context, state, shooter);
    if (target) shootersAt.set(target, [...(shootersAt.get(target) ?? []), shooter]);
  }
  const fights: Fight[] = [];
  for (const [target, shooters] of shootersAt) {
    const [shooter, ...aiding] = shooters.sort(nearestFirst(state, target)) as [BattleElement, ...BattleElement[]];
    const situation: Situation = {
      kind: 'shooting',
      shotBack: canShoot(context, state, target) && canShootAt(context, state, target, shooter),
      attacker: { ...elementSituation(context, state, shooter), aiding: aiding.length },
      defender: elementSituation(context, state, target),
    };
    fights.push({ attacker: shooter.id, defender: target.id, situation });
  }
  return fights.sort((a, b) => a.attacker - b.attacker);
}

/** The elements that shoot back in `fights` (their targets, where `shotBack`): those that have had their shot. */
export const shootingBack = (fights: readonly Fight[]): number[] =>
  fights.filter((f) => f.situation.shotBack === true).map((f) => f.defender);

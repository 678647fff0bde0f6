/**
 * The shooting phase: which of one side's elements shoot, at whom, and the fight each shot is. The bound's side
 * shoots first, then the other (rules.yaml `shooting.bothSidesEachBound`); for each, shooting-phase.ts asks the
 * side's player for the targets `nextTargetChoice` names, then fights `shotsOf`.
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

/** Why a shooter could not shoot a target (`shotBar`), each as `shotBarWords` says it. */
export type ShotBar = 'not-an-enemy' | 'out-of-range' | 'outside-front-arc' | 'in-close-combat' | 'view-blocked';

/**
 * Why `shooter` could not shoot `target`, or null when it could: the target must be an enemy in play (a frog is
 * out of action, not a target), within the shooter's range and front arc (sight.ts), not in close combat (we do
 * not shoot into a melee: the shot could hit friends), with the view between them clear.
 */
export function shotBar(context: BattleContext, state: BattleState, shooter: BattleElement, target: BattleElement): ShotBar | null {
  const range = rangeOf(context, shooter);
  if (range === undefined || target.side === shooter.side || target.status !== 'in-play') return 'not-an-enemy';
  if (pacesBetween(state.table, shooter.square, target.square) > range) return 'out-of-range';
  if (!inFrontArc(shooter.square, shooter.facing, target.square)) return 'outside-front-arc';
  if (inCloseCombat(state, target)) return 'in-close-combat';
  return viewBlockedAt(context, state, shooter.square, target.square) === null ? null : 'view-blocked';
}

/** Whether `shooter` could shoot `target` (`shotBar` finds nothing against it). */
export const canShootAt = (context: BattleContext, state: BattleState, shooter: BattleElement, target: BattleElement) =>
  shotBar(context, state, shooter, target) === null;

/** Why `shooter` may not shoot `target`, in words: "Blades 4 is 300 paces away, beyond its range of 200". */
export function shotBarWords(context: BattleContext, state: BattleState, shooter: BattleElement, target: BattleElement, bar: ShotBar) {
  const named = `element ${target.id} (${target.type})`;
  switch (bar) {
    case 'not-an-enemy':
      return `${named} is not an enemy in play`;
    case 'out-of-range':
      return `${named} is ${Math.round(pacesBetween(state.table, shooter.square, target.square))} paces away, beyond its range of ${rangeOf(context, shooter)}`;
    case 'outside-front-arc':
      return `${named} is outside its front arc`;
    case 'in-close-combat':
      return `${named} is in close combat`;
    case 'view-blocked':
      return `its view of ${named} is blocked`;
  }
}

/** Orders elements nearest `to` first, ties to the lower id. */
const nearestFirst = (state: BattleState, to: BattleElement) => (a: BattleElement, b: BattleElement) =>
  pacesBetween(state.table, a.square, to.square) - pacesBetween(state.table, b.square, to.square) || a.id - b.id;

/** Every target `shooter` could shoot, nearest first (ties to the lower id). */
export function targetsOf(context: BattleContext, state: BattleState, shooter: BattleElement): BattleElement[] {
  return state.elements.filter((target) => canShootAt(context, state, shooter, target)).sort(nearestFirst(state, shooter));
}

/** The nearest target `shooter` could shoot, if any: the target it takes when no one chooses (D65's option `nearest`). */
export const targetOf = (context: BattleContext, state: BattleState, shooter: BattleElement): BattleElement | undefined =>
  targetsOf(context, state, shooter)[0];

/** The shooters of `side` that shoot this half: able to shoot, and not among those that have had their shot. */
const shootersOf = (context: BattleContext, state: BattleState, side: Seat, alreadyShot: ReadonlySet<number>) =>
  state.elements.filter((e) => e.side === side && !alreadyShot.has(e.id) && canShoot(context, state, e));

/** A shooter whose player must choose its target, and the targets it may choose among (nearest first). */
export interface TargetChoice {
  shooter: BattleElement;
  targets: BattleElement[];
}

/**
 * The next shooter of `side` whose player must choose its target (seeds/hott.md D65): the lowest id among those
 * with more than one target and none chosen yet. Undefined when every choice is made; a shooter with one target
 * shoots it without a decision.
 */
export function nextTargetChoice(
  context: BattleContext,
  state: BattleState,
  side: Seat,
  alreadyShot: ReadonlySet<number>,
  chosen: ReadonlyMap<number, number>,
): TargetChoice | undefined {
  for (const shooter of shootersOf(context, state, side, alreadyShot)) {
    if (chosen.has(shooter.id)) continue;
    const targets = targetsOf(context, state, shooter);
    if (targets.length > 1) return { shooter, targets };
  }
  return undefined;
}

/**
 * The shots `side` makes, one fight per target. Each shooter shoots the target `chosen` gives it, else its nearest
 * (its only one, once every choice is made). Several shooters at one target make one shot: the nearest to it
 * (ties to the lower id) shoots, the others aid it, and the content's factor `enemy-aided` takes 1 off the
 * target for each (it reads the shooter's `aiding`); each of them could shoot that target. The target shoots back
 * when it could shoot its shooter. `alreadyShot` names elements that have had their shot this phase (shooting back
 * in the other side's half); they do not shoot again.
 */
export function shotsOf(
  context: BattleContext,
  state: BattleState,
  side: Seat,
  alreadyShot: ReadonlySet<number> = new Set(),
  chosen: ReadonlyMap<number, number> = new Map(),
): Fight[] {
  const shootersAt = new Map<BattleElement, BattleElement[]>();
  for (const shooter of shootersOf(context, state, side, alreadyShot)) {
    const named = chosen.get(shooter.id);
    const target = named === undefined ? targetOf(context, state, shooter) : state.elements[named];
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

/**
 * The shooting phase as decisions: the elements that turn to face do so, then each side in turn (the bound's
 * first) gives its shooters their targets, one shooter at a time in id order, and its shots are fought; a shooter
 * with one target shoots it without a decision (seeds/hott.md D65, D72). Close combat follows (bound.ts).
 */
import { IllegalAction, type Event } from '@armory/engine';
import type { ShootAction } from './actions.js';
import { fight, finishBound } from './bound.js';
import { turnToFace } from './contacts.js';
import type { BattleContext } from './context.js';
import { nextTargetChoice, shootingBack, shotBar, shotBarWords, shotsOf, type TargetChoice } from './shooting.js';
import type { BattleState, Fight, Seat, ShootingHalf } from './state.js';

const standing = (state: BattleState, id: number) => state.elements[id]?.status === 'in-play';

/** The choice the half's player must make next, if any (none when shooters take the nearest target). */
function choiceOf(context: BattleContext, state: BattleState, half: ShootingHalf): TargetChoice | undefined {
  if (state.shootingTargets === 'nearest') return undefined;
  const chosen = new Map(half.chosen.map((c) => [c.shooter, c.target]));
  return nextTargetChoice(context, state, half.side, new Set(half.shotBack), chosen);
}

/** The actions of the shooting phase: the next shooter's targets, nearest first. */
export function shootActions(context: BattleContext, state: BattleState): ShootAction[] {
  const choice = state.shooting && choiceOf(context, state, state.shooting);
  if (!choice) return [];
  return choice.targets.map((target) => ({ type: 'shoot', shooter: choice.shooter.id, target: target.id }));
}

/**
 * Fights the half's shots, chosen together before any is fought (D72); a shot whose shooter or target has gone
 * meanwhile is not made. Returns the half's shots as they were chosen, for who shot back.
 */
function fire(context: BattleContext, state: BattleState, half: ShootingHalf, events: Event[]): Fight[] {
  const chosen = new Map(half.chosen.map((c) => [c.shooter, c.target]));
  const shots = shotsOf(context, state, half.side, new Set(half.shotBack), chosen);
  for (const shot of shots)
    if (standing(state, shot.attacker) && standing(state, shot.defender)) events.push(...fight(context, state, shot));
  return shots;
}

/**
 * Goes on with the shooting until a player must choose a target: fires each half whose choices are made, the
 * other side's half after the bound's side's, then finishes the bound (close combat, the next bound).
 */
function goOn(context: BattleContext, state: BattleState, events: Event[]): Event[] {
  for (let half = state.shooting; half; half = state.shooting) {
    if (choiceOf(context, state, half)) return events;
    const shots = fire(context, state, half, events);
    // An element that shot back in the first half has had its shot (D71).
    state.shooting = half.side === state.side ? { side: (1 - half.side) as Seat, chosen: [], shotBack: shootingBack(shots) } : undefined;
  }
  return [...events, ...finishBound(context, state)];
}

/** Ends the bound's moves and spells: elements turn to face, and the shooting phase begins with the bound's side. */
export function startShooting(context: BattleContext, state: BattleState): Event[] {
  const events = turnToFace(context, state);
  state.phase = 'shooting';
  state.shooting = { side: state.side, chosen: [], shotBack: [] };
  return goOn(context, state, events);
}

/** Gives the next shooter its target; refuses, with why and changing nothing, a shooter out of turn or a target it may not shoot. */
export function chooseTarget(context: BattleContext, state: BattleState, action: ShootAction): Event[] {
  const half = state.shooting;
  const choice = half && choiceOf(context, state, half);
  if (!half || !choice) throw new IllegalAction(action, 'no shooter is waiting for a target');
  const shooter = state.elements[action.shooter];
  const target = state.elements[action.target];
  if (shooter !== choice.shooter)
    throw new IllegalAction(action, `element ${choice.shooter.id} (${choice.shooter.type}) chooses its target first`);
  if (!target) throw new IllegalAction(action, `there is no element ${action.target}`);
  const bar = shotBar(context, state, shooter, target);
  if (bar)
    throw new IllegalAction(
      action,
      `element ${shooter.id} (${shooter.type}) may not shoot it: ${shotBarWords(context, state, shooter, target, bar)}`,
    );
  half.chosen.push({ shooter: shooter.id, target: target.id });
  return goOn(context, state, [{ type: 'target-chosen', shooter: shooter.id, target: target.id }]);
}

/**
 * The parts of a bound that need no decision: each fight's dice; after shooting (shooting-phase.ts), every close
 * combat is fought, one at a time; then the battle may be won, and the other side's bound begins with its PIP roll.
 */
import type { Event } from '@armory/engine';
import { prepareCombat } from '../resolve.js';
import { closeCombats } from './contacts.js';
import type { BattleContext } from './context.js';
import { rollDie } from './dice.js';
import { carryOutFight } from './outcome-on-table.js';
import type { BattleState, Fight, Seat } from './state.js';
import { battleWon } from './tally.js';

/** Fights one combat with two dice (the attacker's first) and carries its results out on the table. */
export function fight(context: BattleContext, state: BattleState, fight: Fight): Event[] {
  const sides = context.rules.dieSides;
  const dice: [number, number] = [rollDie(state, sides), rollDie(state, sides)];
  const outcome = prepareCombat(context.rules, fight.situation).fight(dice[0], dice[1]);
  const fought: Event = {
    type: 'fought',
    kind: outcome.kind,
    attacker: fight.attacker,
    defender: fight.defender,
    dice,
    totals: [outcome.attacker.total, outcome.defender.total],
    results: [outcome.attacker.result, outcome.defender.result],
  };
  return [fought, ...carryOutFight(context, state, fight, outcome)];
}

/**
 * Close combat: the combats are found again after each one, since a recoil changes who touches whom; each
 * element fights once a bound (the crib sheet's "all troops in contact will fight", one combat each).
 */
function closeCombat(context: BattleContext, state: BattleState): Event[] {
  const events: Event[] = [];
  const fought = new Set<number>();
  for (;;) {
    const next = closeCombats(context, state).find((f) => !fought.has(f.attacker) && !fought.has(f.defender));
    if (!next) return events;
    fought.add(next.attacker).add(next.defender);
    events.push(...fight(context, state, next));
  }
}

/** Begins `side`'s bound: its PIP roll, and its elements' moves and charges cleared. */
export function beginBound(context: BattleContext, state: BattleState, side: Seat): Event[] {
  state.bound += 1;
  state.side = side;
  state.phase = 'movement';
  // rules.yaml `pips`, a dice roll; count and plus as the dice schema defaults them.
  const { count = 1, sides, plus = 0 } = context.content.rules.pips;
  let roll = plus;
  for (let i = 0; i < count; i++) roll += rollDie(state, sides);
  state.pips = roll;
  state.pipRoll = roll;
  for (const element of state.elements) {
    element.moved = false;
    element.charged = false;
  }
  state.cast = [];
  return [{ type: 'bound-began', bound: state.bound, side, pips: roll }];
}

/** Ends the bound once both sides have shot: close combat, the win check, the bound limit, the next bound. */
export function finishBound(context: BattleContext, state: BattleState): Event[] {
  const events = closeCombat(context, state);
  const won = battleWon(context, state);
  if (won) {
    state.result = won;
    return [...events, { type: 'battle-won', winners: won.winners, reason: won.reason }];
  }
  if (state.boundLimit !== null && state.bound >= state.boundLimit) {
    state.result = { winners: [], reason: 'bound-limit' };
    return [...events, { type: 'bound-limit', bound: state.bound }];
  }
  return [...events, ...beginBound(context, state, (1 - state.side) as Seat)];
}

/**
 * Carries a fought combat's results out on the table: the resolver (resolve.ts) has decided what happens to each
 * element; this moves, removes or changes them on the grid and says what happened in events.
 *
 * Events: `destroyed` {element, cause?, by?, blockedBy?} (`blockedBy`: the element or `table-edge` that stopped its recoil), `recoiled` {element, from, to}, `pushed-back` {element, from, to, by},
 * `passed-through` {element, through}, `fled` {element, from, to, facing} (a flight's run on the table),
 * `ran-off` {element, from} (off the table, by a flight or a flee-off-battlefield result), `ensorcelled`,
 * `captured` and `support-lost` {element, supported}.
 */
import type { Event } from '@armory/engine';
import type { CombatOutcome, SideOutcome } from '../resolve.js';
import type { BattleContext } from './context.js';
import { fleeOnTable, runOff } from './flight.js';
import { canMove, destroy, recoilOnTable } from './recoil-on-table.js';
import { elementAt, type BattleElement, type BattleState, type Fight } from './state.js';
import { behindOf, step } from './table.js';

/** Carries out both sides' results of `fight` (the attacker's first), changing `state`; returns what happened. */
export function carryOutFight(context: BattleContext, state: BattleState, fight: Fight, outcome: CombatOutcome): Event[] {
  const events: Event[] = [];
  const attacker = state.elements[fight.attacker]!;
  const defender = state.elements[fight.defender]!;
  carryOutResult(context, state, attacker, defender, outcome.attacker, events);
  carryOutResult(context, state, defender, attacker, outcome.defender, events);
  return events;
}

/** Carries out one element's result against `enemy`. */
export function carryOutResult(
  context: BattleContext,
  state: BattleState,
  element: BattleElement,
  enemy: BattleElement,
  side: SideOutcome,
  events: Event[],
): void {
  // Found before anything moves: the second rank stands right behind the element as it fought.
  const rear = secondRank(state, element);
  const { consequences } = side;
  switch (side.result) {
    case 'no-effect':
      break;
    case 'destroyed':
      destroy(element, events);
      break;
    case 'flee-off-battlefield':
      runOff(element, events);
      break;
    case 'ensorcelled':
      element.status = 'ensorcelled';
      element.recoveryPips = 0;
      events.push({ type: 'ensorcelled', element: element.id });
      break;
    case 'captured':
      element.status = 'captured';
      events.push({ type: 'captured', element: element.id });
      break;
    case 'recoil':
      if (consequences.recoil && canMove(context, element))
        recoilOnTable(context, state, element, consequences.recoil.baseDepths, consequences.met, events);
      break;
    case 'flee':
      fleeOnTable(context, state, element, enemy, consequences, events);
      break;
  }
  if (consequences.supportLost && rear) {
    rear.status = 'destroyed';
    events.push({ type: 'support-lost', element: rear.id, supported: element.id });
  }
}

/** The element of the same side and type, facing the same way, on the square right behind `element`. */
export function secondRank(state: BattleState, element: BattleElement): BattleElement | undefined {
  const rear = elementAt(state, step(element.square, behindOf(element.facing)));
  if (!rear || rear.status !== 'in-play') return undefined;
  return rear.side === element.side && rear.type === element.type && rear.facing === element.facing ? rear : undefined;
}

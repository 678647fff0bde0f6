/**
 * The legal actions of the player to act, why any other action is refused, and carrying an action out.
 * Offers are listed squad by squad in the order of `state.squads`, then bonus plays, then `end`.
 */
import { IllegalAction, type Event } from '@armory/engine';
import type { ShiftingHillsAction } from './actions.js';
import { attackRefusal, attackTargets } from './attack.js';
import { bonusOffers, play, playRefusal } from './bonus.js';
import { fight } from './combat.js';
import { tablesFor, type Tables } from './content.js';
import { move, moveRefusal, moveTargets } from './movement.js';
import { squadById, type ShiftingHillsState } from './state.js';
import { endTurn, squadsLeft } from './turn.js';

/** Every legal action now (none once the game is over). */
export function legalActions(state: ShiftingHillsState): ShiftingHillsAction[] {
  if (state.result) return [];
  const tables = tablesFor(state);
  const out: ShiftingHillsAction[] = [];
  for (const squad of state.squads) {
    if (squad.seat !== state.player || squad.hex < 0 || squad.acted) continue;
    if (squad.impeded) {
      out.push({ type: 'deimpede', squad: squad.id });
      continue;
    }
    for (const to of moveTargets(state, tables, squad)) out.push({ type: 'move', squad: squad.id, to: tables.names[to]! });
    if (!squad.moved)
      for (const target of attackTargets(state, tables, squad)) out.push({ type: 'attack', squad: squad.id, target: target.id });
    out.push({ type: 'wait', squad: squad.id });
  }
  out.push(...bonusOffers(state, tables));
  out.push({ type: 'end' });
  return out;
}

/** Why `action` is illegal now, or null when it is legal. */
export function refusal(state: ShiftingHillsState, action: ShiftingHillsAction): string | null {
  if (state.result) return 'the game is over';
  const tables = tablesFor(state);
  switch (action.type) {
    case 'move':
      return moveRefusal(state, tables, action.squad, action.to);
    case 'attack':
      return attackRefusal(state, tables, action.squad, action.target);
    case 'deimpede': {
      const squad = squadById(state, action.squad);
      if (!squad) return `there is no squad '${action.squad}'`;
      if (squad.seat !== state.player) return `squad ${squad.id} is not yours`;
      if (squad.hex < 0) return `squad ${squad.id} has been removed`;
      if (squad.acted) return `squad ${squad.id} has already acted this turn`;
      return squad.impeded ? null : `squad ${squad.id} is not impeded`;
    }
    case 'wait': {
      const squad = squadById(state, action.squad);
      if (!squad) return `there is no squad '${action.squad}'`;
      if (squad.seat !== state.player) return `squad ${squad.id} is not yours`;
      if (squad.hex < 0) return `squad ${squad.id} has been removed`;
      if (squad.acted) return `squad ${squad.id} has already acted this turn`;
      return squad.impeded ? `squad ${squad.id} is impeded: its only action is to deimpede` : null;
    }
    case 'end':
      return null;
    case 'play':
      return playRefusal(state, tables, action);
    default:
      return `unknown action type '${String((action as { type: unknown }).type)}'`;
  }
}

/** Applies an action in place and returns what happened; throws `IllegalAction` (changing nothing) when it is not legal. */
export function applyAction(state: ShiftingHillsState, action: ShiftingHillsAction): Event[] {
  const why = refusal(state, action);
  if (why !== null) throw new IllegalAction(action, why);
  return carryOut(state, action);
}

/** Carries out a legal action (checked by the caller), ending the turn when it is over. */
export function carryOut(state: ShiftingHillsState, action: ShiftingHillsAction): Event[] {
  const tables = tablesFor(state);
  const events: Event[] = [];
  act(state, tables, action, events);
  if (!state.result && (action.type === 'end' || !squadsLeft(state))) endTurn(state, tables, events);
  return events;
}

function act(state: ShiftingHillsState, tables: Tables, action: ShiftingHillsAction, events: Event[]): void {
  switch (action.type) {
    case 'move':
      return move(state, tables, squadById(state, action.squad)!, tables.byName.get(action.to)!, events);
    case 'attack': {
      const squad = squadById(state, action.squad)!;
      squad.acted = true;
      return fight(state, tables, squad, squadById(state, action.target)!, 1, events);
    }
    case 'deimpede': {
      const squad = squadById(state, action.squad)!;
      squad.impeded = false;
      squad.acted = true;
      events.push({ type: 'deimpeded', squad: squad.id });
      return;
    }
    case 'wait': {
      squadById(state, action.squad)!.acted = true;
      events.push({ type: 'waited', squad: action.squad });
      return;
    }
    case 'end':
      return;
    case 'play':
      return play(state, tables, action, events);
  }
}

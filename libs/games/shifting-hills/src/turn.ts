/**
 * Turns: a player acts with each squad once (an impeded squad only deimpedes), may play one bonus card, and
 * the turn passes when every squad has acted or the player ends it. A new turn frees the player's squads,
 * counts HQ captures and stops at the turn limit when one is set.
 */
import type { Event } from '@armory/engine';
import { countCaptures } from './capture.js';
import type { Tables } from './content.js';
import type { ShiftingHillsState } from './state.js';

/** Whether the player to act still has a squad that has not acted. */
export function squadsLeft(state: ShiftingHillsState): boolean {
  for (const q of state.squads) if (q.seat === state.player && q.hex >= 0 && !q.acted) return true;
  return false;
}

/** Ends the turn and starts the next player's. */
export function endTurn(state: ShiftingHillsState, tables: Tables, events: Event[]): void {
  events.push({ type: 'turn-ended', player: state.player + 1, turn: state.turn });
  if (state.turnLimit !== null && state.turn >= state.turnLimit) {
    state.result = { winners: [], draw: true, reason: 'turn-limit' };
    events.push({ type: 'draw', reason: 'turn-limit', turns: state.turn });
    return;
  }
  state.turn++;
  state.player = (state.player + 1) % tables.seats;
  startTurn(state, tables, events);
}

/** Readies the player's squads for a new turn and counts their HQ captures. */
export function startTurn(state: ShiftingHillsState, tables: Tables, events: Event[]): void {
  state.cardPlayed = false;
  for (const q of state.squads) {
    if (q.seat !== state.player) continue;
    q.acted = false;
    q.moved = false;
    q.moves = 1;
  }
  events.push({ type: 'turn', player: state.player + 1, turn: state.turn });
  countCaptures(state, tables, events);
}

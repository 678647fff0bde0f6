/**
 * Seize: a squad of the capture unit type (infantry) on the enemy HQ for as many consecutive turns of its
 * owner as the rules say, its entry turn counted, captures it and wins. Leaving or dying resets the count.
 */
import type { Event } from '@armory/engine';
import type { Tables } from './content.js';
import type { Squad, ShiftingHillsState } from './state.js';

/** Ends the game when the squad's count has reached the rules' number of turns. */
export function seizeIfHeld(state: ShiftingHillsState, tables: Tables, squad: Squad, events: Event[]): void {
  if (squad.held < tables.capture.turns) return;
  state.result = { winners: [squad.seat], draw: false, reason: 'seize' };
  events.push({ type: 'won', players: [squad.seat + 1], reason: 'seize', squad: squad.id, hex: tables.names[squad.hex] });
}

/** At the start of its owner's turn, a squad still on the enemy HQ counts one more turn. */
export function countCaptures(state: ShiftingHillsState, tables: Tables, events: Event[]): void {
  for (const squad of state.squads) {
    if (squad.seat !== state.player || squad.held === 0 || state.result) continue;
    squad.held++;
    events.push({ type: 'capture-count', squad: squad.id, hex: tables.names[squad.hex], turns: squad.held, of: tables.capture.turns });
    seizeIfHeld(state, tables, squad, events);
  }
}

/** Squad tests the played effects share. */
import type { PlayerId } from '@armory/engine';
import type { Squad, ShiftingHillsState } from '../state.js';

/** Squads of `seat` on the board that may still take a full action this turn (not impeded, not moved). */
export function readySquads(state: ShiftingHillsState, seat: PlayerId): Squad[] {
  return state.squads.filter((q) => isReady(q, seat));
}

/** How many squads `readySquads` gives. */
export function readyCount(state: ShiftingHillsState, seat: PlayerId): number {
  let n = 0;
  for (const q of state.squads) if (isReady(q, seat)) n++;
  return n;
}

/** Whether a squad of `seat` is on the board and may still take a full action this turn. */
export function isReady(q: Squad, seat: PlayerId): boolean {
  return q.seat === seat && q.hex >= 0 && !q.acted && !q.impeded && !q.moved;
}

/** Why `squad` cannot take a full action now, or null. */
export function notReady(squad: Squad | undefined, seat: PlayerId, id: string | undefined): string | null {
  if (!squad) return `there is no squad '${String(id)}'`;
  if (squad.seat !== seat) return `squad ${squad.id} is not yours`;
  if (squad.hex < 0) return `squad ${squad.id} has been removed`;
  if (squad.acted) return `squad ${squad.id} has already acted this turn`;
  if (squad.impeded) return `squad ${squad.id} is impeded: its only action is to deimpede`;
  if (squad.moved) return `squad ${squad.id} has moved this turn and may only move on`;
  return null;
}

/** Squad tests the played effects share. */
import type { PlayerId } from '@armory/engine';
import type { Squad, ShiftingHillsState } from '../state.js';

/** Squads of `seat` on the board that may still take a full action this turn (not impeded, not moved). */
export function readySquads(state: ShiftingHillsState, seat: PlayerId): Squad[] {
  return state.squads.filter((q) => q.seat === seat && q.hex >= 0 && !q.acted && !q.impeded && !q.moved);
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

/**
 * Moving a squad: one hex to an adjacent free hex, revealing a face-down tile on the way. A squad that cannot
 * enter the tile it revealed stays put and its actions end for the turn (it is not impeded).
 */
import type { Event } from '@armory/engine';
import { forbids } from './combat.js';
import type { Tables } from './content.js';
import { enter } from './entering.js';
import { occupied, squadById, type Squad, type ShiftingHillsState } from './state.js';

/** Hexes `squad` may try to move to now (it must be free to move). */
export function moveTargets(state: ShiftingHillsState, tables: Tables, squad: Squad): number[] {
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const to = tables.board.neighbours[squad.hex * 6 + d]!;
    if (to >= 0 && !moveBlocked(state, tables, squad, to)) out.push(to);
  }
  return out;
}

/** Why moving onto `to` (adjacent) is refused before anything is revealed, or null. */
function moveBlocked(state: ShiftingHillsState, tables: Tables, squad: Squad, to: number): string | null {
  if (occupied(state, to)) {
    const other = state.squads.find((q) => q.hex === to)!;
    return other.seat === squad.seat
      ? `${tables.names[to]} is taken by your squad ${other.id}: one squad per tile`
      : `${tables.names[to]} holds enemy squad ${other.id}: attack it instead`;
  }
  if (state.revealed[to] && state.knownForbiddenMove === 'refuse' && forbids(state, tables, squad, to)) {
    return `${tables.units[squad.unit]!.name} cannot move onto ${tables.tiles[state.tiles[to]!]!.name}`;
  }
  return null;
}

/** Why `squadId` may not move to the hex named `to` now, or null. */
export function moveRefusal(state: ShiftingHillsState, tables: Tables, squadId: string, to: string): string | null {
  const squad = squadById(state, squadId);
  if (!squad) return `there is no squad '${squadId}'`;
  if (squad.seat !== state.player) return `squad ${squad.id} is not yours`;
  if (squad.hex < 0) return `squad ${squad.id} has been removed`;
  if (squad.acted) return `squad ${squad.id} has already acted this turn`;
  if (squad.impeded) return `squad ${squad.id} is impeded: its only action is to deimpede`;
  const hex = tables.byName.get(to);
  if (hex === undefined) return `'${to}' is not a hex of the board`;
  if (tables.board.distance(squad.hex, hex) !== 1) return `${to} is not next to ${tables.names[squad.hex]}`;
  return moveBlocked(state, tables, squad, hex);
}

/** Carries out a legal move. */
export function move(state: ShiftingHillsState, tables: Tables, squad: Squad, to: number, events: Event[]): void {
  if (!state.revealed[to]) {
    state.revealed[to] = true;
    events.push({ type: 'revealed', hex: tables.names[to], tile: tables.tiles[state.tiles[to]!]!.id, star: state.stars[to] === 'waiting' });
  }
  if (forbids(state, tables, squad, to)) {
    state.counts.failedMoves++;
    squad.acted = true;
    events.push({ type: 'move-failed', squad: squad.id, to: tables.names[to], tile: tables.tiles[state.tiles[to]!]!.id });
    return;
  }
  state.counts.moves++;
  squad.moved = true;
  squad.moves--;
  if (squad.moves <= 0) squad.acted = true;
  enter(state, tables, squad, to, events);
  if (squad.impeded) squad.acted = true;
}

/** Which enemy squads a squad may attack: those on adjacent hexes. */
import type { Tables } from './content.js';
import { notReady } from './effects/squads.js';
import { squadById, type Squad, type ShiftingHillsState } from './state.js';

/** Enemy squads on hexes adjacent to `squad`. */
export function attackTargets(state: ShiftingHillsState, tables: Tables, squad: Squad): Squad[] {
  const out: Squad[] = [];
  for (const enemy of state.squads) {
    if (enemy.seat === squad.seat || enemy.hex < 0) continue;
    if (tables.adjacent[squad.hex * tables.board.size + enemy.hex] === 1) out.push(enemy);
  }
  return out;
}

/** How many squads `attackTargets` gives. */
export function attackCount(state: ShiftingHillsState, tables: Tables, squad: Squad): number {
  let n = 0;
  for (const enemy of state.squads)
    if (enemy.seat !== squad.seat && enemy.hex >= 0 && tables.adjacent[squad.hex * tables.board.size + enemy.hex] === 1) n++;
  return n;
}

/** Why `squadId` may not attack `targetId` now, or null. */
export function attackRefusal(
  state: ShiftingHillsState,
  tables: Tables,
  squadId: string | undefined,
  targetId: string | undefined,
): string | null {
  const squad = squadId === undefined ? undefined : squadById(state, squadId);
  const why = notReady(squad, state.player, squadId);
  if (why) return why;
  const target = targetId === undefined ? undefined : squadById(state, targetId);
  if (!target) return `there is no target squad '${String(targetId)}'`;
  if (target.seat === squad!.seat) return `squad ${target.id} is on your side`;
  if (target.hex < 0) return `squad ${target.id} has been removed`;
  if (tables.board.distance(squad!.hex, target.hex) !== 1)
    return `squad ${target.id} on ${tables.names[target.hex]} is not next to ${squad!.id} on ${tables.names[squad!.hex]}`;
  return null;
}

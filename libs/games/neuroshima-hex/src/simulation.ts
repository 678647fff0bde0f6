/**
 * How Neuroshima Hex's AI players rate a position in simulations: the greedy player's evaluation
 * (the registry module's `evaluate`).
 */
import { catalogOf } from './catalog.js';
import { teamPoints } from './flow.js';
import type { NhState } from './state.js';

/**
 * Rates a state for a seat: its team's HQ hit points minus the best other team's, plus a twentieth
 * of a point per board tile its team has more than the others (so, all else equal, it builds up).
 */
export function hqLead(state: NhState, seat: number): number {
  const pts = teamPoints(state, catalogOf(state.catalog));
  const mine = state.teams[seat]!;
  let other = -Infinity;
  pts.forEach((p, team) => {
    if (team !== mine && p > other) other = p;
  });
  let tiles = 0;
  for (const c of state.board) if (c) tiles += state.teams[c.owner] === mine ? 1 : -1;
  return pts[mine]! - other + tiles / 20;
}

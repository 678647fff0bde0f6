/**
 * How Neuroshima Hex's AI players rate a position in simulations: the greedy player's evaluation (the
 * registry module's `evaluate`). Placing a tile changes HQ hit points only when a battle is fought, so a
 * position is rated by the battle it is heading for: the one a battle fought now would give.
 */
import { fight } from './battle.js';
import { catalogOf, type Catalog } from './catalog.js';
import { teamPoints } from './flow.js';
import { cloneNh, type NhState } from './state.js';

/**
 * What one board tile is worth against one HQ hit point. A heuristic weight, not a rule: one hit point
 * outweighs any tile lead the base game's 19-hex board can hold, so tiles only decide between equal HQ leads.
 */
const TILE_WEIGHT = 1 / 20;

/** A seat's team's HQ hit points minus the best other team's. */
function hqLeadOf(state: NhState, cat: Catalog, seat: number): number {
  const pts = teamPoints(state, cat);
  const mine = state.teams[seat]!;
  let other = -Infinity;
  pts.forEach((p, team) => {
    if (team !== mine && p > other) other = p;
  });
  return pts[mine]! - other;
}

/** Board tiles of the seat's team minus those of every other team. */
function tileLeadOf(state: NhState, seat: number): number {
  const mine = state.teams[seat]!;
  let tiles = 0;
  for (const c of state.board) if (c) tiles += state.teams[c.owner] === mine ? 1 : -1;
  return tiles;
}

/**
 * Rates a state for a seat by a battle fought now on a copy of it: the seat's team's HQ hit-point lead
 * after that battle, plus a little per board tile its team has more than the others once the battle has
 * removed the dead. So a tile that would strike an enemy HQ, or kill an enemy before it strikes, rates
 * higher, and a unit left where it would die without striking rates lower. Reads only the board, HQ
 * hit points and teams, which every seat sees; the state itself is not changed.
 */
export function leadAfterBattle(state: NhState, seat: number): number {
  const cat = catalogOf(state.catalog);
  const after = cloneNh(state);
  const { hqsDestroyed } = fight(after, cat, 'evaluation', -1, null);
  // A fallen HQ loses the game for its team, which no lead in hit points outweighs.
  const mine = state.teams[seat]!;
  const lost = hqsDestroyed.some((s) => state.teams[s] === mine);
  const won = hqsDestroyed.some((s) => state.teams[s] !== mine);
  if (lost !== won) return (won ? 1 : -1) * cat.rules.kinds.hq.toughness * state.seats.length;
  return hqLeadOf(after, cat, seat) + tileLeadOf(after, seat) * TILE_WEIGHT;
}

/**
 * Neuroshima Hex as an engine Simulation, for `armory simulate` and its worker threads: a factory
 * taking JSON arguments { content, armies, players } and returning the game, its content (validated by the
 * caller and sent to each worker as plain data), the options and one player per seat (random or greedy).
 */
import { greedyPlayer, randomPlayer, type Json, type Player, type Simulation } from '@armory/engine';
import { catalogOf } from './catalog.js';
import { hqPoints } from './flow.js';
import { neuroshimaHex } from './game.js';
import type { NeuroshimaContent } from './content.js';
import type { NhState } from './state.js';

/** The players a simulation may seat, by name. */
export const PLAYER_KINDS = ['random', 'greedy'] as const;

/**
 * Rates a state for a seat: its HQ hit points minus the best opponent's, plus a twentieth of a point
 * per board tile it has more than its opponents (so, all else equal, it builds its army up).
 */
export function hqLead(state: NhState, seat: number): number {
  const pts = hqPoints(state, catalogOf(state.catalog));
  let other = -Infinity;
  pts.forEach((p, i) => {
    if (i !== seat && p > other) other = p;
  });
  let tiles = 0;
  for (const c of state.board) if (c) tiles += c.owner === seat ? 1 : -1;
  return pts[seat]! - other + tiles / 20;
}

/** Arguments of the factory (plain JSON, so they can cross to worker threads). */
export interface SimulationArgs {
  /** The game's content (rules and armies), as the typed content package exports it. */
  content: NeuroshimaContent;
  /** Army id per seat. */
  armies: string[];
  /** Player kind per seat (default random). */
  players?: string[];
}

/** Builds the simulation; throws a plain message for an unknown player kind. */
export function simulation(args: Json): Simulation {
  const a = args as unknown as SimulationArgs;
  const content = a.content;
  const players: Player[] = a.armies.map((_, seat) => {
    const kind = a.players?.[seat] ?? 'random';
    if (kind === 'random') return { ...randomPlayer(), name: `${a.armies[seat]} (random)` };
    if (kind === 'greedy') return { ...greedyPlayer<NhState>(hqLead), name: `${a.armies[seat]} (greedy)` };
    throw new Error(`unknown player '${kind}'; known: ${PLAYER_KINDS.join(', ')}`);
  });
  return { game: neuroshimaHex, content, options: { armies: a.armies }, players, maxSteps: 20000 };
}

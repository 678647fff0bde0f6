/**
 * Neuroshima Hex as an engine Simulation, for `armory simulate` and its worker threads: a factory
 * taking JSON arguments { content, armies, players } and returning the game, its content (validated by the
 * caller and sent to each worker as plain data), the options and one player per seat (random or greedy).
 */
import { greedyPlayer, randomPlayer, type Json, type Player, type Simulation } from '@armory/engine';
import { catalogOf } from './catalog.js';
import { teamPoints } from './flow.js';
import { neuroshimaHex } from './game.js';
import type { NeuroshimaContent } from './content.js';
import type { NhState } from './state.js';

/** The players a simulation may seat, by name. */
export const PLAYER_KINDS = ['random', 'greedy'] as const;

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

/** Arguments of the factory (plain JSON, so they can cross to worker threads). */
export interface SimulationArgs {
  /** The game's content (rules and armies), as the typed content package exports it. */
  content: NeuroshimaContent;
  /** Army id per seat. */
  armies: string[];
  /** Player kind per seat (default random). */
  players?: string[];
  /** Team play: each seat's team number (see NhOptions.teams). */
  teams?: number[];
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
  return { game: neuroshimaHex, content, options: a.teams ? { armies: a.armies, teams: a.teams } : { armies: a.armies }, players, maxSteps: 20000 };
}

/**
 * What a simulation runs: a game module exports a `Simulation` (or a factory taking JSON arguments)
 * under a name, so worker threads can import it by module specifier and build identical matches.
 * Playing game number i of a run uses seeds derived from (run seed, i) only, so results do not depend
 * on how many workers there are or which worker plays which game.
 */
import { pathToFileURL } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import type { Action, Game, Json, PlayerId, Status } from '../contract.js';
import { deriveSeed } from '../rng/rng.js';
import { playMatch } from '../match/match.js';
import type { Player } from '../players/player.js';

/** Everything needed to play matches of one set-up. */
export interface Simulation<S = any, A extends Action = any, C = any, O = any> {
  /** The game. */
  game: Game<S, A, C, O>;
  /** Its content (loaded once per worker). */
  content: C;
  /** Its options (variant). */
  options: O;
  /** The entrants: one per seat. */
  players: Player<S, A>[];
  /** Rotate seats game by game (game i puts entrant (seat + i) mod n in each seat), so first-player advantage evens out. */
  rotateSeats?: boolean;
  /** Actions after which a match counts as unfinished. Default 10000. */
  maxSteps?: number;
  /** Why a finished game ended, in words for reports; default `status.reason`. */
  describeEnd?(status: Status & { over: true }): string;
}

/** What a module may export: a simulation or a function building one from JSON arguments. */
export type SimulationExport = Simulation | ((args: Json) => Simulation | Promise<Simulation>);

/** One game's result, small enough to stream: no logs, no states. */
export interface GameRecord {
  /** Game number in the run. */
  index: number;
  /** Whether it ended within the step limit. */
  over: boolean;
  /** Winning entrants (not seats). */
  winners: number[];
  /** True for a draw. */
  draw: boolean;
  /** Actions taken. */
  steps: number;
  /** The game's own numeric stats for this game. */
  stats: Record<string, number>;
  /** Why a finished game ended (`describeEnd`, else `status.reason`); absent when unfinished or the game gives no reason. */
  end?: string;
}

/** Turns a specifier into something `import()` understands anywhere: absolute paths become file URLs, relative paths resolve against the working directory. */
export function moduleUrl(specifier: string): string {
  if (specifier.startsWith('file:') || specifier.startsWith('node:')) return specifier;
  if (isAbsolute(specifier)) return pathToFileURL(specifier).href;
  if (specifier.startsWith('.')) return pathToFileURL(resolve(process.cwd(), specifier)).href;
  return specifier; // a package name
}

/** Imports a module and builds its simulation; throws a plain message when the export is missing. */
export async function loadSimulation(
  specifier: string,
  exportName: string,
  args: Json = null,
  preloaded?: Record<string, unknown>,
): Promise<Simulation> {
  // A bundled worker carries its simulation module already (see `SimulateOptions.workerCode`).
  const mod = preloaded ?? ((await import(moduleUrl(specifier))) as Record<string, unknown>);
  const exported = mod[exportName] as SimulationExport | undefined;
  if (exported === undefined) {
    const names = Object.keys(mod).join(', ') || 'none';
    throw new Error(`${specifier} has no export '${exportName}' (exports: ${names})`);
  }
  const sim = typeof exported === 'function' ? await exported(args) : exported;
  if (!sim || typeof sim !== 'object' || !sim.game || !Array.isArray(sim.players)) {
    throw new Error(`${specifier} export '${exportName}' is not a Simulation (needs game, content, options, players)`);
  }
  return sim;
}

/** The entrant sitting in `seat` in game `index`. */
export function entrantAt(sim: Simulation, index: number, seat: PlayerId): number {
  const n = sim.players.length;
  return sim.rotateSeats ? (seat + index) % n : seat;
}

/** Plays game `index` of a run with base seed `seed`. */
export function playGame(sim: Simulation, index: number, seed: number | string): GameRecord {
  const n = sim.players.length;
  const seated = Array.from({ length: n }, (_, seat) => sim.players[entrantAt(sim, index, seat)]!);
  const result = playMatch(sim.game, sim.content, sim.options, deriveSeed(seed, index), seated, {
    maxSteps: sim.maxSteps ?? 10000,
    playerSeed: deriveSeed(seed, index, 'players'),
  });
  const st = result.status;
  const end = st.over ? (sim.describeEnd ? sim.describeEnd(st) : st.reason) : undefined;
  return {
    index,
    over: st.over,
    winners: st.over ? st.winners.map((seat) => entrantAt(sim, index, seat)) : [],
    draw: st.over && (st.draw || st.winners.length === 0),
    steps: result.steps,
    stats: sim.game.stats ? sim.game.stats(result.state) : {},
    ...(end !== undefined ? { end } : {}),
  };
}

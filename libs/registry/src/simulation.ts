/**
 * The simulation of any registered game, for `armory simulate`, the editor's play-test page and their
 * worker threads: a factory taking JSON arguments that looks the game up in the registry, so a worker
 * builds the same matches as the main thread without the caller naming a game.
 */
import { playerFor, type Json, type Simulation } from '@armory/engine';
import { findGame } from './registry.js';

/** Arguments of the factory (plain JSON, so they can cross to worker threads). */
export interface GameSimulationArgs {
  /** The game's registry id. */
  game: string;
  /** Its validated content, shaped like its typed content package's exports (before `module.content`). */
  content: Json;
  /** Set-up options, as the module's `resolveOptions` gave them. */
  options: Json;
  /** The player per seat: random, greedy or mcts[:iterations]. */
  players: string[];
}

/** Builds the simulation; throws a plain message for a game or player it does not know. */
export function simulation(args: Json): Simulation {
  const a = args as unknown as GameSimulationArgs;
  const module = findGame(a.game);
  if (!module) throw new Error(`no registered game '${a.game}'`);
  return {
    game: module.game,
    content: module.content(a.content as Record<string, unknown>),
    options: a.options,
    players: a.players.map((spec) => playerFor(spec, module)),
    ...(module.maxSteps !== undefined ? { maxSteps: module.maxSteps } : {}),
    ...(module.describeEnd ? { describeEnd: module.describeEnd } : {}),
  };
}

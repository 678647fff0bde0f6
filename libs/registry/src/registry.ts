/** Looking games up by id. Tests may register a fixture game for the life of their process. */
import type { GameModule } from '@armory/engine';
import { GAMES } from './games.js';

const extra: Array<{ module: GameModule; source?: string }> = [];

/** Every game: the registry list, then any registered by `registerGame`. */
export function games(): readonly GameModule[] {
  return extra.length ? [...GAMES, ...extra.map((e) => e.module)] : GAMES;
}

/** The game with this id, or undefined. */
export function findGame(id: string): GameModule | undefined {
  return games().find((g) => g.id === id);
}

/**
 * Adds a game for this process (tests register fixture games this way); refuses a second game with the same id.
 * `source`, the URL or path of a file exporting the module, lets worker threads (which start from the
 * registry list alone) load and register it too.
 */
export function registerGame(module: GameModule, source?: string): void {
  if (findGame(module.id)) throw new Error(`a game with id '${module.id}' is already registered`);
  extra.push(source === undefined ? { module } : { module, source });
}

/** Removes a game added by `registerGame` (tests clean up with it). */
export function unregisterGame(id: string): void {
  const at = extra.findIndex((e) => e.module.id === id);
  if (at >= 0) extra.splice(at, 1);
}

/** Games added by `registerGame` with a source file, for tools that start worker threads. */
export function registeredSources(): Array<{ id: string; source: string }> {
  return extra.flatMap((e) => (e.source === undefined ? [] : [{ id: e.module.id, source: e.source }]));
}

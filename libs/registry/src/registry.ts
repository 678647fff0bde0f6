/** Looking games up by id. Tests may register a fixture game for the life of their process. */
import type { GameModule } from '@armory/engine';
import { GAMES } from './games.js';

const extra: GameModule[] = [];

/** Every game: the registry list, then any registered by `registerGame`. */
export function games(): readonly GameModule[] {
  return extra.length ? [...GAMES, ...extra] : GAMES;
}

/** The game with this id, or undefined. */
export function findGame(id: string): GameModule | undefined {
  return games().find((g) => g.id === id);
}

/** Adds a game for this process (tests register fixture games this way); refuses a second game with the same id. */
export function registerGame(module: GameModule): void {
  if (findGame(module.id)) throw new Error(`a game with id '${module.id}' is already registered`);
  extra.push(module);
}

/** Removes a game added by `registerGame` (tests clean up with it). */
export function unregisterGame(id: string): void {
  const at = extra.findIndex((g) => g.id === id);
  if (at >= 0) extra.splice(at, 1);
}

/** Loading one game's module by id, for code that must not carry every game (the editor's pages). */
import type { GameModule } from '@armory/engine';
import { GAME_LOADERS } from './loaders.js';

/**
 * The module of the game with this id, imported on first use; undefined for an id the registry does not list
 * (a game known only by its content and schemas, which the editor edits without pictures).
 *
 * @example const previews = (await loadGame('hott'))?.previews ?? {};
 */
export async function loadGame(id: string): Promise<GameModule | undefined> {
  return GAME_LOADERS.find((g) => g.id === id)?.load();
}

/**
 * The registry list for the browser: each game's id and how to load its module. A page imports only the game it
 * shows, so each game is its own chunk and a new game costs the other pages nothing. Same games, same order as
 * GAMES in games.ts (a test checks); adding a game is one line here too.
 */
import type { GameModule } from '@armory/engine';

/** A registered game, not loaded yet. */
export interface GameLoader {
  /** The id its module has (`GameModule.id`). */
  id: string;
  /** Imports the game's package and gives its module. */
  load(): Promise<GameModule>;
}

/** The registered games, in the order `armory games` lists them. */
export const GAME_LOADERS: readonly GameLoader[] = [
  { id: 'neuroshima-hex', load: () => import('@armory/game-neuroshima-hex').then((m) => m.neuroshimaHexModule) },
  { id: 'shifting-hills', load: () => import('@armory/game-shifting-hills').then((m) => m.shiftingHillsModule) },
  { id: 'hott', load: () => import('@armory/game-hott').then((m) => m.hottModule) },
  { id: 'hounds', load: () => import('@armory/game-hounds').then((m) => m.houndsModule) },
];

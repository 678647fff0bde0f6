// The public surface of @armory/registry/lazy (games loaded one at a time, for the browser): re-exports only.
// It must not reach games.ts, which imports every game.
export { GAME_LOADERS, type GameLoader } from './loaders.js';
export { loadGame } from './load-game.js';

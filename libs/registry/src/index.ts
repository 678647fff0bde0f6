// The public surface of @armory/registry: re-exports only.
export { GAMES } from './games.js';
export { games, findGame, registerGame, unregisterGame, registeredSources } from './registry.js';

// The public surface of @armory/game-hounds: re-exports only.
export { hounds } from './game.js';
export type { HoundsState } from './state.js';
export type { HoundsAction } from './actions.js';
export type { HoundsContent } from './content.js';
export type { HoundsOptions, Variant } from './options.js';
export { houndsModule } from './module.js';

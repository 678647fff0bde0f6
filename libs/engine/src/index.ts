// The public surface of @armory/engine: re-exports only.
export * from './contract.js';
export * from './rng/rng.js';
export * from './hex/hex.js';
export * from './hex/board.js';
export * from './zones/zones.js';

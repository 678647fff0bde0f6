// The public surface of @armory/engine: re-exports only.
export * from './contract.js';
export * from './rng/rng.js';
export * from './hex/hex.js';
export * from './hex/board.js';
export * from './zones/zones.js';
export * from './dice/fraction.js';
export * from './dice/distribution.js';
export * from './rules/path.js';
export * from './rules/condition.js';
export * from './rules/modifier.js';
export * from './rules/outcome-table.js';
export * from './rules/effects.js';

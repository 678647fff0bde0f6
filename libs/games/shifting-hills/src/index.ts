// The public surface of @armory/game-shifting-hills: re-exports only.
export { shiftingHills } from './game.js';
export { shiftingHillsModule } from './module.js';
export { evaluate } from './evaluation.js';
export { scenarioHooks, scenarioState } from './scenario/hooks.js';
export { setupGame } from './setup.js';
export { legalActions, refusal, applyAction } from './rules.js';
export { tablesOf, tablesFor, ContentError, type ShiftingHillsContent, type Tables } from './content.js';
export { hexNames } from './hex-names.js';
export { BONUS_EFFECTS } from './effects/catalog.js';
export type { ShiftingHillsAction, MoveAction, AttackAction, DeimpedeAction, WaitAction, EndAction, PlayAction } from './actions.js';
export type { ShiftingHillsState, ShiftingHillsOptions, Squad, Outcome, Star } from './state.js';

// The public surface of @armory/game-hott: re-exports only.
export { hottContent, type HottContent } from './content.js';
export { compileCombat, type CombatRules, type Band, type ChecklistStep, type CombatResult } from './rules.js';
export type { Situation, SideSituation, MetElement, CombatKind, Going, Facing, Side } from './situation.js';
export { SituationError, checkSituation } from './situation-check.js';
export { prepareCombat, resolveCombat, troopFactor, type CombatOutcome, type SideOutcome, type Consequences, type FactorApplied, type PreparedCombat } from './resolve.js';
export { combatOdds, type CombatOdds, type OddsRow } from './odds.js';

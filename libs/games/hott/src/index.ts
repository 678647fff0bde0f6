// The public surface of @armory/game-hott: re-exports only.
export { hottContent, type HottContent } from './content.js';
export { compileCombat, type CombatRules, type Band, type ChecklistStep, type CombatResult } from './rules.js';
export type { Situation, SideSituation, MetElement, CombatKind, Going, Facing, Side } from './situation.js';
export { SituationError, checkSituation } from './situation-check.js';
export {
  prepareCombat,
  resolveCombat,
  troopFactor,
  type CombatOutcome,
  type SideOutcome,
  type Consequences,
  type FactorApplied,
  type PreparedCombat,
} from './resolve.js';
export { combatOdds, type CombatOdds, type OddsRow } from './odds.js';
export { oddsTable, resultCount, type OddsCell } from './odds-table.js';
export { oddsCsv } from './odds-csv.js';
export { heatmapHtml, heatColour, cellFractions } from './heatmap.js';
export { hasWon, type ArmyTally } from './win.js';
export { singleCombat, type SingleCombatState, type SingleCombatOptions, type FightAction } from './single-combat.js';
export { troopTypePreview } from './preview.js';
export { combatRulesOf } from './compiled.js';
export { oddsCommand } from './commands/odds.js';
// Not tableFiles (commands/table-files.ts): `armory hott table` imports it when it runs, so a page that loads
// this package (the editor's HOTT pages) does not carry it.
export { tableCommand } from './commands/table.js';
export { hottModule } from './module.js';

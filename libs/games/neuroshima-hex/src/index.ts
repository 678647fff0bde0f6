// The public surface of @armory/game-neuroshima-hex: re-exports only.
export { neuroshimaHex, setupGame, applyAction, teamsOf, HIDDEN, type NhOptions } from './game.js';
export type { NhState, NhAction, Cell, Seat, Outcome, Stage } from './state.js';
export { cloneNh } from './state.js';
export type { NeuroshimaContent, ArmyContent, RulesContent, TileContent } from './content.js';
export { contentFromPackage, type PackageContent } from './package-content.js';
export { compileCatalog, catalogOf, designOf, type Catalog, type TileType } from './catalog.js';
export { legalActions, refusal } from './actions.js';
export { fight } from './battle.js';
export { hqPoints, teamPoints } from './flow.js';
export { buildScenario } from './scenario/setup.js';
export { scenarioHooks } from './scenario/hooks.js';
export type { Scenario, ScenarioSetup, ScenarioExpect } from './scenario/scenario.js';
export { neuroshimaHexModule } from './module.js';
export { leadAfterBattle } from './evaluation.js';

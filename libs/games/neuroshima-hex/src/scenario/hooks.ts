/** What Neuroshima Hex gives the engine's scenario runner: its set-up, its own expectations, zones and checked names. */
import type { Scenario as EngineScenario, ScenarioHooks } from '@armory/engine';
import type { NeuroshimaContent } from '../content.js';
import type { NhState } from '../state.js';
import { expectations } from './expectations.js';
import { withGameSeats } from './file-seats.js';
import { references } from './references.js';
import type { Scenario } from './scenario.js';
import { buildScenario } from './setup.js';
import { zones } from './zones.js';

// The runner hands over the file as the engine's generic shape; Neuroshima Hex's schema has already given it this one.
// Its seats count from 1; the game's from 0.
const own = (sc: EngineScenario) => withGameSeats(sc as unknown as Scenario);

/** Neuroshima Hex's scenario hooks (`GameModule.scenarios`). */
export const scenarioHooks: ScenarioHooks<NhState, NeuroshimaContent> = {
  setup: (content, sc) => buildScenario(content, own(sc)),
  expectations,
  zones,
  references: (content, sc) => references(content, own(sc)),
};

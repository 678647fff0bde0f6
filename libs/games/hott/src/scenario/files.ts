/** Scenario files: YAML under libs/games/hott/scenarios, one scenario per file. Node only. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Scenario } from '@armory/engine';
import type { FightAction } from '../single-combat.js';

/** The folder of this game's scenarios. */
export const SCENARIO_DIR = join(import.meta.dirname, '..', '..', 'scenarios');

/** Every scenario in the folder, by file name order. */
export function readScenarios(dir = SCENARIO_DIR): Array<{ file: string; scenario: Scenario<FightAction> }> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ file: f, scenario: parse(readFileSync(join(dir, f), 'utf8')) as Scenario<FightAction> }));
}

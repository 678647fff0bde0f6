/** Scenario files: YAML under libs/games/hounds/scenarios, one scenario per file. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Scenario } from '@armory/engine';
import type { HoundsAction } from '../actions.js';

/** The folder of this game's scenarios. */
export const SCENARIO_DIR = join(import.meta.dirname, '..', '..', 'scenarios');

/** Every scenario in the folder, by file name order. */
export function readScenarios(dir = SCENARIO_DIR): Array<{ file: string; scenario: Scenario<HoundsAction> }> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ file: f, scenario: parse(readFileSync(join(dir, f), 'utf8')) as Scenario<HoundsAction> }));
}

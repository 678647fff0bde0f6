/** Running a scenario file that read well, on its game's rules and content. */
import { runScenario, type ScenarioResult } from '@armory/engine';
import type { ScenarioFile } from './read.js';

/**
 * Runs a well-formed scenario (`read.scenario` set) of `read.game` against that game's content, shaped as the
 * game's `content()` shapes it.
 */
export function runScenarioFile(read: ScenarioFile, content: unknown): ScenarioResult {
  const game = read.game;
  if (!read.scenario || !game?.scenarios) throw new Error(`${read.file}: only a scenario file that read without problems can run`);
  return runScenario(game.game, game.scenarios, content, read.scenario);
}

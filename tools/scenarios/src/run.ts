/** Running a scenario file that read well, on its game's rules and content. */
import type { Diagnostic } from '@armory/content-pipeline';
import { runScenario, type ScenarioResult } from '@armory/engine';
import { problemAtPath } from './place.js';
import type { ScenarioFile } from './read.js';

/**
 * Runs a well-formed scenario (`read.scenario` set) of `read.game` against that game's content, shaped as the
 * game's `content()` shapes it.
 */
export function runScenarioFile(read: ScenarioFile, content: unknown): ScenarioResult {
  const game = read.game;
  if (!read.scenario || !game?.scenarios) throw new Error(`${read.file}: only a scenario file that read without problems can run`);
  return runScenario(game.game, game.scenarios, content, read.scenario, game);
}

/**
 * The one failure a run places in the file, as a positioned problem: an impossible set-up the game placed
 * (`ScenarioSetupError`), or an action refused that no `refusal` expected. Undefined when the run placed none.
 */
export function placedProblem(read: ScenarioFile, result: ScenarioResult): Diagnostic | undefined {
  if (!result.at || !read.loaded) return undefined;
  const rule = result.stoppedIn ?? 'set-up';
  return problemAtPath(read.file, read.loaded, result.at, result.failures[0] ?? `impossible ${rule}`, rule);
}

/** Running a scenario file that read well, on its game's rules and content. */
import type { Diagnostic } from '@armory/content-pipeline';
import { runScenario, type ScenarioResult } from '@armory/engine';
import { isNode } from 'yaml';
import { problemAt, type ScenarioFile } from './read.js';

/**
 * Runs a well-formed scenario (`read.scenario` set) of `read.game` against that game's content, shaped as the
 * game's `content()` shapes it.
 */
export function runScenarioFile(read: ScenarioFile, content: unknown): ScenarioResult {
  const game = read.game;
  if (!read.scenario || !game?.scenarios) throw new Error(`${read.file}: only a scenario file that read without problems can run`);
  return runScenario(game.game, game.scenarios, content, read.scenario);
}

/** An impossible set-up the game placed in the file (`ScenarioSetupError`), as a positioned problem; else undefined. */
export function setupProblem(read: ScenarioFile, result: ScenarioResult): Diagnostic | undefined {
  if (!result.setupAt || !read.loaded) return undefined;
  const { doc, lineCounter, text } = read.loaded;
  const node = doc.getIn(result.setupAt, true);
  const at = isNode(node) && node.range ? lineCounter.linePos(node.range[0]) : { line: 1, col: 1 };
  return problemAt(read.file, text, at.line, at.col, `/${result.setupAt.join('/')}`, result.failures[0] ?? 'impossible set-up', 'set-up');
}

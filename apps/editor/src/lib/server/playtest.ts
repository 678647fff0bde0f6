/**
 * A play-test run: the game's content as saved, validated as `armory simulate` validates it, set up by the
 * module's own options, played on the engine's simulation runner with the registry's game simulation, and
 * reported as `armory simulate` reports it: its JSON, and the sections its text report is drawn from, which the
 * page shows. Nothing is written to disk.
 */
import { availableParallelism } from 'node:os';
import {
  compareRuns,
  ComparisonError,
  comparedRun,
  contentStamp,
  jsonReport,
  OptionError,
  readOptionValues,
  reportSections,
  simulate,
  type GameModule,
  type ComparedRun,
  type Json,
  type ReportSections,
  type RunComparison,
  type ResolvedOptions,
} from '@armory/engine';
import { validatedGameContent } from '@armory/content-pipeline/node';
import { didYouMean } from '@armory/content-pipeline/suggest';
import { layoutContent } from '@armory/content-pipeline/layout';
import { registeredSources } from '@armory/registry';
import * as gameSimulation from '@armory/registry/simulation';
import { GAME_SIMULATION, WORKER_LIMITS, bundleSimulationWorker } from '@armory/registry/worker-bundle';
import { commandLine, type PlaytestRequest } from '../playtest/command-line.js';
import { contentLayout } from './content-layout.js';

/** The game's content ready to play, or why it is not. */
export type PlaytestContent =
  | { content: Record<string, unknown> }
  /** Errors in the game's files (workspace paths; a schema's problem names the schema file). */
  | { errors: number; files: Array<{ path: string; errors: number }> }
  | { problem: string };

/** content/<game> as saved, shaped like its typed content package's exports, as `armory simulate` plays it. */
export function playtestContent(root: string, game: string): PlaytestContent {
  const checked = validatedGameContent(root, game);
  if ('missing' in checked) return { problem: `this workspace has no content/${game} folder` };
  if ('errors' in checked) {
    const byFile = new Map<string, number>();
    for (const d of checked.errors) byFile.set(d.file, (byFile.get(d.file) ?? 0) + 1);
    return { errors: checked.errors.length, files: [...byFile].map(([path, errors]) => ({ path, errors })) };
  }
  if ('clashes' in checked) return { problem: checked.clashes.join('\n') };
  const layout = contentLayout(root, game);
  if (!layout) return { problem: `libs/content/${game}/exports.json is missing or unreadable (armory package says why)` };
  try {
    return { content: layoutContent(layout, checked.content) };
  } catch (e) {
    // An export that wants one file of a kind the content has none or several of.
    return { problem: `libs/content/${game}/exports.json: ${(e as Error).message}` };
  }
}

/** A run ready to play: everything checked. */
export interface PreparedPlaytest {
  module: GameModule;
  request: PlaytestRequest;
  /** The content as the content package exports it (what crosses to the workers). */
  loaded: Record<string, unknown>;
  content: unknown;
  resolved: ResolvedOptions<unknown>;
}

/** Checks the content and sets the game up with the form's options; the problem is the module's own words. */
export function preparePlaytest(
  root: string,
  module: GameModule,
  request: PlaytestRequest,
): { prepared: PreparedPlaytest } | Exclude<PlaytestContent, { content: unknown }> {
  const loaded = playtestContent(root, module.id);
  if (!('content' in loaded)) return loaded;
  const content = module.content(loaded.content);
  let resolved: ResolvedOptions<unknown>;
  try {
    // The game's options are read as armory simulate reads them (whole numbers, choices from the content) first.
    resolved = module.resolveOptions(readOptionValues(module.options, request.options, content, didYouMean), request.seats, content);
  } catch (e) {
    if (e instanceof OptionError) return { problem: e.message };
    throw e;
  }
  if (resolved.seats !== request.players.length)
    return {
      problem: `these options set up ${resolved.seats} seats, and the form names ${request.players.length} players; choose ${resolved.seats} seats`,
    };
  return { prepared: { module, request, loaded: loaded.content, content, resolved } };
}

/** What a run gives the page. */
export interface PlaytestResult {
  /** `armory simulate --json`'s report of the games played. */
  json: Record<string, unknown>;
  /** The same figures as `armory simulate`'s text report shows them (the sections it is drawn from). */
  report: ReportSections;
  /** The command that plays the same games. */
  command: string;
  /** True when the run was stopped: the report covers the first games, as `--games <that many>` would. */
  stopped: boolean;
  /** This run against the earlier one the form gave (`compareWith`), or why they cannot be compared. */
  comparison?: { games: number; comparison: RunComparison } | { problem: string };
}

/** This run's JSON report against an earlier run's (`armory simulate --json --compare` does the same). */
export function comparedWith(earlier: ComparedRun, json: Record<string, unknown>): NonNullable<PlaytestResult['comparison']> {
  const now = comparedRun(json);
  if ('problem' in now) throw new Error(`the run's own report cannot be read back: ${now.problem}`);
  try {
    return { games: earlier.games, comparison: compareRuns(earlier, now) };
  } catch (e) {
    if (e instanceof ComparisonError) return { problem: e.message };
    throw e;
  }
}

/** How a run is played. */
export interface PlayOptions {
  signal?: AbortSignal;
  onProgress?(progress: { done: number; total: number }): void;
  /** Worker threads; 0 plays in the server's own thread. Default: the cores less one for the server, 1 to 4. */
  workers?: number;
}

let workerCode: Promise<string> | undefined;

/** Plays the run and reports it; a Stop (the signal) ends it after the games in hand. */
export async function playPlaytest(prepared: PreparedPlaytest, play: PlayOptions = {}, compareWith?: ComparedRun): Promise<PlaytestResult> {
  const { module, request, loaded, content, resolved } = prepared;
  const workers = play.workers ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  // Workers run the same bundle `armory simulate` gives them, made once per server.
  if (workers > 0)
    workerCode ??= bundleSimulationWorker(GAME_SIMULATION, registeredSources()).catch((e: unknown) => {
      workerCode = undefined;
      throw e;
    });
  const report = await simulate({
    module: GAME_SIMULATION,
    moduleExports: gameSimulation,
    workerLimits: WORKER_LIMITS,
    ...(workers > 0 ? { workerCode: await workerCode } : {}),
    args: { game: module.id, content: loaded as Json, options: resolved.options as Json, players: request.players },
    games: request.games,
    seed: request.seed,
    workers,
    // A game at a time: an mcts game takes tens of seconds, and the bar moves with each (no slower: 3,000 random
    // Neuroshima Hex games took 2.6 s on one worker, 3.4 s in batches of 16).
    batch: 1,
    ...(play.signal ? { signal: play.signal } : {}),
    ...(play.onProgress ? { onProgress: (p: { done: number; total: number }) => play.onProgress!({ done: p.done, total: p.total }) } : {}),
  });
  const played = { ...request, games: report.games };
  // The content's stamp goes into the JSON, so a later run compared with this one can say what changed.
  const run = { module, content, resolved, players: request.players, games: report.games, seed: request.seed, stamp: contentStamp(loaded) };
  const json = JSON.parse(jsonReport(run, report)) as Record<string, unknown>;
  return {
    json,
    report: reportSections(run, report),
    command: commandLine(module.id, played),
    stopped: report.games < request.games,
    ...(compareWith ? { comparison: comparedWith(compareWith, json) } : {}),
  };
}

/**
 * Reading one scenario file: the game it belongs to (from its modeline, through the registry), then its
 * shape, checked through the content pipeline against `schemas/<game>/scenario.schema.json` so every
 * problem comes with file:line:column and a code frame, like any content file. The file is checked beside
 * its game's content files, so an `x-ref` in the scenario schema (a troop type, say) must name an id the
 * content declares, with the pipeline's "did you mean".
 */
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { codeFrame, type Diagnostic, type GameReport, type LoadedFile, type SourceFile, type Validator } from '@armory/content-pipeline';
import type { GameModule, Scenario } from '@armory/engine';
import { findGame, games } from '@armory/registry';
import { ownProblems } from './own-checks.js';
import { problemAt } from './place.js';
import { whyUnreadable } from './unreadable.js';

export { problemAt };

/** The first line of a scenario file names its schema; the `schemas/<game>/` part of it names the game. */
const MODELINE = /^#\s*yaml-language-server:\s*\$schema=(\S+)\s*$/;
const SCENARIO_SCHEMA = /(?:^|\/)schemas\/([^/]+)\/scenario\.schema\.json$/;

/** A scenario file as read: its game and scenario when it is well formed, otherwise its problems. */
export interface ScenarioFile {
  /** The name messages show: relative to the workspace root when the file is inside it. */
  file: string;
  game?: GameModule;
  scenario?: Scenario;
  /** The parsed file, for placing problems found later (names the content lacks). */
  loaded?: LoadedFile;
  problems: Diagnostic[];
  /** Set when the file could not be read at all (an I/O error, not a malformed scenario): `problems` says why. */
  unreadable?: true;
}

/** How files are checked: the workspace's schemas, and each game's content files (read when first needed). */
export interface ScenarioChecks {
  /** The workspace root. */
  root: string;
  validator: Validator;
  /** The content files of a game, e.g. `loadGameFiles(root, game)`. */
  contentFiles(game: string): SourceFile[];
}

// A game's content validated once; each scenario file is then checked against it as one more file.
const contentReports = new WeakMap<ScenarioChecks, Map<string, GameReport>>();

function contentReport(checks: ScenarioChecks, game: string): GameReport {
  let byGame = contentReports.get(checks);
  if (!byGame) contentReports.set(checks, (byGame = new Map()));
  let report = byGame.get(game);
  if (!report) byGame.set(game, (report = checks.validator.validateGame(game, checks.contentFiles(game))));
  return report;
}

/** Reads and checks one scenario file. */
export function readScenarioFile(path: string, checks: ScenarioChecks): ScenarioFile {
  const { root } = checks;
  const inside = relative(root, path);
  const file = inside && !inside.startsWith('..') ? inside.split('\\').join('/') : path;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return { file, unreadable: true, problems: [problemAt(file, '', 1, 1, '', whyUnreadable(path, e), 'io')] };
  }
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const target = MODELINE.exec(firstLine)?.[1];
  const gameId = target ? SCENARIO_SCHEMA.exec(target)?.[1] : undefined;
  if (!gameId) {
    const message = `the first line must name the game's scenario schema, like '# yaml-language-server: $schema=../../../../schemas/<game>/scenario.schema.json'${target ? `; it names '${target}'` : ''}`;
    return { file, problems: [problemAt(file, text, 1, 1, '', message, 'modeline')] };
  }
  const game = findGame(gameId);
  if (!game) {
    const known =
      games()
        .map((g) => g.id)
        .sort()
        .join(', ') || 'none';
    return {
      file,
      problems: [
        problemAt(file, text, 1, 1, '', `the modeline names game '${gameId}', which is not registered; known: ${known}`, 'modeline'),
      ],
    };
  }
  if (!game.scenarios)
    return {
      file,
      game,
      problems: [problemAt(file, text, 1, 1, '', `game '${gameId}' does not run scenarios (its module has no scenario hooks)`, 'modeline')],
    };
  // The pipeline resolves a modeline against the file's workspace path. Files may live anywhere (a temporary
  // folder, another checkout), so it gets one line-for-line copy whose modeline names the schema from a fixed place.
  const virtual = `scenarios/${basename(path)}`;
  const lines = text.split('\n');
  lines[0] = `# yaml-language-server: $schema=../schemas/${gameId}/scenario.schema.json${lines[0]!.endsWith('\r') ? '\r' : ''}`;
  const report = checks.validator.revalidate(contentReport(checks, gameId), { path: virtual, text: lines.join('\n') });
  // Frames show the file's own text; the copy differs only in its first line, so lines and columns agree.
  const loaded = { ...report.files.find((f) => f.path === virtual)!, text };
  // Only this file's problems (the content's own are armory validate's), shown against its own text and name.
  const problems = report.diagnostics
    .filter((d) => d.file === virtual && d.severity === 'error')
    .map((d) => ({
      ...d,
      file,
      // One id named in several places of the file is one problem listing them, by the file's own name too.
      message: d.message.split(`${virtual}:`).join(`${file}:`),
      places: d.places?.map((p) => (p.file === virtual ? { ...p, file } : p)),
      frame: d.frame ? codeFrame(text, d.line, d.column) : '',
    }));
  if (problems.length || loaded.data === undefined) return { file, game, loaded, problems };
  const scenario = loaded.data as Scenario;
  const own = ownProblems(path, file, loaded, scenario, game);
  if (own.length) return { file, game, loaded, problems: own };
  return { file, game, loaded, scenario, problems };
}

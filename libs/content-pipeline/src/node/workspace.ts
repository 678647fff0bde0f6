import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { countDiagnostics, type Diagnostic } from '../diagnostic.js';
import type { GameReport } from '../types.js';
import { createValidator, type Validator } from '../validator.js';
import { listGames, loadGameFiles, loadSchemas, workspacePath } from './load.js';
import { placeSchemaProblem } from './schema-problems.js';

/** A path given to `validateWorkspace` that does not exist or lies outside `content/`. */
export class WorkspacePathError extends Error {}

/** What `validateWorkspace` found. */
export interface WorkspaceReport {
  reports: GameReport[];
  /** Schema problems plus every game's diagnostics that fall under the asked paths. */
  diagnostics: Diagnostic[];
  totals: { errors: number; warnings: number };
  /** How many files were read. */
  fileCount: number;
}

/** Which games the paths touch, and the workspace-relative prefixes to report on. */
function scope(root: string, paths: string[]): { games: string[]; prefixes: string[] } {
  const all = listGames(root);
  const games = new Set<string>();
  const prefixes: string[] = [];
  for (const given of paths) {
    const absolute = resolve(root, given);
    if (!existsSync(absolute)) throw new WorkspacePathError(`no such file or folder: ${given}`);
    const path = workspacePath(root, absolute);
    const [top, game] = path.split('/');
    if (top !== 'content') throw new WorkspacePathError(`${given} is not inside content/; only content files are validated`);
    prefixes.push(path);
    for (const g of game === undefined ? all : [game]) if (all.includes(g)) games.add(g);
  }
  return { games: [...games].sort(), prefixes };
}

/**
 * A validator over the workspace's schemas. A schema file that could not be read goes into `problems`, once: the
 * content files and schemas naming it are not reported again.
 */
export function loadValidator(root: string, problems: Diagnostic[]): Validator {
  const schemas = loadSchemas(root, problems);
  return createValidator(schemas, { unloadedSchemas: problems.map((d) => d.file) });
}

/**
 * Validates the games under `root/content` (all, or those the `paths` touch; a game is always read whole so
 * cross-checks see every file) and keeps the diagnostics for files under `paths`.
 * @example const { totals } = validateWorkspace('/work/main', ['content/neuroshima-hex/armies']);
 */
export function validateWorkspace(root: string, paths?: string[]): WorkspaceReport {
  const { games, prefixes } = paths && paths.length > 0 ? scope(root, paths) : { games: listGames(root), prefixes: ['content'] };
  const problems: Diagnostic[] = [];
  const validator = loadValidator(root, problems);
  const reports = games.map((game) => validator.validateGame(game, loadGameFiles(root, game)));
  const under = (file: string) => prefixes.some((p) => file === p || file.startsWith(`${p}/`));
  const placed = [...problems, ...validator.schemaProblems].map((d) => placeSchemaProblem(root, d));
  // A problem standing for several places (an old id still named in many) is shown when any of them is asked about.
  const asked = (d: Diagnostic) => under(d.file) || (d.places ?? []).some((p) => under(p.file));
  const diagnostics = [...placed, ...reports.flatMap((r) => r.diagnostics.filter(asked))];
  const fileCount = reports.reduce((n, r) => n + r.files.filter((f) => under(f.path)).length, 0);
  return { reports, diagnostics, totals: countDiagnostics(diagnostics), fileCount };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandIO } from './command.js';
import { readPackageLayout } from './package-layout.js';

/**
 * A game's content read from content/<game> through the pipeline - validated as `armory build` validates it -
 * and shaped like its typed content package's exports (`{ armies, rules, ... }`), so commands play what the
 * designer has on disk now. Prints every error and returns undefined when the content does not validate.
 */
export async function loadGameContent(io: CommandIO, game: string): Promise<Record<string, unknown> | undefined> {
  const { validateWorkspace } = await import('@armory/content-pipeline/node');
  const { formatDiagnostic, gameContent } = await import('@armory/content-pipeline');
  const { layoutContent } = await import('@armory/codegen');
  if (!existsSync(join(io.root, 'libs', 'content', game, 'exports.json'))) {
    io.err(`no content package layout for '${game}' (libs/content/${game}/exports.json)\n`);
    return undefined;
  }
  // A workspace of its own (found from the working folder) need not hold every registered game.
  if (!existsSync(join(io.root, 'content', game))) {
    io.err(`${game}: this workspace (${io.root}) has no content/${game} folder\n`);
    return undefined;
  }
  const { reports, diagnostics } = validateWorkspace(io.root, [`content/${game}`]);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  for (const d of errors) io.err(`${formatDiagnostic(d, { color: io.color })}\n\n`);
  const report = reports.find((r) => r.game === game);
  if (errors.length > 0 || !report) {
    const one = errors.length === 1;
    io.err(
      `${game}: the content has ${errors.length} ${one ? 'error' : 'errors'}; fix ${one ? 'it' : 'them'} first (see armory validate)\n`,
    );
    return undefined;
  }
  const { content, clashes } = gameContent(report);
  for (const clash of clashes) io.err(`${clash}\n`);
  if (clashes.length > 0) return undefined;
  const read = await readPackageLayout(io.root, game);
  if ('problem' in read) {
    io.err(`${game}: ${read.problem}\n`);
    return undefined;
  }
  try {
    return layoutContent(read.layout, content);
  } catch (e) {
    // An export that wants one file of a kind the content has none or several of.
    io.err(`${game}: libs/content/${game}/exports.json: ${(e as Error).message}\n`);
    return undefined;
  }
}

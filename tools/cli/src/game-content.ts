import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandIO } from './command.js';
import { readPackageLayout } from './package-layout.js';

/**
 * A game's content read from content/<game> through the pipeline (`validatedGameContent`: validated as `armory build` validates it),
 * and shaped like its typed content package's exports (`{ armies, rules, ... }`), so commands play what the
 * designer has on disk now. Prints every error and returns undefined when the content does not validate.
 */
export async function loadGameContent(io: CommandIO, game: string): Promise<Record<string, unknown> | undefined> {
  const { validatedGameContent } = await import('@armory/content-pipeline/node');
  const { formatDiagnostic } = await import('@armory/content-pipeline');
  const { layoutContent } = await import('@armory/content-pipeline/layout');
  if (!existsSync(join(io.root, 'libs', 'content', game, 'exports.json'))) {
    io.err(`no content package layout for '${game}' (libs/content/${game}/exports.json)\n`);
    return undefined;
  }
  const checked = validatedGameContent(io.root, game);
  if ('missing' in checked) {
    // A workspace of its own (found from the working folder) need not hold every registered game.
    io.err(`${game}: this workspace (${io.root}) has no content/${game} folder\n`);
    return undefined;
  }
  if ('errors' in checked) {
    const { errors } = checked;
    for (const d of errors) io.err(`${formatDiagnostic(d, { color: io.color })}\n\n`);
    const one = errors.length === 1;
    io.err(
      `${game}: the content has ${errors.length} ${one ? 'error' : 'errors'}; fix ${one ? 'it' : 'them'} first (see armory validate)\n`,
    );
    return undefined;
  }
  if ('clashes' in checked) {
    for (const clash of checked.clashes) io.err(`${clash}\n`);
    return undefined;
  }
  const { content } = checked;
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

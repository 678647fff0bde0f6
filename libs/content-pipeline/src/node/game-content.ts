import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gameContent, type GameContent } from '../content-data.js';
import type { Diagnostic } from '../diagnostic.js';
import { validateWorkspace } from './workspace.js';

/** A game's content as a simulation plays it, or why there is none to play. */
export type ValidatedGameContent =
  /** The workspace has no content/<game> folder (a workspace of its own need not hold every game). */
  | { missing: true }
  /** The game's files have errors: nothing of it may be played. */
  | { errors: Diagnostic[] }
  /** Two files of one kind share an id or file name. */
  | { clashes: string[] }
  | { content: GameContent };

/**
 * content/<game> read and validated as `armory build` validates it (the whole game, with the workspace's schemas),
 * then gathered by kind and id: what `armory simulate` and the editor's play-test page play.
 */
export function validatedGameContent(root: string, game: string): ValidatedGameContent {
  if (!existsSync(join(root, 'content', game))) return { missing: true };
  const { reports, diagnostics } = validateWorkspace(root, [`content/${game}`]);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const report = reports.find((r) => r.game === game);
  if (errors.length > 0 || !report) return { errors };
  const { content, clashes } = gameContent(report);
  return clashes.length > 0 ? { clashes } : { content };
}

/** Where a game's typed content package puts each kind of file, so previews see content shaped as the game does. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { layoutPath, type PackageLayout } from '@armory/content-pipeline/layout';
import { readLayout } from '@armory/content-pipeline/node';

/** The game's layout from libs/content/<game>/exports.json, or undefined when the game has no content package. */
export function contentLayout(root: string, game: string): PackageLayout | undefined {
  if (!existsSync(join(root, layoutPath(game)))) return undefined;
  try {
    return readLayout(root, game);
  } catch {
    // A broken exports.json is `armory package`'s to report; the editor's previews just go without content.
    return undefined;
  }
}

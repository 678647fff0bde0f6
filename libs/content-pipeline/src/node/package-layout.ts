import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { layoutPath, type PackageLayout } from '../layout.js';

/**
 * The layout of a game's content package, from libs/content/<game>/exports.json (its `$comment` left out).
 * Throws as readFileSync and JSON.parse do: callers name a missing file or a SyntaxError in their own words.
 */
export function readLayout(root: string, game: string): PackageLayout {
  const layout = JSON.parse(readFileSync(join(root, layoutPath(game)), 'utf8')) as PackageLayout & {
    $comment?: string;
  };
  delete layout.$comment;
  return layout;
}

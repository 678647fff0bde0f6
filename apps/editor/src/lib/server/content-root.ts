import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when `dir` looks like an Armory workspace: it holds content/ and schemas/. */
function isWorkspace(dir: string): boolean {
  return existsSync(join(dir, 'content')) && existsSync(join(dir, 'schemas'));
}

function searchUp(from: string): string | undefined {
  let dir = resolve(from);
  for (;;) {
    if (isWorkspace(dir)) return dir;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/**
 * The workspace whose content/ the editor serves: ARMORY_ROOT if set (tests point it at a temp copy), else
 * the nearest workspace up from the working directory, else the one this server was built in.
 */
export function contentRoot(env: Record<string, string | undefined> = process.env): string {
  const forced = env['ARMORY_ROOT'];
  if (forced) {
    if (!isWorkspace(forced)) throw new Error(`ARMORY_ROOT=${forced} has no content/ and schemas/ folders`);
    return resolve(forced);
  }
  const found = searchUp(process.cwd()) ?? searchUp(dirname(fileURLToPath(import.meta.url)));
  if (!found) throw new Error('no workspace found (a folder with content/ and schemas/); set ARMORY_ROOT');
  return found;
}

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root: the nearest folder up from `from` holding content/ and schemas/, else the one this CLI ships in. */
export function findRoot(from: string): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'schemas')) && existsSync(join(dir, 'content'))) return dir;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return repoRoot();
}

/**
 * The checkout this CLI ships in: the nearest folder up from this file holding nx.json and
 * tools/cli. Searched, not counted, because the CLI also runs bundled from tools/cli/dist.
 */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'nx.json')) && existsSync(join(dir, 'tools', 'cli'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('armory: cannot find the checkout it belongs to (no nx.json above the CLI)');
    dir = up;
  }
}

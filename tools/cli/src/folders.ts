import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Makes `dir` and any missing folders above it, one at a time. Not `mkdirSync(dir, { recursive: true })`:
 * on Node 20 that never returns under a folder that refuses new entries with ENOENT (/proc), so a mistyped
 * output path would hang the command instead of failing.
 */
export function makeFolders(dir: string): void {
  const missing: string[] = [];
  for (let d = dir; !existsSync(d); d = dirname(d)) {
    missing.unshift(d);
    if (dirname(d) === d) break;
  }
  for (const d of missing) mkdirSync(d);
}

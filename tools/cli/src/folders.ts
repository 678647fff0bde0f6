import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

/**
 * A game command's file writing (`GameCommandIO.writeFiles`): the files into `dir`, made as `makeFolders` does;
 * returns the paths written. A failure throws with the system's reason, naming no temporary detail.
 */
export function writeFiles(dir: string, files: Record<string, string>): string[] {
  makeFolders(dir);
  return Object.entries(files).map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  });
}

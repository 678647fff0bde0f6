import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ioProblem } from './io-errors.js';

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
 * returns the paths written. A failure throws an Error saying why in words (the command names `dir` before it).
 */
export function writeFiles(dir: string, files: Record<string, string>): string[] {
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new Error('it is a file, not a folder');
  try {
    makeFolders(dir);
  } catch (e) {
    throw new Error(folderProblem(e));
  }
  // Each file is written beside its place and moved in once all are written: a failure leaves no half set.
  const written: Array<[partial: string, path: string]> = [];
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    const problem = writePartial(`${path}.partial`, path, text);
    if (problem !== undefined) {
      for (const [partial] of written) rmSync(partial, { force: true });
      throw new Error(`${path}: ${problem}`);
    }
    written.push([`${path}.partial`, path]);
  }
  for (const [partial, path] of written) renameSync(partial, path);
  return written.map(([, path]) => path);
}

/** Writes `text` to `partial`, to be moved to `path`; why it cannot be, in words, or undefined when written. */
function writePartial(partial: string, path: string, text: string): string | undefined {
  if (existsSync(path) && statSync(path).isDirectory()) return 'it is a folder';
  try {
    writeFileSync(partial, text);
    return undefined;
  } catch (e) {
    rmSync(partial, { force: true });
    return ioProblem(e);
  }
}

/** Why a folder could not be made; a folder that is there but refuses new ones (/proc) says ENOENT. */
function folderProblem(error: unknown): string {
  const err = error as NodeJS.ErrnoException;
  if (err.code === 'ENOENT' && err.path && existsSync(dirname(err.path))) return `${dirname(err.path)} takes no new folders`;
  return `cannot make folder ${err.path ?? ''}: ${ioProblem(err)}`;
}

/**
 * Which paths the editor may touch: files under content/ only. Everything else is refused before any
 * file is opened, and symlinks are judged by where they really lead.
 */
import { lstat, mkdir, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, sep } from 'node:path';

/** A refused path, with the HTTP status to answer and a plain reason. */
export class PathRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** Percent-escapes that smuggle a separator, a NUL or a second round of decoding past a path check. */
const ENCODED_TRICKS = /%(2f|5c|25|00|2e)/i;

/** Checks the raw (still encoded) URL path of a request; returns why it is refused, or undefined. */
export function rawPathProblem(rawPath: string): string | undefined {
  if (ENCODED_TRICKS.test(rawPath)) return 'encoded separators, dots or percent signs are not allowed in paths';
  if (rawPath.includes('\\')) return 'backslashes are not allowed in paths';
  if (rawPath.split('/').some((s) => s === '..' || s === '.')) return "'.' and '..' are not allowed in paths";
  return undefined;
}

/** Checks a content-relative path's shape (no I/O): posix segments, no dots, no absolute paths, YAML only. */
export function checkRelativePath(rel: string): void {
  if (!rel) throw new PathRefused(400, 'no file named');
  if (isAbsolute(rel) || rel.startsWith('/') || /^[a-zA-Z]:/.test(rel)) throw new PathRefused(400, 'absolute paths are not allowed');
  if (rel.includes('\\') || rel.includes('\0')) throw new PathRefused(400, 'backslashes and NUL are not allowed in paths');
  if (rel.split('/').some((s) => s === '' || s === '.' || s === '..'))
    throw new PathRefused(400, "empty, '.' and '..' segments are not allowed");
  if (!/\.ya?ml$/.test(rel)) throw new PathRefused(400, 'only .yaml content files can be opened');
}

/**
 * The real absolute path of content file `rel` under `root`/content, after following symlinks; refuses a
 * path that leads outside content/ or does not exist.
 */
export async function resolveContentFile(root: string, rel: string): Promise<string> {
  checkRelativePath(rel);
  const contentDir = await realpath(join(root, 'content'));
  let real: string;
  try {
    real = await realpath(join(contentDir, ...rel.split('/')));
  } catch {
    throw new PathRefused(404, `no content file '${rel}'`);
  }
  if (!real.startsWith(contentDir + sep)) throw new PathRefused(403, `'${rel}' leads outside content/`);
  return real;
}

/**
 * Like resolveContentFile, for a file the editor will rename or delete: it must be a file itself, not a
 * symlink (removing a link's name would be fine, but the user would think the file it shows went away).
 */
export async function resolveOwnContentFile(root: string, rel: string): Promise<string> {
  const real = await resolveContentFile(root, rel);
  const contentDir = await realpath(join(root, 'content'));
  const parent = await realpath(join(contentDir, ...rel.split('/').slice(0, -1)));
  if ((await lstat(join(parent, rel.split('/').at(-1)!))).isSymbolicLink()) {
    throw new PathRefused(400, `'${rel}' is a symbolic link; rename or delete it outside the editor`);
  }
  return real;
}

/**
 * Where a new content file `rel` goes: its folder's real path (folders missing on the way are made, each one
 * checked to be inside content/ after symlinks, before anything is made in it) joined with its name. Refuses a
 * name that already exists, even as a dangling symlink, so nothing is ever overwritten.
 */
export async function resolveNewContentFile(root: string, rel: string): Promise<string> {
  checkRelativePath(rel);
  const contentDir = await realpath(join(root, 'content'));
  const parts = rel.split('/');
  const name = parts.pop()!;
  let dir = contentDir;
  for (const part of parts) {
    try {
      await mkdir(join(dir, part));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    dir = await realpath(join(dir, part));
    if (!dir.startsWith(contentDir + sep)) throw new PathRefused(403, `'${rel}' leads outside content/`);
    if (!(await stat(dir)).isDirectory()) throw new PathRefused(400, `'${part}' in '${rel}' is a file, not a folder`);
  }
  const target = join(dir, name);
  const existing = await lstat(target).catch(() => null);
  if (existing) throw new PathRefused(409, `'${rel}' already exists; nothing was overwritten`);
  return target;
}

/**
 * Reading, saving, creating, renaming and deleting one content file: every change is hash-checked (creation:
 * never over an existing file), atomic, and one at a time per file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { link, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { PathRefused, resolveContentFile, resolveNewContentFile, resolveOwnContentFile } from './content-path.js';

/**
 * A file's version: SHA-256 (hex) of its bytes exactly as on disk, BOM and line ends included. Reads, saves and
 * the translate page all use this one function on the file's bytes, so a version read is the version checked.
 */
export function versionHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The version hash of `text` once written as UTF-8. */
export function textHash(text: string): string {
  return versionHash(Buffer.from(text, 'utf8'));
}

/** A content file as the editor sees it. */
export interface ContentFile {
  /** Path relative to content/, posix. */
  path: string;
  text: string;
  hash: string;
}

/** The file changed on disk since the edit started: nothing was written. */
export class SaveConflict extends Error {
  constructor(readonly currentHash: string) {
    super('the file changed on disk since you opened it; nothing was overwritten');
  }
}

/** Reads content file `rel` (relative to content/) under `root`. */
export async function readContentFile(root: string, rel: string): Promise<ContentFile> {
  const real = await resolveContentFile(root, rel);
  const bytes = await readFile(real);
  return { path: rel, text: bytes.toString('utf8'), hash: versionHash(bytes) };
}

// Changes to one file run one after another, so two changes cannot both pass the hash check.
const queues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(key: string, job: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(job, job);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

/** A temp file's name beside `real` (dot-named, so validation and the home page skip it). */
function tempBeside(real: string): string {
  return join(dirname(real), `.${basename(real)}.${randomBytes(6).toString('hex')}.tmp`);
}

async function checkVersion(real: string, baseHash: string): Promise<void> {
  const current = versionHash(await readFile(real));
  if (current !== baseHash) throw new SaveConflict(current);
}

/**
 * Writes `text` to content file `rel` if it still has hash `baseHash`: to a temp file beside it, then a
 * rename, so a reader sees the old or the new file, never half of one. Throws SaveConflict otherwise.
 */
export async function saveContentFile(root: string, rel: string, text: string, baseHash: string): Promise<ContentFile> {
  const real = await resolveContentFile(root, rel);
  return oneAtATime(real, async () => {
    await checkVersion(real, baseHash);
    const temp = tempBeside(real);
    try {
      await writeFile(temp, text, { encoding: 'utf8', flag: 'wx' });
      await rename(temp, real);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { path: rel, text, hash: textHash(text) };
  });
}

/**
 * Creates content file `rel` with `text`, never over an existing file: the text goes to a temp file that is
 * then hard-linked under the new name, which fails if the name was taken meanwhile.
 */
export async function createContentFile(root: string, rel: string, text: string): Promise<ContentFile> {
  const target = await resolveNewContentFile(root, rel);
  return oneAtATime(target, async () => {
    const temp = tempBeside(target);
    await writeFile(temp, text, { encoding: 'utf8', flag: 'wx' });
    try {
      await link(temp, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        throw new PathRefused(409, `'${rel}' already exists; nothing was overwritten`);
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
    return { path: rel, text, hash: textHash(text) };
  });
}

/** Deletes content file `rel` if it still has hash `baseHash` (a symlink is refused, never followed). */
export async function deleteContentFile(root: string, rel: string, baseHash: string): Promise<void> {
  const real = await resolveOwnContentFile(root, rel);
  await oneAtATime(real, async () => {
    await checkVersion(real, baseHash);
    await unlink(real);
  });
}

/**
 * Renames content file `from` to `to` if it still has hash `baseHash`, never over an existing file: the file is
 * hard-linked under the new name (which fails if it is taken), then the old name is removed.
 */
export async function renameContentFile(root: string, from: string, to: string, baseHash: string): Promise<ContentFile> {
  const real = await resolveOwnContentFile(root, from);
  const target = await resolveNewContentFile(root, to);
  return oneAtATime(real, async () => {
    await checkVersion(real, baseHash);
    try {
      await link(real, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new PathRefused(409, `'${to}' already exists; nothing was overwritten`);
      throw error;
    }
    await unlink(real);
    const bytes = await readFile(target);
    return { path: to, text: bytes.toString('utf8'), hash: versionHash(bytes) };
  });
}

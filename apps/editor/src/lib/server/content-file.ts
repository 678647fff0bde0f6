/** Reading and saving one content file: hash-checked, atomic, one save at a time per file. */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { resolveContentFile } from './content-path.js';

/** The hash a save must quote to prove which version it edited (SHA-256 of the text, hex). */
export function versionHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
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
  const text = await readFile(real, 'utf8');
  return { path: rel, text, hash: versionHash(text) };
}

// Saves to one file run one after another, so two saves cannot both pass the hash check.
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

/**
 * Writes `text` to content file `rel` if it still has hash `baseHash`: to a temp file beside it, then a
 * rename, so a reader sees the old or the new file, never half of one. Throws SaveConflict otherwise.
 */
export async function saveContentFile(root: string, rel: string, text: string, baseHash: string): Promise<ContentFile> {
  const real = await resolveContentFile(root, rel);
  return oneAtATime(real, async () => {
    const current = versionHash(await readFile(real, 'utf8'));
    if (current !== baseHash) throw new SaveConflict(current);
    const temp = join(dirname(real), `.${basename(real)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temp, text, { encoding: 'utf8', flag: 'wx' });
      await rename(temp, real);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { path: rel, text, hash: versionHash(text) };
  });
}

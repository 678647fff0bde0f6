/** Why a scenario file could not be read, in plain words: users see "is a link to a missing file", not ENOENT. */
import { lstatSync, readlinkSync } from 'node:fs';

const WORDS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  ELOOP: 'its links go round in a loop',
  EMFILE: 'too many open files',
};

/** The reason reading `path` failed with `error` (from node:fs), naming a dangling link's target. */
export function whyUnreadable(path: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT' && lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink())
    return `is a link to a missing file (${readlinkSync(path)})`;
  if (typeof code === 'string') return `cannot be read: ${WORDS[code] ?? code}`;
  return `cannot be read: ${error instanceof Error ? error.message : String(error)}`;
}

/** File-system errors in words: users see "no such file or folder", not ENOENT. */

const WORDS: Record<string, string> = {
  ENOENT: 'no such file or folder',
  EISDIR: 'it is a folder',
  ENOTDIR: 'part of the path is not a folder',
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EEXIST: 'it already exists',
  EMFILE: 'too many open files',
};

/** Why a file operation failed, in words, for an error from node:fs (its code when there is no word for it). */
export function ioProblem(error: unknown): string {
  const err = error as NodeJS.ErrnoException;
  if (typeof err?.code === 'string') return WORDS[err.code] ?? err.code;
  return err instanceof Error ? err.message : String(error);
}

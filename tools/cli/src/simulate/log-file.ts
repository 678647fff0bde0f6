/**
 * The `--save-log` file: checked before any game is played, so a typo in the path costs nothing, and
 * written after the report is printed, so a failure then never throws the report away.
 */
import { closeSync, openSync, statSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { UsageError } from '../command.js';
import { ioProblem } from '../io-errors.js';

/**
 * Finds out before any work whether `file` can be written (it may not exist yet); throws a UsageError saying
 * why not. The file is opened for writing, as the write will, since permissions alone do not tell (root
 * passes every permission check, and a folder like /proc refuses new files anyway); a file it had to create
 * is removed again, and an existing one is left as it was.
 */
export function checkLogPath(file: string, given: string): void {
  const refuse = (why: string) => new UsageError(`cannot write --save-log ${given}: ${why}`);
  let exists = true;
  try {
    if (statSync(file).isDirectory()) throw refuse('it is a folder');
  } catch (e) {
    if (e instanceof UsageError) throw e;
    exists = false;
    const folder = dirname(file);
    let stat;
    try {
      stat = statSync(folder);
    } catch {
      throw refuse(`no folder ${folder}`);
    }
    if (!stat.isDirectory()) throw refuse(`${folder} is not a folder`);
  }
  try {
    closeSync(openSync(file, exists ? 'r+' : 'wx'));
    if (!exists) unlinkSync(file);
  } catch (e) {
    // The folder is there, so a missing file here means the folder makes none (/proc, say).
    const code = (e as NodeJS.ErrnoException).code;
    throw refuse(!exists && code === 'ENOENT' ? `${dirname(file)} takes no new files` : ioProblem(e));
  }
}

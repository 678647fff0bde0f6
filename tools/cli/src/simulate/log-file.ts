/**
 * The `--save-log` file: checked before any game is played, so a typo in the path costs nothing, and
 * written after the report is printed, so a failure then never throws the report away.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { UsageError } from '../command.js';

/** Finds out before any work whether `file` can be written (it may not exist yet); throws a UsageError saying why not. */
export function checkLogPath(file: string, given: string): void {
  const refuse = (why: string) => new UsageError(`cannot write --save-log ${given}: ${why}`);
  let target = file;
  try {
    if (statSync(file).isDirectory()) throw refuse('it is a folder');
  } catch (e) {
    if (e instanceof UsageError) throw e;
    target = dirname(file);
    let folder;
    try {
      folder = statSync(target);
    } catch {
      throw refuse(`no folder ${target}`);
    }
    if (!folder.isDirectory()) throw refuse(`${target} is not a folder`);
  }
  try {
    accessSync(target, constants.W_OK);
  } catch (e) {
    throw refuse((e as NodeJS.ErrnoException).code ?? (e as Error).message);
  }
}

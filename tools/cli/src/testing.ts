import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CommandIO } from './command.js';
import { findRoot } from './root.js';
import { main } from './main.js';

/** Runs `armory <args>` in-process and captures what it prints (for tests). */
export async function runArmory(args: string[], root = findRoot(process.cwd())) {
  let stdout = '';
  let stderr = '';
  const io: CommandIO = {
    out: (t) => void (stdout += t),
    err: (t) => void (stderr += t),
    root,
    isTTY: false,
    color: false,
    progress: false,
  };
  const code = await main(args, io);
  return { code, stdout, stderr };
}

/** The `armory` program a user runs (bin/armory.js). */
export const ARMORY_BIN = fileURLToPath(new URL('../bin/armory.js', import.meta.url));

// Without FORCE_COLOR (Nx sets it for its tasks): next to NO_COLOR it makes Node print a warning on stderr.
const { FORCE_COLOR: _forceColor, ...plainEnv } = process.env;

/**
 * Runs the real `armory` program in a child process, as a user types it in a shell: `command` is the shell
 * line with `armory` for the program (so pipes and redirections work). For what only a whole process shows:
 * exit codes, stdout closed early, what is printed before the process ends.
 */
export function shellArmory(command: string, options: { cwd?: string; env?: Record<string, string> } = {}) {
  const line = command.replace(/^armory\b/, `"${process.execPath}" "${ARMORY_BIN}"`);
  const r = spawnSync('sh', ['-c', line], {
    cwd: options.cwd ?? findRoot(process.cwd()),
    encoding: 'utf8',
    env: { ...plainEnv, NO_COLOR: '1', ...options.env },
    // A command that hangs fails its test (status null) rather than the whole run.
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

import type { CommandIO } from './command.js';
import { findRoot } from './root.js';
import { main } from './main.js';

/** Runs `armory <args>` in-process and captures what it prints (for tests). */
export async function runArmory(args: string[], root = findRoot(process.cwd())) {
  let stdout = '';
  let stderr = '';
  const io: CommandIO = { out: (t) => void (stdout += t), err: (t) => void (stderr += t), root, isTTY: false };
  const code = await main(args, io);
  return { code, stdout, stderr };
}

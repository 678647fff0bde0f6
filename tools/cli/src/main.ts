import { UsageError, type Command, type CommandIO } from './command.js';
import { COMMANDS } from './commands/index.js';
import { findRoot } from './root.js';

/** Every command (src/commands/index.ts), by name. */
export async function loadCommands(): Promise<Map<string, Command>> {
  return new Map(COMMANDS.map((c) => [c.name, c]));
}

function helpText(commands: Map<string, Command>): string {
  const width = Math.max(...[...commands.keys()].map((n) => n.length));
  const lines = [...commands.values()].map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `armory - rules-as-data toolkit for tabletop games\n\nUsage: armory <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun 'armory <command> --help' for a command's options.\n`;
}

export function defaultIO(): CommandIO {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    root: findRoot(process.cwd()),
    isTTY: Boolean(process.stdout.isTTY),
  };
}

/** Runs `armory <args>`; returns the exit code. A user's mistake prints a message, never a stack trace. */
export async function main(args: string[], io: CommandIO = defaultIO()): Promise<number> {
  const commands = await loadCommands();
  const [name, ...rest] = args;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(helpText(commands));
    return name ? 0 : 2;
  }
  const command = commands.get(name);
  if (!command) {
    io.err(`armory: unknown command '${name}'. Known: ${[...commands.keys()].join(', ')}\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.usage.endsWith('\n') ? command.usage : `${command.usage}\n`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`armory ${name}: ${error.message}\nRun 'armory ${name} --help' for usage.\n`);
      return 2;
    }
    const err = error as NodeJS.ErrnoException;
    if (err && typeof err.code === 'string' && err.syscall) {
      io.err(`armory ${name}: cannot ${err.syscall} ${err.path ?? ''}: ${err.code}\n`);
      return 2;
    }
    io.err(`armory ${name}: internal error: ${err?.message ?? String(error)}\n(this is a bug in armory; set ARMORY_DEBUG=1 for details)\n`);
    if (process.env['ARMORY_DEBUG']) io.err(`${err?.stack ?? ''}\n`);
    return 70;
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean } from '@armory/content-pipeline/suggest';
import { UsageError, type Command, type CommandIO } from './command.js';
import { COMMANDS } from './commands/index.js';
import { ioProblem } from './io-errors.js';
import { findRoot, repoRoot } from './root.js';

/** Every command (src/commands/index.ts), by name. */
export async function loadCommands(): Promise<Map<string, Command>> {
  return new Map(COMMANDS.map((c) => [c.name, c]));
}

function helpText(commands: Map<string, Command>): string {
  const width = Math.max(...[...commands.keys()].map((n) => n.length));
  const lines = [...commands.values()].map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `armory - rules-as-data toolkit for tabletop games\n\nUsage: armory <command> [options]\n       armory <game> <command> [options]   a game's own commands (see armory games)\n\nCommands:\n${lines.join('\n')}\n\nRun 'armory help <command>' or 'armory <command> --help' for a command's options; 'armory --version' for the version.\nExit status: 0 done, 1 a failure you asked about (invalid content, failing scenario, mismatched replay), 2 usage or I/O error, 70 a bug in armory.\nMessages are coloured on a terminal unless NO_COLOR is set.\n`;
}

/** The CLI's version, from its package.json. */
export function version(): string {
  return (JSON.parse(readFileSync(join(repoRoot(), 'tools', 'cli', 'package.json'), 'utf8')) as { version: string }).version;
}

export function defaultIO(): CommandIO {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    root: findRoot(process.cwd()),
    isTTY: Boolean(process.stdout.isTTY),
    color: Boolean(process.stdout.isTTY) && !process.env['NO_COLOR'],
    progress: Boolean(process.stderr.isTTY),
  };
}

/** What `armory <name>` means when no command has that name: a game's commands, or a usage error. */
async function runGameOrRefuse(name: string, rest: string[], io: CommandIO, commands: Map<string, Command>): Promise<number> {
  const { findGame, games } = await import('@armory/registry');
  const module = findGame(name);
  if (!module) {
    const what = name.startsWith('-')
      ? `unknown option '${name}' (armory itself takes --help and --version); commands`
      : `unknown command '${name}'${didYouMean(name, [...commands.keys(), ...games().map((g) => g.id)])}. Known`;
    io.err(`armory: ${what}: ${[...commands.keys()].join(', ')} (or a game id; see armory games)\n`);
    return 2;
  }
  const { runGameCommand } = await import('./game-commands.js');
  return runGameCommand(module, rest, io);
}

/** Runs `armory <args>`; returns the exit code. A user's mistake prints a message, never a stack trace. */
export async function main(args: string[], io: CommandIO = defaultIO()): Promise<number> {
  const commands = await loadCommands();
  let [name, ...rest] = args;
  if (name === '--version' || name === '-V') {
    io.out(`armory ${version()}\n`);
    return 0;
  }
  // `armory help simulate` is `armory simulate --help`.
  if (name === 'help' && rest.length > 0) [name, rest] = [rest[0]!, [...rest.slice(1), '--help']];
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(helpText(commands));
    return name ? 0 : 2;
  }
  const command = commands.get(name);
  try {
    if (!command) return await runGameOrRefuse(name, rest, io, commands);
    if (rest.includes('--help') || rest.includes('-h')) {
      const text = command.help ? await command.help(rest.filter((a) => a !== '--help' && a !== '-h')) : command.usage;
      io.out(text.endsWith('\n') ? text : `${text}\n`);
      return 0;
    }
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`armory ${name}: ${error.message}\nRun 'armory ${error.helpFor ?? name} --help' for usage.\n`);
      return 2;
    }
    const err = error as NodeJS.ErrnoException;
    if (err?.code === 'ERR_MODULE_NOT_FOUND' && /'@armory\//.test(err.message)) {
      io.err(`armory ${name}: ${err.message.replace(/ imported from .*$/s, '')}; run npm install to link new workspace packages\n`);
      return 2;
    }
    if (err && typeof err.code === 'string' && err.syscall) {
      io.err(`armory ${name}: cannot ${err.syscall}${err.path ? ` ${err.path}` : ''}: ${ioProblem(err)}\n`);
      return 2;
    }
    io.err(`armory ${name}: internal error: ${err?.message ?? String(error)}\n(this is a bug in armory; set ARMORY_DEBUG=1 for details)\n`);
    if (process.env['ARMORY_DEBUG']) io.err(`${err?.stack ?? ''}\n`);
    return 70;
  }
}

/**
 * `armory <game> <command>`: the commands a game adds under its id (its module's `commands`), with help.
 * The game's content is loaded and validated first, as for every command that plays it.
 */
import type { GameCommand, GameModule } from '@armory/engine';
import { parseDeclared } from './args.js';
import { didYouMean } from '@armory/content-pipeline/suggest';
import { UsageError, type CommandIO } from './command.js';
import { writeFiles } from './folders.js';
import { loadGameContent } from './game-content.js';
import { optionHelp } from './option-help.js';

/** `armory <game> --help`: the game's commands. */
export function gameHelp(module: GameModule): string {
  const commands = module.commands ?? [];
  const width = Math.max(8, ...commands.map((c) => c.name.length));
  const simulations = `'armory simulate ${module.id} --help' for simulations`;
  // "X's" would misspell names ending in s ("Battle for The Shifting Hills's"): the list is headed without it.
  if (commands.length === 0)
    return `Usage: armory ${module.id} <command> [options]\n\n${module.name} has no commands of its own. See ${simulations}, and 'armory --help' for the commands every game has.\n`;
  const list = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n');
  return `Usage: armory ${module.id} <command> [options]\n\nCommands of ${module.name}:\n${list}\n\nRun 'armory ${module.id} <command> --help' for a command's options; ${simulations}.\nExit status: each command's help lists its own; every command exits 1 when the game's content is invalid (checked before it runs), 2 for an unknown command.\n`;
}

/** Runs `armory <game> [command] [args]`; returns the exit code. */
export async function runGameCommand(module: GameModule, args: string[], io: CommandIO): Promise<number> {
  let [name, ...rest] = args;
  // `armory hott help odds` is `armory hott odds --help`, as `armory help <command>` is for armory's own.
  if (name === 'help' && rest.length > 0) [name, rest] = [rest[0]!, ['--help']];
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(gameHelp(module));
    return name === undefined ? 2 : 0;
  }
  const command = module.commands?.find((c) => c.name === name);
  if (!command) {
    const names = (module.commands ?? []).map((c) => c.name);
    const has = names.length > 0 ? `its commands: ${names.join(', ')}` : 'it has no commands of its own';
    throw new UsageError(`${module.id} has no command '${name}'${didYouMean(name, names)}; ${has}${await armorysOwn(name, module.id)}`);
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(commandHelp(module, command));
    return 0;
  }
  const typed = `${module.id} ${command.name}`;
  const refuse = (message: string) => {
    io.err(`armory ${typed}: ${message}\nRun 'armory ${typed} --help' for usage.\n`);
    return 2;
  };
  // Read as armory's own commands read theirs: the same parser, the same words.
  let given;
  try {
    given = parseDeclared(rest, command.options, command.positionals !== undefined);
  } catch (e) {
    if (e instanceof UsageError) return refuse(e.message);
    throw e;
  }
  const loaded = await loadGameContent(io, module.id);
  if (!loaded) return 1;
  const { OptionError, readOptionValues } = await import('@armory/engine');
  const content = module.content(loaded);
  try {
    // Choices and ranges come from the content, so they are checked once it is loaded.
    const values = readOptionValues(command.options, given.values, content, didYouMean);
    return await command.run(values, { ...io, writeFiles, suggest: didYouMean }, content, given.positionals);
  } catch (e) {
    if (e instanceof OptionError || e instanceof UsageError) return refuse(e.message);
    throw e;
  }
}

/** `armory <game> <command> --help`, from the command's declared options. */
export function commandHelp(module: GameModule, command: GameCommand): string {
  const required = command.options
    .filter((o) => o.required)
    .map((o) => `--${o.name} ${o.placeholder ?? (o.type === 'number' ? 'N' : 'VALUE')} `)
    .join('');
  const more = command.options.some((o) => !o.required) ? '[options]' : '';
  const usage = `armory ${module.id} ${command.name} ${required}${more}${command.positionals ? ` ${command.positionals}` : ''}`.trimEnd();
  const about = command.about.trimEnd();
  const options = command.options.length > 0 ? `\n\nOptions:\n${optionHelp(command.options)}` : '';
  return `Usage: ${usage}\n\n${about}${options}\n\nExit status: ${command.exitStatus}\n`;
}

/** `armory hott simulate` for `armory simulate hott`: a word that is armory's own command, pointed to. */
async function armorysOwn(name: string, game: string): Promise<string> {
  const { COMMANDS } = await import('./commands/index.js');
  if (!COMMANDS.some((c) => c.name === name)) return '';
  return name === 'simulate' ? `; did you mean armory simulate ${game}?` : `; ${name} is armory's own command: armory ${name} --help`;
}

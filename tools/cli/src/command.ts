/** One `armory` sub-command. Each lives in src/commands/<name>.ts and default-exports one of these. */
export interface Command {
  name: string;
  /** One line for `armory --help`. */
  summary: string;
  /** The full `armory <name> --help` text. */
  usage: string;
  /** Help that depends on the arguments (`armory simulate <game> --help` lists the game's options); default `usage`. */
  help?(args: string[]): Promise<string>;
  /** Runs the command; returns the exit code (0 ok, 1 the content or result is bad, 2 usage or I/O error). */
  run(args: string[], io: CommandIO): Promise<number>;
}

/** Where a command writes; tests pass their own. */
export interface CommandIO {
  out(text: string): void;
  err(text: string): void;
  /** The workspace root (the folder with content/ and schemas/). */
  root: string;
  /** True when stdout is a terminal. */
  isTTY: boolean;
  /** Colour in messages: stdout is a terminal and NO_COLOR is not set (https://no-color.org). */
  color: boolean;
  /** Progress bars, drawn on stderr: true when stderr is a terminal. */
  progress: boolean;
}

/** A user's mistake in how a command was called: printed without a stack trace, exit 2. */
export class UsageError extends Error {
  /** The command line whose help the message points to (`simulate hott`); the command's name when unset. */
  helpFor: string | undefined;
  constructor(message: string, helpFor?: string) {
    super(message);
    this.helpFor = helpFor;
  }
}

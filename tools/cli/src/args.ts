import { parseArgs, type ParseArgsConfig } from 'node:util';
import { wholeNumberProblem, type GameOption, type GivenOptionValues } from '@armory/engine/options';
import { UsageError } from './command.js';
import { didYouMean } from '@armory/content-pipeline/suggest';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A negative number after an option that takes a value is that option's value (`--games -5`), so the user
 * hears what is wrong with -5 rather than node's "ambiguous argument".
 */
function joinNegativeValues(args: string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    if (name !== undefined && options[name]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** The option a node parseArgs message names, as the user typed it: `-o` from "Option '-o, --out <value>' ...". */
const optionNamed = (message: string): string | undefined => /'(-[^' ,]+)/.exec(message)?.[1];

/** "--json is a switch and takes no value, got 'yes'": the words for a value given to a switch, whichever way. */
const switchProblem = (option: string, value: string) => `${option} is a switch and takes no value, got '${value}'`;

/** node's parseArgs message in the words every armory command uses (and a game's own commands too). */
function parseProblem(error: NodeJS.ErrnoException, args: string[], options: Options): string {
  const message = error.message.replace(/\. To specify a positional argument.*$/s, '');
  const option = optionNamed(message);
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const known = Object.keys(options).map((name) => `--${name}`);
    const hint = option === undefined ? '' : didYouMean(option, known);
    return `unknown option '${option}'${hint}; ${known.length > 0 ? `known: ${known.join(', ')}` : 'it takes none'}`;
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    // node says "ambiguous" when another option follows one that takes a value (`--games --seed 1`): the value is missing all the same.
    if (/argument missing|argument is ambiguous/.test(message)) return `${option} needs a value`;
    const typed = args.find((a) => a.startsWith(`${option}=`));
    return switchProblem(`${option}`, typed?.slice(`${option}=`.length) ?? '');
  }
  return message;
}

/**
 * The word a command does not take, told as a value given to a switch when one comes right before it
 * (`--json yes`), else as `unexpected argument 'yes'; <why>`.
 */
export function unexpectedArgument(word: string, switchBefore: string | undefined, why: string): UsageError {
  return new UsageError(switchBefore ? switchProblem(`--${switchBefore}`, word) : `unexpected argument '${word}'; ${why}`);
}

type Parsed<T extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>>;

/**
 * node:util parseArgs, with its errors turned into UsageError (exit 2, no stack trace). `switchBefore[i]` names the
 * switch typed right before `positionals[i]`, if any, for a command that refuses that word (`unexpectedArgument`).
 */
export function parse<T extends Options>(
  args: string[],
  options: T,
  allowPositionals = true,
): Omit<Parsed<T>, 'tokens'> & { switchBefore: (string | undefined)[] } {
  let parsed;
  try {
    parsed = parseArgs({ args: joinNegativeValues(args, options), options, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError(parseProblem(error as NodeJS.ErrnoException, args, options));
  }
  // node keeps the last of an option given twice; the first would be ignored without a word.
  const seen = new Set<string>();
  const switchBefore: (string | undefined)[] = [];
  for (const [i, token] of parsed.tokens.entries()) {
    if (token.kind === 'positional') {
      const before = parsed.tokens[i - 1];
      const isSwitch = before?.kind === 'option' && options[before.name]?.type === 'boolean' && before.inlineValue === undefined;
      switchBefore.push(isSwitch ? before.name : undefined);
    }
    if (token.kind !== 'option') continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given twice`);
    seen.add(token.name);
  }
  if (!allowPositionals && parsed.positionals.length > 0)
    throw unexpectedArgument(parsed.positionals[0]!, switchBefore[0], 'this command takes options only');
  const { tokens: _tokens, ...rest } = parsed;
  return { ...rest, switchBefore };
}

/**
 * Declared options (`GameOption`: a game's own, a game command's, the play options simulating tools share) read by
 * `parse`: each as text or a switch's true, for `readOptionValues` to check (whole numbers, choices, ranges).
 */
export function parseDeclared(
  args: string[],
  options: readonly GameOption[],
  allowPositionals = false,
): { values: GivenOptionValues; positionals: string[]; switchBefore: (string | undefined)[] } {
  const settings = Object.fromEntries(
    options.map((o) => [o.name, { type: o.type === 'boolean' ? 'boolean' : 'string', ...(o.short ? { short: o.short } : {}) }]),
  ) as Options;
  const { values, positionals, switchBefore } = parse(args, settings, allowPositionals);
  return { values: values as GivenOptionValues, positionals, switchBefore };
}

/** A whole number option within [min, max], or a UsageError naming the option and the range. */
export function wholeNumber(option: string, text: string, min: number, max: number): number {
  const problem = wholeNumberProblem(option, text, min, max);
  if (problem) throw new UsageError(problem);
  return Number(text);
}

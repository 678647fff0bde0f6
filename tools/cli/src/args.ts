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

/** node's parseArgs message in the words every armory command uses (and a game's own commands too). */
function parseProblem(error: NodeJS.ErrnoException, options: Options): string {
  const message = error.message.replace(/\. To specify a positional argument.*$/s, '');
  const option = /'(-[^' ]+)/.exec(message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const known = Object.keys(options).map((name) => `--${name}`);
    const hint = option === undefined ? '' : didYouMean(option, known);
    return `unknown option '${option}'${hint}; ${known.length > 0 ? `known: ${known.join(', ')}` : 'it takes none'}`;
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return /argument missing/.test(message) ? `${option} needs a value` : `${option} takes no value`;
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `unexpected argument '${/'([^']*)'/.exec(message)?.[1]}'; this command takes options only`;
  return message;
}

/** node:util parseArgs, with its errors turned into UsageError (exit 2, no stack trace). */
export function parse<T extends Options>(
  args: string[],
  options: T,
  allowPositionals = true,
): ReturnType<typeof parseArgs<{ args: string[]; options: T; allowPositionals: boolean; strict: true }>> {
  let parsed;
  try {
    parsed = parseArgs({ args: joinNegativeValues(args, options), options, allowPositionals, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError(parseProblem(error as NodeJS.ErrnoException, options));
  }
  // node keeps the last of an option given twice; the first would be ignored without a word.
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given twice`);
    seen.add(token.name);
  }
  const { tokens: _tokens, ...rest } = parsed;
  return rest;
}

/**
 * Declared options (`GameOption`: a game's own, a game command's, the play options simulating tools share) read by
 * `parse`: each as text or a switch's true, for `readOptionValues` to check (whole numbers, choices, ranges).
 */
export function parseDeclared(
  args: string[],
  options: readonly GameOption[],
  allowPositionals = false,
): { values: GivenOptionValues; positionals: string[] } {
  const settings = Object.fromEntries(
    options.map((o) => [o.name, { type: o.type === 'boolean' ? 'boolean' : 'string', ...(o.short ? { short: o.short } : {}) }]),
  ) as Options;
  const { values, positionals } = parse(args, settings, allowPositionals);
  return { values: values as GivenOptionValues, positionals };
}

/** A whole number option within [min, max], or a UsageError naming the option and the range. */
export function wholeNumber(option: string, text: string, min: number, max: number): number {
  const problem = wholeNumberProblem(option, text, min, max);
  if (problem) throw new UsageError(problem);
  return Number(text);
}

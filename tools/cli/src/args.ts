import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './command.js';
import { didYouMean } from './did-you-mean.js';

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

/** A whole number option within [min, max], or a UsageError naming the option and the range. */
export function wholeNumber(option: string, text: string, min: number, max: number): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max))
    throw new UsageError(
      `--${option} must be a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}, got '${text}'`,
    );
  return n;
}

import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './command.js';

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

/**
 * The one known name a typo is most likely to stand for (`--game` for `--games`): within two letters added, dropped,
 * changed or swapped (one in a word of under five letters), and nearer than any other; none when two are as near.
 */
export function closest(typed: string, known: string[]): string | undefined {
  // Two changes to a word of three letters could make it any other word.
  const letters = typed.replace(/^-+/, '').length;
  const near = known.map((name) => ({ name, d: editDistance(typed, name) })).filter((k) => k.d <= 2 && 2 * k.d < letters);
  const best = Math.min(...near.map((k) => k.d));
  const at = near.filter((k) => k.d === best);
  return at.length === 1 ? at[0]!.name : undefined;
}

/** " (did you mean --games?)" when a typo stands for one known name (see `closest`), else "". */
export function didYouMean(typed: string, known: string[]): string {
  const meant = closest(typed, known);
  return meant === undefined ? '' : ` (did you mean ${meant}?)`;
}

/**
 * A game command's "unknown option '--x'; known: ..." (the games' own flag readers use these words) with the known
 * option it is most like named, as `parse` names it for armory's own commands.
 */
export function withSuggestion(message: string): string {
  const m = /^unknown option '(-[^']+)'; known: (.+)$/.exec(message);
  return m ? message.replace(`'${m[1]}'`, `'${m[1]}'${didYouMean(m[1]!, m[2]!.split(', '))}`) : message;
}

/** Letters added, dropped or changed, or two neighbours swapped, to turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
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

/**
 * Reads the values of declared options (`GameOption`) as a parser gave them, as text or a switch's true: fills in
 * defaults and refuses, in the words every armory command uses, a required option left out, a whole number that
 * is not one or is out of range, and a value not among the option's choices. Browser-safe: the editor's
 * play-test form reads a game's options through it as the CLI does.
 */
import { OptionError, type GameOption, type GameOptionValues } from '../module/game-module.js';

/**
 * What a parser gives: text for an option that takes a value, true for a switch, undefined when left out. Values
 * already read (a whole number) read again as they are, so a game may check what it is given either way.
 */
export type GivenOptionValues = Record<string, string | number | boolean | undefined>;

/** " (did you mean knights?)" when `typed` is most likely one of `known`, else "": the caller's own rule (the engine has none). */
export type Suggest = (typed: string, known: string[]) => string;

/** Why `text` is not a whole number from `min` to `max` for `--option`, or null when it is one. */
export function wholeNumberProblem(option: string, text: string, min: number, max: number): string | null {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (n >= min && n <= max) return null;
  const range =
    max === Number.MAX_SAFE_INTEGER
      ? min === 0
        ? ''
        : ` of at least ${min.toLocaleString('en')}`
      : ` from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
  return `--${option} must be a whole number${range}, got '${text}'`;
}

/** Why `typed` is not among `choices` for `--option`, or null when it is. */
export function choiceProblem(option: string, typed: string, choices: string[], suggest: Suggest = () => ''): string | null {
  if (choices.includes(typed)) return null;
  return `unknown --${option} '${typed}'${suggest(typed, choices)}; known: ${choices.join(', ')}`;
}

/** One option's value: its default when left out, a whole number read, a choice checked; throws `OptionError`. */
function readOne<C>(option: GameOption<C>, given: string | number | boolean | undefined, content: C, suggest: Suggest) {
  if (given === undefined) {
    if (option.required) throw new OptionError(`--${option.name} is required`);
    return option.default;
  }
  if (typeof given === 'boolean') return given;
  // An empty value (`--seed ""`) is a value forgotten, whatever the option; told before its choices or range.
  if (option.type === 'string' && String(given).trim() === '') throw new OptionError(`--${option.name} needs a value, got '${given}'`);
  if (option.type === 'number') {
    const { min, max } = option.range?.(content) ?? { min: 0, max: Number.MAX_SAFE_INTEGER };
    const problem = wholeNumberProblem(option.name, String(given), min, max);
    if (problem) throw new OptionError(problem);
    return Number(given);
  }
  if (option.choices) {
    const choices = option.choices(content);
    const text = String(given);
    for (const typed of option.list ? text.split(',').map((v) => v.trim()) : [text]) {
      const problem = choiceProblem(option.name, typed, choices, suggest);
      if (problem) throw new OptionError(problem);
    }
  }
  return given;
}

/**
 * The values of `options` read from what a parser gave (`given`, by option name), in the options' order, so the
 * first mistake is the one told. Names not among `options` are left to the parser, which refuses them.
 */
export function readOptionValues<C>(
  options: readonly GameOption<C>[],
  given: GivenOptionValues,
  content: C,
  suggest: Suggest = () => '',
): GameOptionValues {
  const values: GameOptionValues = {};
  for (const option of options) values[option.name] = readOne(option, given[option.name], content, suggest);
  return values;
}

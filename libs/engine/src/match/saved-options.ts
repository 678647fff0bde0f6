/**
 * A saved log's set-up options, checked as `armory simulate` checks its command line: each field the game declares
 * (`GameModule.optionFields`) is read back as the option that sets it, read by the same reader and resolved by the
 * game's `resolveOptions`, and what they set up must be what the log holds. So a hand edit is refused in the command
 * line's words (`--bound-limit must be a whole number of at least 1, got '-5'`), naming the field it is in.
 */
import { canonicalJson } from '../contract.js';
import { OptionError, type GameModule, type GameOption, type OptionField } from '../module/game-module.js';
import { readOptionValues, type GivenOptionValues, type Suggest } from '../options/option-values.js';
import { SEATS_OPTION, seatsGiven } from '../options/play-options.js';
import { seatCountsPlayed, seatCountsText } from '../module/seat-counts.js';

/** What is wrong with a log's options or players: where (a path from the log's top, `["options", "boundLimit"]`) and why. */
export interface SavedOptionsProblem {
  path: string[];
  message: string;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const shown = (x: unknown) => JSON.stringify(x);
const named = (players: number) => `${players} player${players === 1 ? '' : 's'}`;

/** The value at a dotted path of `options` (the whole for ''), or undefined. */
function valueAt(options: unknown, path: string): unknown {
  if (path === '') return options;
  return path.split('.').reduce<unknown>((x, key) => (isRecord(x) ? x[key] : undefined), options);
}

/** A field's value as its option is typed: a list with commas (none left out), a switch on or left out, anything else as text. */
function typedValue(value: unknown): string | boolean | undefined {
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return true;
  // An empty list is a list option left out (Hounds and Heroes' variants: none).
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.join(',');
  return isRecord(value) ? JSON.stringify(value) : String(value);
}

/** `--bound-limit -5`: the option that sets `field` as it would be typed for the log's value, or null when left out. */
function optionTyped(options: Record<string, unknown>, field: OptionField): string | null {
  const typed = (field.typed ?? typedValue)(valueAt(options, field.field));
  return typed === undefined ? null : typed === true ? `--${field.option}` : `--${field.option} ${typed}`;
}

/** `options.boundLimit -5 (--bound-limit -5)`: the field as the log holds it, and the option as it would be typed. */
function fieldTyped(options: Record<string, unknown>, field: OptionField): string {
  const typed = optionTyped(options, field);
  return `options.${field.field} ${shown(valueAt(options, field.field))}${typed ? ` (${typed})` : ''}`;
}

/** The first place where `held` (the log's) and `set` (what the options set up) differ, or null when they agree. */
function firstDifference(held: unknown, set: unknown, path: string[]): { path: string[]; held: unknown; set: unknown } | null {
  if (isRecord(held) && isRecord(set)) {
    for (const [key, value] of Object.entries(held)) {
      const inner = firstDifference(value, set[key], [...path, key]);
      if (inner) return inner;
    }
    const missing = Object.keys(set).find((key) => !(key in held));
    return missing === undefined ? null : { path: [...path, missing], held: undefined, set: set[missing] };
  }
  if (held === undefined && set === undefined) return null;
  return held !== undefined && set !== undefined && canonicalJson(held) === canonicalJson(set) ? null : { path, held, set };
}

/**
 * What is wrong with a saved log's set-up `options` (in the game's seats) for a game of `players` players, checked on
 * `content` as `armory simulate` checks its command line; null when they are what the options they read back as set
 * up. A game that declares no `optionFields` has only its count of players checked, against its seat counts.
 * `suggest` is the caller's did-you-mean, as for `readOptionValues`.
 */
export function savedOptionsProblem(
  module: GameModule,
  options: Record<string, unknown>,
  players: number,
  content: unknown,
  suggest: Suggest = () => '',
): SavedOptionsProblem | null {
  // Whatever its options, a log seats a count of players the game plays.
  if (!seatCountsPlayed(module.seats).includes(players))
    return { path: ['players'], message: `"players" names ${named(players)}; ${module.id} is played by ${seatCountsText(module.seats)}` };
  const fields = module.optionFields;
  if (!fields) return null;
  const declared = (name: string): GameOption | undefined =>
    name === SEATS_OPTION.name ? SEATS_OPTION : module.options.find((o) => o.name === name);
  const given: GivenOptionValues = {};
  for (const field of fields) {
    const value = valueAt(options, field.field);
    // A switch is on or off: any other value could only be read as one by guessing.
    if (declared(field.option)?.type === 'boolean' && value !== undefined && typeof value !== 'boolean')
      return {
        path: ['options', ...field.field.split('.')],
        message: `options.${field.field} must be true or false (the switch --${field.option}), got ${shown(value)}`,
      };
    given[field.option] ??= (field.typed ?? typedValue)(value);
  }
  let set;
  try {
    const seats = seatsGiven(module, given[SEATS_OPTION.name] as string | undefined);
    set = module.resolveOptions(readOptionValues(module.options, given, content, suggest), seats, content);
  } catch (e) {
    if (!(e instanceof OptionError)) throw e;
    // The field of the first option the message names, where the command line's words point.
    const pointed = fields.find((f) => new RegExp(`--${f.option}(?![\\w-])`).test(e.message));
    if (!pointed) return { path: ['options'], message: `options ${shown(options)}: ${e.message}` };
    return { path: ['options', ...pointed.field.split('.')], message: `${fieldTyped(options, pointed)}: ${e.message}` };
  }
  const difference = firstDifference(options, set.options, []);
  if (difference) {
    const { path, held, set: wanted } = difference;
    const name = path.join('.');
    const field = fields.find((f) => f.field === name);
    if (held === undefined)
      return {
        path: ['options'],
        message: `options lack ${name}, which armory simulate sets up as ${shown(wanted)} with the log's other options`,
      };
    if (wanted === undefined && !field) {
      // The names beside it: the fields declared at its depth, and those the options set up there.
      const [key, within] = [path.at(-1)!, path.slice(0, -1)];
      const prefix = within.map((k) => `${k}.`).join('');
      const declaredHere = fields.filter((f) => f.field.startsWith(prefix)).map((f) => f.field.slice(prefix.length).split('.')[0]!);
      const setHere = valueAt(set.options, within.join('.'));
      const known = [...new Set([...declaredHere, ...(isRecord(setHere) ? Object.keys(setHere) : [])])];
      const holds = within.length === 0 ? 'its options' : `options.${within.join('.')} holds`;
      return {
        path: ['options', ...path],
        message: `options.${name} is no set-up option of ${module.id}${suggest(key, known)}; ${holds}: ${known.join(', ')}`,
      };
    }
    const should = wanted === undefined ? 'nothing' : shown(wanted);
    // As the option was read: of two fields one option sets (HOTT's going), the first field's value.
    const read = field && given[field.option];
    const typed = read === undefined || read === false ? null : read === true ? `--${field!.option}` : `--${field!.option} ${read}`;
    const by = typed ? `${typed} sets up ${should}` : `armory simulate sets up ${should} with the log's other options`;
    return { path: ['options', ...path], message: `options.${name} ${shown(held)}: ${by}` };
  }
  if (set.seats !== players)
    return { path: ['players'], message: `"players" names ${named(players)}, and the log's options set up ${set.seats} seats` };
  return null;
}

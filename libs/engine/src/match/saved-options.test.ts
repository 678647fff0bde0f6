import { describe, expect, it } from 'vitest';
import { OptionError, type GameModule, type GameOptionValues } from '../module/game-module.js';
import { savedOptionsProblem } from './saved-options.js';

/** A toy game's module with a number, a list of choices and a switch, each a field of its set-up options. */
const toy = {
  id: 'toy',
  seats: { min: 2, max: 3, default: 2 },
  options: [
    { name: 'limit', type: 'number', help: 'turns', range: () => ({ min: 1, max: 99 }) },
    { name: 'armies', type: 'string', help: 'armies', choices: () => ['red', 'blue'], list: true },
    { name: 'fast', type: 'boolean', help: 'a switch' },
  ],
  resolveOptions(values: GameOptionValues, seats: number | undefined) {
    const armies = String(values['armies'] ?? 'red,blue').split(',');
    if (seats !== undefined && seats !== armies.length) throw new OptionError(`--seats ${seats} but --armies names ${armies.length}`);
    const options = { limit: values['limit'] ?? 10, armies, ...(values['fast'] ? { fast: true } : {}) };
    return { options, seats: armies.length, seatLabels: armies };
  },
  optionFields: [
    { field: 'limit', option: 'limit' },
    { field: 'armies', option: 'armies' },
    { field: 'fast', option: 'fast' },
  ],
} as unknown as GameModule;

/** A did-you-mean for the test: another known word that starts with the same two letters. */
const near = (typed: string, known: string[]) => {
  const like = known.find((k) => k !== typed && k.slice(0, 2) === typed.slice(0, 2));
  return like ? ` (did you mean ${like}?)` : '';
};
const problem = (options: Record<string, unknown>, players = 2) => savedOptionsProblem(toy, options, players, null, near);

describe("a saved log's options, checked as the command line is", () => {
  it('accepts what the options they read back as set up', () => {
    expect(problem({ limit: 10, armies: ['red', 'blue'] })).toBeNull();
    expect(problem({ limit: 4, armies: ['blue', 'blue', 'red'], fast: true }, 3)).toBeNull();
  });

  it("refuses a value in the command line's words, naming the field and the option as typed", () => {
    expect(problem({ limit: -5, armies: ['red', 'blue'] })).toEqual({
      path: ['options', 'limit'],
      message: "options.limit -5 (--limit -5): --limit must be a whole number from 1 to 99, got '-5'",
    });
    expect(problem({ limit: 10, armies: ['red', 'bleu'] })).toEqual({
      path: ['options', 'armies'],
      message: `options.armies ["red","bleu"] (--armies red,bleu): unknown --armies 'bleu' (did you mean blue?); known: red, blue`,
    });
  });

  it('refuses a value of the wrong kind that the command line would read, saying what the option sets up', () => {
    expect(problem({ limit: '7', armies: ['red', 'blue'] })).toEqual({
      path: ['options', 'limit'],
      message: 'options.limit "7": --limit 7 sets up 7',
    });
    expect(problem({ limit: 10, armies: ['red', 'blue'], fast: 'yes' })).toEqual({
      path: ['options', 'fast'],
      message: 'options.fast must be true or false (the switch --fast), got "yes"',
    });
  });

  it('of two fields one option sets, a second that differs from the first is told as the option was read', () => {
    const both = {
      ...toy,
      options: [{ name: 'going', type: 'string', help: 'both sides', choices: () => ['good', 'bad'] }],
      resolveOptions: (values: GameOptionValues) => ({ options: { a: values['going'], b: values['going'] }, seats: 2, seatLabels: [] }),
      optionFields: [
        { field: 'a', option: 'going' },
        { field: 'b', option: 'going' },
      ],
    } as unknown as GameModule;
    expect(savedOptionsProblem(both, { a: 'good', b: 'good' }, 2, null)).toBeNull();
    expect(savedOptionsProblem(both, { a: 'good', b: 'bad' }, 2, null)).toEqual({
      path: ['options', 'b'],
      message: 'options.b "bad": --going good sets up "good"',
    });
  });

  it('names a field no option sets, and one left out', () => {
    expect(problem({ limt: 5, limit: 10, armies: ['red', 'blue'] })).toEqual({
      path: ['options', 'limt'],
      message: 'options.limt is no set-up option of toy (did you mean limit?); its options: limit, armies, fast',
    });
    expect(problem({ limit: 10, armies: [] })).toEqual({
      path: ['options', 'armies'],
      message: 'options.armies []: armory simulate sets up ["red","blue"] with the log\'s other options',
    });
    expect(problem({ armies: ['red', 'blue'] })).toEqual({
      path: ['options'],
      message: "options lack limit, which armory simulate sets up as 10 with the log's other options",
    });
  });

  it('refuses players other than the seats the options set up', () => {
    expect(problem({ limit: 10, armies: ['red', 'blue'] }, 3)).toEqual({
      path: ['players'],
      message: `"players" names 3 players, and the log's options set up 2 seats`,
    });
  });

  it('leaves the options of a game that declares no fields to its set-up, checking only its count of players', () => {
    const undeclared = { ...toy, optionFields: undefined } as GameModule;
    expect(savedOptionsProblem(undeclared, { limit: -5 }, 2, null)).toBeNull();
    expect(savedOptionsProblem(undeclared, { limit: -5 }, 1, null)).toEqual({
      path: ['players'],
      message: '"players" names 1 player; toy is played by 2-3 seats',
    });
  });
});

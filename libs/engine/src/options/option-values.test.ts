import { describe, expect, it } from 'vitest';
import { OptionError, type GameOption } from '../module/game-module.js';
import { choiceProblem, readOptionValues, wholeNumberProblem } from './option-values.js';

const content = { types: ['knights', 'spears', 'blades'], flanks: 2 };
type Content = typeof content;
const options: GameOption<Content>[] = [
  { name: 'attacker', type: 'string', help: 'the attacker', required: true, choices: (c) => c.types },
  { name: 'armies', type: 'string', help: 'one type per seat', list: true, choices: (c) => c.types },
  { name: 'overlaps', type: 'number', help: 'overlaps', range: (c) => ({ min: 0, max: c.flanks }), default: 0 },
  { name: 'aiding', type: 'number', help: 'aiding elements' },
  { name: 'json', type: 'boolean', help: 'as JSON' },
];
const near = (typed: string, known: string[]) => (known.includes(`${typed}s`) ? ` (did you mean ${typed}s?)` : '');
const read = (given: Record<string, string | boolean>) => readOptionValues(options, given, content, near);

describe('readOptionValues', () => {
  it('reads text, whole numbers and switches, and fills in defaults', () => {
    expect(read({ attacker: 'knights', armies: 'spears, blades', aiding: '3', json: true })).toEqual({
      attacker: 'knights',
      armies: 'spears, blades',
      overlaps: 0,
      aiding: 3,
      json: true,
    });
  });

  it('reads values already read as they are, so a game may check what it is given either way', () => {
    const once = read({ attacker: 'knights', aiding: '3' });
    expect(readOptionValues(options, once, content)).toEqual(once);
    expect(() => readOptionValues(options, { attacker: 'knights', overlaps: 3 }, content)).toThrow(
      "--overlaps must be a whole number from 0 to 2, got '3'",
    );
  });

  it('refuses each mistake in one plain sentence, the first option first', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, '--attacker is required'],
      [{ attacker: 'knight' }, "unknown --attacker 'knight' (did you mean knights?); known: knights, spears, blades"],
      [{ attacker: 'knights', armies: 'spears,blade' }, "unknown --armies 'blade' (did you mean blades?); known: knights, spears, blades"],
      [{ attacker: 'knights', overlaps: '3' }, "--overlaps must be a whole number from 0 to 2, got '3'"],
      [{ attacker: 'knights', aiding: 'two' }, "--aiding must be a whole number, got 'two'"],
      [{ attacker: 'knigts', overlaps: '3' }, "unknown --attacker 'knigts'; known: knights, spears, blades"],
      [{ attacker: '' }, "--attacker needs a value, got ''"],
      [{ attacker: 'knights', armies: ' ' }, "--armies needs a value, got ' '"],
    ];
    for (const [given, message] of cases) {
      expect(() => read(given)).toThrow(OptionError);
      expect(() => read(given)).toThrow(message);
    }
  });
});

describe('the words', () => {
  it('say the range when there is one', () => {
    expect(wholeNumberProblem('games', '0', 1, 10_000_000)).toBe("--games must be a whole number from 1 to 10,000,000, got '0'");
    expect(wholeNumberProblem('games', '-1', 1, Number.MAX_SAFE_INTEGER)).toBe("--games must be a whole number of at least 1, got '-1'");
    expect(wholeNumberProblem('games', '12', 1, 12)).toBeNull();
    expect(choiceProblem('going', 'good', ['good', 'bad'])).toBeNull();
    expect(choiceProblem('going', 'muddy', ['good', 'bad'])).toBe("unknown --going 'muddy'; known: good, bad");
  });
});

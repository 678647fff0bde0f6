import { describe, expect, it } from 'vitest';
import { parse, wholeNumber } from './args.js';
import { UsageError } from './command.js';

describe('parse', () => {
  it('takes a negative number after an option as its value, not as an unknown option', () => {
    const { values } = parse(['--games', '-5', '--json'], { games: { type: 'string' }, json: { type: 'boolean' } });
    expect(values).toEqual({ games: '-5', json: true });
  });

  it('refuses an option given twice, rather than keep one and ignore the other', () => {
    const options = { games: { type: 'string' }, json: { type: 'boolean' }, output: { type: 'string', short: 'o' } } as const;
    expect(() => parse(['--games', '2', '--games', '3'], options)).toThrow(new UsageError('--games is given twice'));
    expect(() => parse(['--json', '--json'], options)).toThrow('--json is given twice');
    expect(() => parse(['-o', 'a.po', '--output', 'b.po'], options)).toThrow('--output is given twice');
    expect(parse(['--games', '2', '--json'], options).values).toEqual({ games: '2', json: true });
  });

  it('turns node errors into usage errors without the hint about positionals', () => {
    const options = { games: { type: 'string' }, json: { type: 'boolean' } } as const;
    expect(() => parse(['--bogus'], options)).toThrow(UsageError);
    expect(() => parse(['--bogus'], options)).toThrow(/^unknown option '--bogus'; known: --games, --json$/);
    expect(() => parse(['-x'], {})).toThrow(/^unknown option '-x'; it takes none$/);
    expect(() => parse(['--games'], options)).toThrow(/^--games needs a value$/);
    expect(() => parse(['--json=yes'], options)).toThrow(/^--json takes no value$/);
    expect(() => parse(['extra'], options, false)).toThrow(/^unexpected argument 'extra'; this command takes options only$/);
  });
});

describe('wholeNumber', () => {
  it('accepts numbers in range and names the option and range otherwise', () => {
    expect(wholeNumber('games', '12', 1, 20)).toBe(12);
    for (const bad of ['0', '-5', '99999999999999999999', 'ten', '1.5', '']) {
      expect(() => wholeNumber('games', bad, 1, 10_000_000)).toThrow(`--games must be a whole number from 1 to 10,000,000, got '${bad}'`);
    }
  });
});

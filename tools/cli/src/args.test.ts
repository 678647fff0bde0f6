import { describe, expect, it } from 'vitest';
import { parse, wholeNumber } from './args.js';
import { UsageError } from './command.js';

describe('parse', () => {
  it('takes a negative number after an option as its value, not as an unknown option', () => {
    const { values } = parse(['--games', '-5', '--json'], { games: { type: 'string' }, json: { type: 'boolean' } });
    expect(values).toEqual({ games: '-5', json: true });
  });

  it('turns node errors into usage errors without the hint about positionals', () => {
    expect(() => parse(['--bogus'], {})).toThrow(UsageError);
    expect(() => parse(['--bogus'], {})).toThrow(/^Unknown option '--bogus'$/);
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

import { describe, expect, it } from 'vitest';
import { parse, unexpectedArgument, wholeNumber } from './args.js';
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
    expect(() => parse(['--json=yes'], options)).toThrow(/^--json is a switch and takes no value, got 'yes'$/);
    expect(() => parse(['extra'], options, false)).toThrow(/^unexpected argument 'extra'; this command takes options only$/);
  });

  it('says an option needs a value when another option follows it, as when it comes last', () => {
    const options = {
      games: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string', short: 'o' },
      json: { type: 'boolean' },
    } as const;
    expect(() => parse(['--games', '--seed', '1'], options)).toThrow(/^--games needs a value$/);
    expect(() => parse(['--seed', '1', '--games', '--json'], options)).toThrow(/^--games needs a value$/);
    expect(() => parse(['-o'], options)).toThrow(/^-o needs a value$/);
    expect(() => parse(['-o', '--json'], options)).toThrow(/^-o needs a value$/);
  });

  it('says a word after a switch is a value the switch does not take, when the command takes no such word', () => {
    const options = { json: { type: 'boolean' }, games: { type: 'string' } } as const;
    expect(() => parse(['--json', 'yes'], options, false)).toThrow(/^--json is a switch and takes no value, got 'yes'$/);
    expect(() => parse(['--games', '1', 'yes'], options, false)).toThrow(/^unexpected argument 'yes'; this command takes options only$/);
    const { positionals, switchBefore } = parse(['--json', 'file.yaml', '--games', '2', 'other.yaml'], options);
    expect(positionals).toEqual(['file.yaml', 'other.yaml']);
    expect(switchBefore).toEqual(['json', undefined]);
    expect(unexpectedArgument('yes', 'json', 'the game comes first').message).toBe("--json is a switch and takes no value, got 'yes'");
    expect(unexpectedArgument('yes', undefined, 'the game comes first').message).toBe("unexpected argument 'yes'; the game comes first");
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

import { describe, expect, it } from 'vitest';
import { typedNumber } from './typed-value.js';

describe('typedNumber', () => {
  it('reads numbers, keeps anything else as typed', () => {
    expect(typedNumber('4')).toBe(4);
    expect(typedNumber(' -2 ')).toBe(-2);
    expect(typedNumber('1.5')).toBe(1.5);
    expect(typedNumber('fast')).toBe('fast');
    expect(typedNumber('')).toBe('');
    expect(typedNumber('1e3')).toBe('1e3');
  });
});

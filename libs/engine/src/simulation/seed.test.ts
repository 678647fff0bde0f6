import { describe, expect, it } from 'vitest';
import { seedOf } from './seed.js';

describe('seedOf', () => {
  it('reads a whole number as a number and anything else as a word', () => {
    expect(seedOf('1')).toBe(1);
    expect(seedOf('-42')).toBe(-42);
    expect(seedOf('run-1')).toBe('run-1');
    expect(seedOf('1.5')).toBe('1.5');
    // Past 2^53 a number would lose digits, so it stays the word typed.
    expect(seedOf('99999999999999999999')).toBe('99999999999999999999');
  });
});

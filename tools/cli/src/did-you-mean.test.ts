import { describe, expect, it } from 'vitest';
import { closest } from './did-you-mean.js';

describe('closest', () => {
  it('finds the one known name a typo stands for: a letter added, dropped, changed, or two swapped', () => {
    const known = ['--games', '--seed', '--seats', '--players', '--json'];
    expect(closest('--game', known)).toBe('--games');
    expect(closest('--seeds', known)).toBe('--seed');
    expect(closest('--plyaers', known)).toBe('--players');
    expect(closest('--jsn', known)).toBe('--json');
  });

  it('names none when nothing is near, when two are as near, or when the typo is too short to tell', () => {
    expect(closest('--frobnicate', ['--games', '--seed'])).toBeUndefined();
    expect(closest('--seet', ['--seed', '--seat'])).toBeUndefined();
    expect(closest('--x', ['--o'])).toBeUndefined();
  });
});

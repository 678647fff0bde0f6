import { describe, expect, it } from 'vitest';
import { closestName, closestWord, didYouMean, editDistance, listKnown } from './suggest.js';

describe('closestWord', () => {
  it('finds a typo, a swap of two letters included', () => {
    expect(closestWord('strenght', ['strength', 'speed'])).toBe('strength');
    expect(closestWord('intiative', ['initiative', 'armor'])).toBe('initiative');
    expect(editDistance('ab', 'ba')).toBe(1);
  });

  it('prefers a word of the same length on a tie, so two swapped letters are read as a swap', () => {
    expect(closestWord('WN', ['N', 'NE', 'SE', 'S', 'SW', 'NW'])).toBe('NW');
    expect(closestWord('mele', ['melee', 'male'])).toBe('male');
    expect(closestWord('mele', ['melee', 'ranged'])).toBe('melee');
  });

  it('suggests nothing when no word is close', () => {
    expect(closestWord('colour', ['initiative', 'armor'])).toBeUndefined();
  });
});

describe('listKnown', () => {
  it('sorts and shortens long lists', () => {
    expect(listKnown(['b', 'a'])).toBe('a, b');
    expect(listKnown(['d', 'c', 'b', 'a'], 2)).toBe('a, b, ... (4 in all)');
  });
});

describe('closestName', () => {
  it('finds the one known name a typo stands for: a letter added, dropped, changed, or two swapped', () => {
    const known = ['--games', '--seed', '--seats', '--players', '--json'];
    expect(closestName('--game', known)).toBe('--games');
    expect(closestName('--seeds', known)).toBe('--seed');
    expect(closestName('--plyaers', known)).toBe('--players');
    expect(closestName('--jsn', known)).toBe('--json');
  });

  it('names none when nothing is near, when two are as near, or when the typo is too short to tell', () => {
    expect(closestName('--frobnicate', ['--games', '--seed'])).toBeUndefined();
    expect(closestName('--seet', ['--seed', '--seat'])).toBeUndefined();
    expect(closestName('--x', ['--o'])).toBeUndefined();
  });
});

describe('closestName of a word cut short', () => {
  it('names the one known name the word begins, and none when it begins two', () => {
    expect(closestName('open', ['low-hills', 'open-field', 'river-crossing'])).toBe('open-field');
    expect(closestName('river', ['low-hills', 'open-field', 'river-crossing', 'river-bank'])).toBeUndefined();
    expect(closestName('o', ['open-field'])).toBeUndefined();
  });
});

describe('didYouMean', () => {
  it('words the name a typo stands for, or nothing', () => {
    expect(didYouMean('hell-hound', ['hell-hounds', 'troglodytes'])).toBe(' (did you mean hell-hounds?)');
    expect(didYouMean('molochs', ['hell-hounds', 'troglodytes'])).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { closestWord, editDistance, listKnown } from './suggest.js';

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

import { describe, expect, it } from 'vitest';
import { titleWords } from './title-words.js';

describe('titleWords', () => {
  it('splits a title into lowercase words', () => {
    expect(titleWords('TroopType')).toBe('troop type');
    expect(titleWords('BonusCard')).toBe('bonus card');
    expect(titleWords('ScenarioMetElement')).toBe('scenario met element');
    expect(titleWords('Tile')).toBe('tile');
  });

  it('keeps an acronym in capitals, and reads a capitalised one as a word', () => {
    expect(titleWords('HQPlace')).toBe('HQ place');
    expect(titleWords('PlaceOfHQ')).toBe('place of HQ');
    expect(titleWords('HqDefaults')).toBe('hq defaults');
  });

  it('splits a camelCase property name the same way and leaves a kind with dashes alone', () => {
    expect(titleWords('winConditions')).toBe('win conditions');
    expect(titleWords('troop-types')).toBe('troop-types');
  });
});

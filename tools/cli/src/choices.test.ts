import { describe, expect, it } from 'vitest';
import type { GameModule } from '@armory/engine';
import { givenOptionValues, withChoiceSuggestion } from './choices.js';

// Only the options matter here: a module with two of them, one a list.
const module = {
  options: [
    { name: 'attacker', type: 'string', help: '', choices: () => ['knights', 'spears'] },
    { name: 'variant', type: 'string', help: '', list: true, choices: () => ['all-stars', 'quick-play'] },
    { name: 'json', type: 'boolean', help: '' },
  ],
} as unknown as GameModule;

describe('givenOptionValues', () => {
  it("reads the game's own options from a command's arguments, written either way, and nothing else", () => {
    expect(givenOptionValues(module, ['--attacker', 'knigts', '--variant=all-star', '--json', '--other', 'x'])).toEqual({
      attacker: 'knigts',
      variant: 'all-star',
    });
  });
});

describe('withChoiceSuggestion', () => {
  it('names the choice a mistyped value stands for, in a list too, where the message quotes the value', () => {
    const values = { attacker: 'knights', variant: 'quick-play,all-star' };
    expect(withChoiceSuggestion("--variant: 'all-star' is not a variant", module, values, {})).toBe(
      "--variant: 'all-star' (did you mean all-stars?) is not a variant",
    );
    expect(withChoiceSuggestion('--variant: named twice', module, values, {})).toBe('--variant: named twice');
  });
});

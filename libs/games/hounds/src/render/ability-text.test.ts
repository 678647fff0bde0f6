import { describe, expect, it } from 'vitest';
import type { Ability, EffectCatalog } from '@armory/content-hounds';
import { effectText } from './ability-text.js';

const catalog = {
  effects: [
    { id: 'gain-treats', name: 'Good Dog', text: 'Gain {amount, plural, one {# treat} other {# treats}}.' },
    { id: 'draw', name: 'Fetch', text: 'Draw {amount}.' },
    { id: 'dig', name: 'Dig', text: 'Dig {depth, plural, =0 {nowhere} one {# hole} other {# holes}}; {depth} deep.' },
  ],
} as unknown as EffectCatalog;
const said = (ability: Record<string, unknown>) => effectText(ability as unknown as Ability, catalog);

describe('effectText', () => {
  it("puts the parameters into the catalog's text", () => {
    expect(said({ effect: 'draw', amount: 2 })).toBe('Draw 2.');
  });

  it('picks the plural form for the number (one, other), # standing for it', () => {
    expect(said({ effect: 'gain-treats', amount: 1 })).toBe('Gain 1 treat.');
    expect(said({ effect: 'gain-treats', amount: 3 })).toBe('Gain 3 treats.');
  });

  it('takes an exact =N form before the category, and leaves plain placeholders as they were', () => {
    expect(said({ effect: 'dig', depth: 0 })).toBe('Dig nowhere; 0 deep.');
    expect(said({ effect: 'dig', depth: 1 })).toBe('Dig 1 hole; 1 deep.');
  });

  it('leaves a plural of a parameter the ability does not have as written', () => {
    expect(said({ effect: 'gain-treats' })).toBe('Gain {amount, plural, one {# treat} other {# treats}}.');
  });
});

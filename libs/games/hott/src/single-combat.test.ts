import { Rng } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { combatOptions } from './module.testing.js';
import { singleCombat } from './single-combat.js';

const { options } = combatOptions({ attacker: 'knights', defender: 'spears' });
const fightFrom = (state: ReturnType<typeof singleCombat.setup>) => singleCombat.apply(state, { type: 'fight' })[0]!;

describe('the dice to come in a single combat', () => {
  it('are hidden from both sides: games set up from other seeds look the same to each', () => {
    for (const seat of [0, 1])
      expect(singleCombat.view(singleCombat.setup(content, options, 1), seat)).toEqual(
        singleCombat.view(singleCombat.setup(content, options, 2), seat),
      );
  });

  it('are guessed afresh: a guess looks like the view, and its fight rolls from its own generator', () => {
    const state = singleCombat.setup(content, options, 7);
    const view = singleCombat.view(state, 0);
    const real = fightFrom(structuredClone(state));
    const rng = Rng.seeded('guesses');
    const guessed = Array.from({ length: 40 }, () => {
      const guess = singleCombat.determinize!(view, 0, rng);
      expect(singleCombat.view(guess, 0)).toEqual(view);
      return JSON.stringify(fightFrom(guess));
    });
    // A search that kept the real generator would see the real roll every time.
    expect(guessed.filter((g) => g !== JSON.stringify(real)).length).toBeGreaterThan(0);
    expect(new Set(guessed).size).toBeGreaterThan(3);
  });
});

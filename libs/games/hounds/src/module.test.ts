import { describe, expect, it } from 'vitest';
import { OptionError, readOptionValues } from '@armory/engine';
import { content } from './content.testing.js';
import { houndsModule, parseVariants } from './module.js';

describe('the registry module', () => {
  it('seats as many as the rules say, and plays under its own id', () => {
    expect(houndsModule.seats).toEqual(content.rules.players);
    expect(houndsModule.game.name).toBe(houndsModule.id);
    expect(houndsModule.resolveOptions({}, undefined, content).seatLabels).toEqual(['seat 1', 'seat 2']);
  });

  it('reads variants by name and refuses an unknown one', () => {
    expect(parseVariants('all-stars,quick-play')).toEqual(['all-stars', 'quick-play']);
    expect(() => parseVariants('all-star')).toThrow(OptionError);
    expect(() => parseVariants('all-star')).toThrow(/'all-star' is not a variant; choose from heroes-for-hire/);
    expect(() => parseVariants('quick-play,quick-play')).toThrow(/--variant: 'quick-play' is named twice/);
  });

  it('refuses a seat count the rules do not allow, and an unknown card set', () => {
    expect(() => houndsModule.resolveOptions({}, 5, content)).toThrow(/takes 2-4 players, not 5/);
    expect(() => readOptionValues(houndsModule.options, { cards: 'deluxe' }, content)).toThrow(/^unknown --cards 'deluxe'; known: sample/);
    expect(houndsModule.resolveOptions({ variant: 'all-stars' }, 3, content).options).toEqual({ seats: 3, variants: ['all-stars'] });
  });

  it('refuses a two-player win variant with 3-4 players rather than ignore it', () => {
    for (const variant of ['heroes-for-hire', 'coin-dominance']) {
      expect(() => houndsModule.resolveOptions({ variant }, 3, content)).toThrow(OptionError);
      expect(() => houndsModule.resolveOptions({ variant: `quick-play,${variant}` }, 4, content)).toThrow(
        `--variant: '${variant}' is a win variant of the two-player game; the 4-player game is won by the last player left`,
      );
      expect(houndsModule.resolveOptions({ variant }, 2, content).options.variants).toEqual([variant]);
    }
    expect(() => houndsModule.game.setup(content, { seats: 3, variants: ['coin-dominance'] }, 1)).toThrow(
      /'coin-dominance' is a win variant/,
    );
  });
});

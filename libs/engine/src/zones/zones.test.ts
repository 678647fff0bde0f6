import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../rng/rng.js';
import { count, createZones, draw, drawUpTo, fillMasked, holds, maskZones, move, moveAll, peek, shuffleZone } from './zones.js';

describe('zones', () => {
  it('draws from the top (end) of a pile, stopping when it runs out', () => {
    const z = createZones(['deck', 'hand'], { deck: ['a', 'b', 'c'] });
    expect(draw(z, 'deck', 'hand', 2)).toEqual(['c', 'b']);
    expect(z.hand).toEqual(['c', 'b']);
    expect(draw(z, 'deck', 'hand', 5)).toEqual(['a']);
    expect(count(z, 'deck')).toBe(0);
  });

  it('draws up to a hand size', () => {
    const z = createZones(['bag', 'hand'], { bag: ['1', '2', '3', '4', '5'], hand: ['x'] });
    expect(drawUpTo(z, 'bag', 'hand', 3)).toHaveLength(2);
    expect(drawUpTo(z, 'bag', 'hand', 3)).toHaveLength(0);
  });

  it('moves single pieces and whole piles', () => {
    const z = createZones(['hand', 'discard', 'deck'], { hand: ['a', 'b'] });
    expect(move(z, 'a', 'hand', 'discard')).toBe(true);
    expect(move(z, 'zz', 'hand', 'discard')).toBe(false);
    expect(holds(z, 'discard', 'a')).toBe(true);
    moveAll(z, 'hand', 'deck');
    expect(z).toEqual({ hand: [], discard: ['a'], deck: ['b'] });
    expect(peek(z, 'deck')).toEqual(['b']);
    expect(() => count(z, 'graveyard')).toThrow(/no zone 'graveyard'/);
  });

  it('shuffles a zone into a permutation, the same for the same seed', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 40 }), fc.integer(), (items, seed) => {
        const a = createZones(['bag'], { bag: items });
        const b = createZones(['bag'], { bag: items });
        shuffleZone(a, 'bag', Rng.seeded(seed));
        shuffleZone(b, 'bag', Rng.seeded(seed));
        expect(a.bag).toEqual(b.bag);
        expect([...a.bag!].sort()).toEqual([...items].sort());
      }),
    );
  });
});

describe('hidden pieces', () => {
  it('masks zones for a view and refills them for a guess', () => {
    const z = createZones(['deck', 'mine', 'theirs'], { deck: ['a', 'b', 'c'], mine: ['d'], theirs: ['e', 'f'] });
    const view = maskZones(z, ['deck', 'theirs']);
    expect(view).toEqual({ deck: ['?', '?', '?'], mine: ['d'], theirs: ['?', '?'] });
    expect(z.deck).toEqual(['a', 'b', 'c']);
    fillMasked(view, ['deck', 'theirs'], ['a', 'b', 'c', 'e', 'f'], Rng.seeded(1));
    expect([...view.deck!, ...view.theirs!].sort()).toEqual(['a', 'b', 'c', 'e', 'f']);
    expect(view.mine).toEqual(['d']);
    const again = maskZones(z, ['deck']);
    expect(() => fillMasked(again, ['deck'], ['a'], Rng.seeded(1))).toThrow(/not enough unseen pieces to fill the hidden ones in 'deck'/);
  });
});

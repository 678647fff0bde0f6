import { describe, expect, it } from 'vitest';
import { Choices } from './choices.js';
import type { NhAction } from './state.js';

/** The same offers, made to a sink. */
function offer(out: Choices): void {
  out.one({ type: 'discard', tile: 'a' });
  const rows: NhAction[][] = [0, 1, 2, 3].map((h) => [0, 3].map((rotation) => ({ type: 'place', tile: 't', hex: `h${h}`, rotation })));
  out.table(rows, [1, 3], 2);
  out.table(rows, [], 2);
  out.product({ type: 'play', tile: 'tug', tugger: 'x' }, 'to', ['p', 'q'], 'rotation', [0, 1, 2], 'targetRotation', [4, 5]);
  out.product({ type: 'ability', ability: 'rotation' }, 'rotation', []);
  out.product({ type: 'swap', hex: 'z' }, 'rotation', [2, 5]);
  out.one({ type: 'place-hq', hex: 'c', rotation: 0 });
  out.one({ type: 'end-turn' });
}

describe('Choices', () => {
  const listing = Choices.listing();
  offer(listing);
  const all = listing.list!;

  it('lists every action of a group in order, first axis outermost, head fields first', () => {
    expect(all).toHaveLength(1 + 4 + 12 + 2 + 1 + 1);
    expect(all[0]).toEqual({ type: 'discard', tile: 'a' });
    expect(all.slice(1, 5).map((a) => `${String(a.hex)}/${String(a.rotation)}`)).toEqual(['h1/0', 'h1/3', 'h3/0', 'h3/3']);
    expect(all.slice(5, 8)).toEqual([
      { type: 'play', tile: 'tug', tugger: 'x', to: 'p', rotation: 0, targetRotation: 4 },
      { type: 'play', tile: 'tug', tugger: 'x', to: 'p', rotation: 0, targetRotation: 5 },
      { type: 'play', tile: 'tug', tugger: 'x', to: 'p', rotation: 1, targetRotation: 4 },
    ]);
    expect(Object.keys(all[5]!)).toEqual(['type', 'tile', 'tugger', 'to', 'rotation', 'targetRotation']);
    expect(all[16]).toEqual({ type: 'play', tile: 'tug', tugger: 'x', to: 'q', rotation: 2, targetRotation: 5 });
    expect(all.at(-1)).toEqual({ type: 'end-turn' });
    expect(listing.total).toBe(all.length);
  });

  it('samples the n-th listed action for every n, building only that one', () => {
    const sampler = Choices.sampling();
    offer(sampler);
    expect(sampler.list).toBeNull();
    expect(sampler.total).toBe(all.length);
    for (let i = 0; i < all.length; i++) expect(sampler.pick(i)).toEqual(all[i]);
    expect(() => sampler.pick(all.length)).toThrow(RangeError);
  });

  it('reads only the first `count` hexes of a table, so a reused, longer buffer lists the same actions', () => {
    const rows: NhAction[][] = [0, 1, 2, 3].map((h) => [0, 3].map((rotation) => ({ type: 'place', tile: 't', hex: `h${h}`, rotation })));
    const buffer = [1, 3, 0, 2];
    const listed = Choices.listing();
    listed.table(rows, buffer, 2, 2);
    const sampled = Choices.sampling();
    sampled.table(rows, buffer, 2, 2);
    expect(listed.list!.map((a) => `${String(a.hex)}/${String(a.rotation)}`)).toEqual(['h1/0', 'h1/3', 'h3/0', 'h3/3']);
    expect(sampled.total).toBe(4);
    for (let i = 0; i < 4; i++) expect(sampled.pick(i)).toBe(listed.list![i]);
    expect(() => sampled.pick(4)).toThrow(RangeError);
  });

  it('takes up to five axes, one-value axes standing for fields every action of the group shares', () => {
    const head = Object.freeze({ type: 'play', tile: 'tug' });
    const listed = Choices.listing();
    const sampled = Choices.sampling();
    for (const out of [listed, sampled])
      out.product(head, 'tugger', ['a'], 'target', ['b'], 'to', ['p', 'q'], 'rotation', [0, 1, 2], 'targetRotation', [4, 5]);
    expect(listed.list).toHaveLength(12);
    expect(listed.list![7]).toEqual({ type: 'play', tile: 'tug', tugger: 'a', target: 'b', to: 'q', rotation: 0, targetRotation: 5 });
    expect(Object.keys(listed.list![7]!)).toEqual(['type', 'tile', 'tugger', 'target', 'to', 'rotation', 'targetRotation']);
    expect(sampled.total).toBe(12);
    for (let i = 0; i < 12; i++) expect(sampled.pick(i)).toEqual(listed.list![i]);
    expect(head).toEqual({ type: 'play', tile: 'tug' });
  });

  it('can be reused: a reset sink forgets the groups of the last listing', () => {
    const sampler = Choices.sampling();
    offer(sampler);
    sampler.reset();
    sampler.product({ type: 'avalanche' }, 'side', [0, 1, 2]);
    expect(sampler.total).toBe(3);
    expect(sampler.pick(2)).toEqual({ type: 'avalanche', side: 2 });
    expect(() => sampler.pick(3)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '@armory/engine';
import { removeCard, removeTop } from './state.js';

// The loops stand in for splice and shift in play; their plain twins are those array methods.
describe('taking cards out of a list keeps the rest in order, as splice does', () => {
  const rng = Rng.seeded(16);
  const lists = Array.from({ length: 200 }, () => Array.from({ length: 1 + rng.int(9) }, () => `card-${rng.int(5)}`));
  it('removeCard takes the first copy', () => {
    for (const list of lists) {
      const card = list[rng.int(list.length)]!;
      const plain = [...list];
      plain.splice(plain.indexOf(card), 1);
      const fast = [...list];
      removeCard(fast, card);
      expect(fast).toEqual(plain);
    }
  });
  it('removeTop takes the first n', () => {
    for (const list of lists) {
      const n = rng.int(list.length + 1);
      const fast = [...list];
      removeTop(fast, n);
      expect(fast).toEqual(list.slice(n));
    }
  });
});

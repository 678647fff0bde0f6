import { Rng } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { hounds } from './game.js';
import { HIDDEN, type HoundsState } from './state.js';

/** A two-player game just after seat 1 has played face down. */
function afterFirstPlay(): HoundsState {
  const s = hounds.setup(content, { seats: 2, variants: ['quick-play'] }, 4);
  const [attack, ability, defence] = s.sides[0]!.hand as [string, string, string];
  hounds.apply(s, { type: 'play', attack, ability, defence });
  return s;
}

describe('what a seat may see', () => {
  it('hides the other hand, every deck, the unrevealed play and the hero deck, and nothing public', () => {
    const s = afterFirstPlay();
    const v = hounds.view(s, 1);
    expect(v.sides[0]!.played).toEqual({ attack: HIDDEN, ability: HIDDEN, defence: HIDDEN });
    expect(v.sides[0]!.hand).toEqual(s.sides[0]!.hand.map(() => HIDDEN));
    expect(v.sides[1]!.hand).toEqual(s.sides[1]!.hand);
    for (const side of v.sides) expect(side.deck.every((c) => c === HIDDEN)).toBe(true);
    expect(v.heroDeck.every((c) => c === HIDDEN)).toBe(true);
    expect(v.barracks).toEqual(s.barracks);
    // Quick Play deals face down: seat 2 sees its own hounds, not seat 1's until they turn up.
    expect(v.sides[1]!.owned).toEqual(s.sides[1]!.owned);
    expect(v.sides[0]!.owned).toEqual(s.sides[0]!.owned.map(() => HIDDEN));
    expect(v.rng).toEqual([0, 0, 0, 0]);
    // Seat 1 sees its own play.
    expect(hounds.view(s, 0).sides[0]!.played).toEqual(s.sides[0]!.played);
  });

  it('guesses the hidden cards from the hounds out of sight, never the real ones more often than chance', () => {
    const s = afterFirstPlay();
    const v = hounds.view(s, 1);
    const rng = Rng.seeded('guess');
    let same = 0;
    for (let i = 0; i < 200; i++) {
      const g = hounds.determinize!(v, 1, rng);
      const cards = [g.sides[0]!.played!.attack, g.sides[0]!.played!.ability, g.sides[0]!.played!.defence];
      // Every guessed card is a hound seat 2 cannot see (not one of its own) and one seat 1 owns in the guess.
      for (const c of cards) expect(s.sides[1]!.owned).not.toContain(c);
      for (const c of cards) expect(g.sides[0]!.owned).toContain(c);
      expect(g.sides[1]!.hand).toEqual(s.sides[1]!.hand);
      if (cards.join() === [s.sides[0]!.played!.attack, s.sides[0]!.played!.ability, s.sides[0]!.played!.defence].join()) same++;
    }
    // At least 12 cards, 3 of them in order: the real play is at most one of 1,320; a guess that peeked would match every time.
    expect(same).toBeLessThan(5);
  });
});

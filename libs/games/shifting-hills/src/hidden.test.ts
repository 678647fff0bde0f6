import { Rng, HIDDEN_PIECE, playRandom } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { shiftingHills } from './game.js';
import { determinize, viewOf } from './hidden.js';
import { legalActions } from './rules.js';

/** A game some way in, with tiles turned and cards drawn. */
function midGame(seed: number) {
  const state = shiftingHills.setup(content, { turnLimit: 200 }, seed);
  const rng = Rng.seeded(seed);
  for (let i = 0; i < 60 && state.result === null; i++) playRandom(shiftingHills, state, rng);
  // Deal from the deck (or the discard) so every card stays accounted for once.
  const deal = (seat: number, card: string) => {
    for (const pile of [state.deck, state.discard, ...state.hands]) {
      const at = pile.indexOf(card);
      if (at < 0) continue;
      pile.splice(at, 1);
      state.hands[seat]!.push(card);
      return;
    }
    throw new Error(`no ${card} left to deal`);
  };
  state.hands = state.hands.map(() => []);
  state.discard = [];
  state.deck = [...content.bonusCards.cards.flatMap((c) => Array<string>(c.count).fill(c.id))];
  deal(0, 'boost');
  deal(1, 'artillery-strike');
  deal(1, 'extra-ammo');
  state.discard.push(state.deck.pop()!);
  return state;
}

describe('hidden information', () => {
  it("a view hides face-down tiles and their stars, the deck and the other player's hand, and changes nothing", () => {
    const state = midGame(4);
    const before = JSON.stringify(state);
    const view = viewOf(state, 0);
    expect(JSON.stringify(state)).toBe(before);
    state.tiles.forEach((tile, hex) => expect(view.tiles[hex]).toBe(state.revealed[hex] ? tile : -1));
    expect(view.stars.filter((s, hex) => !state.revealed[hex] && s !== 'none')).toEqual([]);
    expect(view.deck.every((c) => c === HIDDEN_PIECE)).toBe(true);
    expect(view.hands).toEqual([['boost'], [HIDDEN_PIECE, HIDDEN_PIECE]]);
  });

  it('a guess fills every hidden piece from what the player has not seen, offering the same actions', () => {
    const state = midGame(5);
    const seat = state.player;
    const view = viewOf(state, seat);
    const rng = Rng.seeded(9);
    for (let k = 0; k < 20; k++) {
      const guess = determinize(view, seat, rng);
      expect(guess.tiles.every((t) => t >= 0)).toBe(true);
      // The same land tiles and stars in all, wherever they lie.
      expect([...guess.tiles].sort()).toEqual([...state.tiles].sort());
      expect(guess.stars.filter((s) => s !== 'none').length).toBe(state.stars.filter((s) => s !== 'none').length);
      expect([...guess.deck, ...guess.hands.flat(), ...guess.discard].sort()).toEqual(
        [...state.deck, ...state.hands.flat(), ...state.discard].sort(),
      );
      expect(guess.hands[seat]).toEqual(state.hands[seat]);
      expect(legalActions(guess)).toEqual(legalActions(state));
    }
    expect(JSON.stringify(view)).toBe(JSON.stringify(viewOf(state, seat)));
  });

  it("never guesses a card applied when drawn (Survivors Found) into the other player's hand, and deals the deck evenly", () => {
    const state = shiftingHills.setup(content, { turnLimit: 200 }, 6);
    // Nothing drawn by player 1; player 2 holds one card it has not shown: a card played from hand.
    state.hands = [[], ['boost']];
    state.deck = state.deck.filter((c, i) => c !== 'boost' || state.deck.indexOf('boost') !== i);
    const view = viewOf(state, 0);
    const rng = Rng.seeded(2);
    const held = new Map<string, number>();
    const top = new Map<string, number>();
    for (let k = 0; k < 600; k++) {
      const guess = determinize(view, 0, rng);
      const card = guess.hands[1]![0]!;
      held.set(card, (held.get(card) ?? 0) + 1);
      top.set(guess.deck.at(-1)!, (top.get(guess.deck.at(-1)!) ?? 0) + 1);
    }
    expect(held.get('survivors-found') ?? 0).toBe(0);
    expect([...held.keys()].sort()).toEqual(['artillery-strike', 'boost', 'extra-ammo']);
    // Every card left may be the next one drawn, Survivors Found too (2 of the 7 left: about 171 of 600).
    expect(top.get('survivors-found') ?? 0).toBeGreaterThan(120);
  });
});

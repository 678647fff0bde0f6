// What each player may see, over positions of whole random games: a view tells apart no two states that differ
// only in hidden things, and a determinization is a state the game could really be in, that plays on (by the
// plain rules and by the playout kernel, which copies the state in).
import { describe, expect, it } from 'vitest';
import { HIDDEN_PIECE, Rng, canonicalJson, playRandom, type RngState } from '@armory/engine';
import { content } from './content.testing.js';
import { tablesFor } from './content.js';
import { bonusEffect } from './effects/catalog.js';
import { shiftingHills as game } from './game.js';
import type { ShiftingHillsState } from './state.js';

const seen = (s: ShiftingHillsState, seat: number) => canonicalJson(game.view(s, seat));
const tables = tablesFor(game.setup(content, {}, 1));
/** Cards played from hand; the others are applied when drawn, shown and discarded. */
const heldInHand = (card: string) => bonusEffect(tables.cards[tables.cardIndex.get(card)!]!.effect.effect).when === 'played';
/** A face-down hex's tile with its star, as one land tile of the pool. */
const landAt = (s: ShiftingHillsState, hex: number) => `${s.tiles[hex]}${s.stars[hex] === 'none' ? '' : '*'}`;
const faceDown = (s: ShiftingHillsState) => s.revealed.flatMap((up, hex) => (up ? [] : [hex]));

/** Positions of whole random games, every few turns. */
function positions(games: number, every: number): ShiftingHillsState[] {
  const out: ShiftingHillsState[] = [];
  for (let g = 0; g < games; g++) {
    const s = game.setup(content, { turnLimit: 200 }, g);
    const rng = Rng.seeded(`hidden-${g}`);
    for (let step = 0; !game.status(s).over; step++) {
      if (step % every === 0) out.push(game.clone!(s));
      playRandom(game, s, rng);
    }
  }
  return out;
}

/**
 * `s` with its hidden things changed as the real game could have them: the face-down land tiles (stars with
 * them) in other places, another deck order, other cards in the other player's hand (only cards kept in hand).
 */
function otherwise(s: ShiftingHillsState, seat: number, rng: Rng): ShiftingHillsState {
  const t = game.clone!(s);
  const down = faceDown(t);
  const land = rng.shuffle(down.map((hex) => ({ tile: t.tiles[hex]!, star: t.stars[hex]! })));
  down.forEach((hex, k) => {
    t.tiles[hex] = land[k]!.tile;
    t.stars[hex] = land[k]!.star;
  });
  rng.shuffle(t.deck);
  t.hands.forEach((hand, q) => {
    if (q === seat) return;
    hand.forEach((card, k) => {
      const others = t.deck.flatMap((c, d) => (heldInHand(c) ? [d] : []));
      if (others.length === 0) return;
      const d = others[rng.int(others.length)]!;
      hand[k] = t.deck[d]!;
      t.deck[d] = card;
    });
  });
  t.rng = [rng.next(), rng.next(), rng.next(), rng.next()] as RngState;
  return t;
}

const all = positions(10, 9);

describe('hidden information in Battle for The Shifting Hills', () => {
  it('a view is the same for two states that differ only in what the player may not see', () => {
    const rng = Rng.seeded('otherwise');
    for (const s of all) for (let seat = 0; seat < 2; seat++) expect(seen(otherwise(s, seat, rng), seat)).toBe(seen(s, seat));
  });

  it('a determinization looks the same to the player, accounts for every tile and card once and plays on', () => {
    const rng = Rng.seeded('guess');
    let played = 0;
    for (const s of all) {
      for (let seat = 0; seat < 2; seat++) {
        const view = game.view(s, seat);
        const guess = game.determinize!(view, seat, rng);
        expect(canonicalJson(view)).toBe(seen(s, seat));
        expect(seen(guess, seat)).toBe(seen(s, seat));
        // The same land tiles (stars with them) lie face down, wherever they lie.
        expect(
          faceDown(guess)
            .map((hex) => landAt(guess, hex))
            .sort(),
        ).toEqual(
          faceDown(s)
            .map((hex) => landAt(s, hex))
            .sort(),
        );
        expect(guess.stars.filter((star, hex) => !guess.revealed[hex] && star === 'taken')).toEqual([]);
        const cards = (x: ShiftingHillsState) => [...x.deck, ...x.hands.flat(), ...x.discard].sort();
        expect(cards(guess)).toEqual(cards(s));
        expect(cards(guess)).not.toContain(HIDDEN_PIECE);
        expect(guess.hands[1 - seat]!.filter((c) => !heldInHand(c))).toEqual([]);
        if (s.player === seat) expect(canonicalJson(game.actions(guess))).toBe(canonicalJson(game.actions(s)));
        // Search plays on from its guesses, by the playout kernel; here by the plain rules too, every other time.
        const kernel = game.clone!(guess);
        game.playOut!(kernel, rng, 10_000);
        expect(game.status(kernel).over).toBe(true);
        if (played++ % 2 === 0) {
          for (let step = 0; step < 10_000 && !game.status(guess).over; step++) playRandom(game, guess, rng);
          expect(game.status(guess).over).toBe(true);
        }
      }
    }
  }, 60_000);

  it('over many guesses every unseen card turns up in the hidden hand and every unseen land tile on a face-down hex', () => {
    const rng = Rng.seeded('spread');
    let checked = 0;
    for (const s of all) {
      const seat = s.player;
      const hand = s.hands[1 - seat]!;
      const down = faceDown(s);
      if (hand.length === 0 || down.length < 3) continue;
      const unseenCards = new Set([...s.deck, ...hand].filter(heldInHand));
      const unseenLand = new Set(down.map((hex) => landAt(s, hex)));
      const inHand = new Set<string>();
      const onHex = new Set<string>();
      const view = game.view(s, seat);
      for (let k = 0; k < 300; k++) {
        const guess = game.determinize!(view, seat, rng);
        guess.hands[1 - seat]!.forEach((c) => inHand.add(c));
        onHex.add(landAt(guess, down[0]!));
      }
      expect([...inHand].sort()).toEqual([...unseenCards].sort());
      expect([...onHex].sort()).toEqual([...unseenLand].sort());
      if (++checked === 5) break;
    }
    expect(checked).toBe(5);
  });
});

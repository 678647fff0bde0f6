/**
 * Hidden information: face-down tiles (and their stars), the bonus deck and the other players' hands. `view`
 * takes them out of a player's copy; `determinize` fills them back with one guess consistent with what that
 * player has seen, for search.
 */
import { HIDDEN_PIECE, type PlayerId, type Rng } from '@armory/engine';
import { tablesFor } from './content.js';
import { bonusEffect } from './effects/catalog.js';
import { cloneState, type ShiftingHillsState, type Star } from './state.js';

/** The state as `player` sees it. Never changes `state`. */
export function viewOf(state: ShiftingHillsState, player: PlayerId): ShiftingHillsState {
  const view = cloneState(state);
  for (let hex = 0; hex < view.tiles.length; hex++) {
    if (view.revealed[hex]) continue;
    view.tiles[hex] = -1;
    view.stars[hex] = 'none';
  }
  view.deck = view.deck.map(() => HIDDEN_PIECE);
  view.hands = view.hands.map((hand, seat) => (seat === player ? hand : hand.map(() => HIDDEN_PIECE)));
  // Nothing is drawn at random after set-up, but a view must not carry the generator either.
  view.rng = [0, 0, 0, 1];
  return view;
}

/** A full state consistent with `view` for `player`: unseen land tiles and cards dealt at random. Never changes `view`. */
export function determinize(view: ShiftingHillsState, player: PlayerId, rng: Rng): ShiftingHillsState {
  const tables = tablesFor(view);
  const guess = cloneState(view);
  // Land tiles not yet seen: the pool less every face-up land tile (a taken or waiting star says it had one).
  const unseen = tables.landPool.slice();
  for (let hex = 0; hex < guess.tiles.length; hex++) {
    if (!guess.revealed[hex] || tables.headquarters.includes(hex)) continue;
    const starred = guess.stars[hex] !== 'none';
    const at = unseen.findIndex((t) => t.tile === guess.tiles[hex] && t.star === starred);
    if (at >= 0) unseen.splice(at, 1);
  }
  rng.shuffle(unseen);
  for (let hex = 0; hex < guess.tiles.length; hex++) {
    if (guess.revealed[hex]) continue;
    const laid = unseen.pop()!;
    guess.tiles[hex] = laid.tile;
    guess.stars[hex] = (laid.star ? 'waiting' : 'none') satisfies Star;
  }
  // Cards not yet seen: the deck less the player's hand and the face-up discard.
  const cards = tables.deck.slice();
  for (const seen of [...guess.hands[player]!, ...guess.discard]) {
    const at = cards.indexOf(seen);
    if (at >= 0) cards.splice(at, 1);
  }
  rng.shuffle(cards);
  // A card applied when drawn is shown and discarded at once, so a hidden card in hand is one played from hand.
  const heldInHand = (card: string) => bonusEffect(tables.cards[tables.cardIndex.get(card)!]!.effect.effect).when === 'played';
  const take = (inHand: boolean) => {
    for (let i = cards.length - 1; inHand && i >= 0; i--) if (heldInHand(cards[i]!)) return cards.splice(i, 1)[0]!;
    return cards.pop()!;
  };
  const fill = (pile: string[], inHand: boolean) => {
    for (let i = 0; i < pile.length; i++) if (pile[i] === HIDDEN_PIECE) pile[i] = take(inHand);
  };
  guess.hands.forEach((hand, seat) => seat !== player && fill(hand, true));
  fill(guess.deck, false);
  guess.rng = [rng.next(), rng.next(), rng.next(), rng.next()];
  return guess;
}

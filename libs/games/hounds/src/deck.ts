/** Drawing cards, with the rule book's reshuffle rule, and tie-breaker draws. */
import { Rng, type Event } from '@armory/engine';
import type { Book } from './book.js';
import { removeCard, removeTop, type HoundsState, type Side } from './state.js';

/**
 * Draws `n` cards into the hand. Only when the deck runs out mid-draw is the discard pile shuffled into a new
 * deck, and the rest drawn from it; a deck that still has cards is never topped up from the discard pile.
 */
export function drawCards(s: HoundsState, seat: number, n: number, events: Event[]): void {
  const side = s.sides[seat]!;
  let drawn = 0;
  while (drawn < n) {
    if (side.deck.length === 0 && !reshuffle(s, seat, events)) break;
    const take = Math.min(n - drawn, side.deck.length);
    for (let i = 0; i < take; i++) side.hand.push(side.deck[i]!);
    removeTop(side.deck, take);
    drawn += take;
  }
  if (drawn > 0) side.turnedUp = [];
  events.push({ type: 'drew', seat, cards: drawn });
}

/** Shuffles the discard pile into the (empty) deck; false when there is nothing to shuffle. */
function reshuffle(s: HoundsState, seat: number, events: Event[]): boolean {
  const side = s.sides[seat]!;
  if (side.discard.length === 0) return false;
  side.deck = new Rng(s.rng).shuffle(side.discard);
  side.formed = [...side.deck];
  side.turnedUp = [];
  side.discard = [];
  events.push({ type: 'reshuffled', seat, cards: side.deck.length });
  return true;
}

/** One tie-breaker draw: the top card's power (0 with no card at all); the card is shuffled back into the deck. */
function tieBreakerDraw(s: HoundsState, book: Book, seat: number, events: Event[]): number {
  const side: Side = s.sides[seat]!;
  if (side.deck.length === 0 && !reshuffle(s, seat, events)) {
    events.push({ type: 'tie-breaker', seat, card: null, power: 0 });
    return 0;
  }
  const card = side.deck[0]!;
  const power = book.cards[card]!.power;
  new Rng(s.rng).shuffle(side.deck);
  if (!side.turnedUp.includes(card)) side.turnedUp.push(card);
  if (side.secret.includes(card)) removeCard(side.secret, card);
  events.push({ type: 'tie-breaker', seat, card, power });
  return power;
}

/**
 * Which of two seats wins a tie: each draws a card, the higher power wins; repeated while equal. After the rules'
 * bound of equal draws (only equal cards left), the lower seat wins (seeds/hounds.md D7).
 */
export function breakTie(s: HoundsState, book: Book, a: number, b: number, events: Event[]): number {
  for (let i = 0; i < book.rules.tieBreak.draws; i++) {
    const pa = tieBreakerDraw(s, book, a, events);
    const pb = tieBreakerDraw(s, book, b, events);
    if (pa !== pb) return pa > pb ? a : b;
  }
  return Math.min(a, b);
}

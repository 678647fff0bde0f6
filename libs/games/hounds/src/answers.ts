/** Answers to the questions effects ask: a card to discard, a card to take, a hero to recruit for free. */
import type { Event } from '@armory/engine';
import type { Book } from './book.js';
import { takeHero } from './recruiting.js';
import { removeCard, type HoundsState } from './state.js';
import { continueAbilities } from './turn.js';
import { checkHeroesForHire } from './win.js';

export function discardCard(s: HoundsState, book: Book, card: string, events: Event[]): void {
  const pending = s.pending as { seat: number; kind: 'discard'; left: number };
  const side = s.sides[pending.seat]!;
  removeCard(side.hand, card);
  if (side.shown.includes(card)) removeCard(side.shown, card);
  if (side.secret.includes(card)) removeCard(side.secret, card);
  side.discard.push(card);
  events.push({ type: 'discarded', seat: pending.seat, card });
  pending.left--;
  if (pending.left > 0 && side.hand.length > 0) return;
  s.pending = null;
  continueAbilities(s, book, events);
}

export function takeCard(s: HoundsState, book: Book, card: string, events: Event[]): void {
  const pending = s.pending as { seat: number; kind: 'scavenge'; pile: number };
  const from = s.sides[pending.pile]!;
  const to = s.sides[pending.seat]!;
  from.discard.splice(from.discard.lastIndexOf(card), 1);
  to.hand.push(card);
  to.shown.push(card);
  events.push({ type: 'took', seat: pending.seat, from: pending.pile, card });
  s.pending = null;
  if (pending.pile !== pending.seat) {
    from.owned.splice(from.owned.indexOf(card), 1);
    to.owned.push(card);
    // A hero taken from another seat is acquired as surely as one recruited (Heroes for Hire).
    if (book.cards[card]!.kind === 'hero' && checkHeroesForHire(s, book, pending.seat, events)) return;
  }
  continueAbilities(s, book, events);
}

/** A free recruit by an effect, or declining it (hero null). */
export function freeRecruit(s: HoundsState, book: Book, hero: string | null, events: Event[]): void {
  const seat = s.pending!.seat;
  s.pending = null;
  if (hero === null) events.push({ type: 'declined', seat });
  else takeHero(s, book, seat, hero, 0, events);
  if (s.stage !== 'over') continueAbilities(s, book, events);
}

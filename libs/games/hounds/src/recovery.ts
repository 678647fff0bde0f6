/** 3-4 players: bringing fainted hounds back. */
import type { Event } from '@armory/engine';
import type { Book } from './book.js';
import type { HoundsState } from './state.js';

/** Recovers up to `n` fainted hounds of `seat` into its discard pile, the strongest first (seeds/hounds.md D11). */
export function recoverHounds(s: HoundsState, book: Book, seat: number, n: number, events: Event[]): void {
  const side = s.sides[seat]!;
  for (let i = 0; i < n && side.fainted.length > 0; i++) {
    let best = 0;
    for (let k = 1; k < side.fainted.length; k++)
      if (book.cards[side.fainted[k]!]!.power > book.cards[side.fainted[best]!]!.power) best = k;
    const card = side.fainted.splice(best, 1)[0]!;
    side.discard.push(card);
    side.owned.push(card);
    events.push({ type: 'recovered', seat, card });
  }
}

/**
 * After the attacks: a seat with at least `recoverAt` treats and a fainted hound must recover one for each
 * `recoverAt` treats it has (two at 12, FAQ), then discards all its treats. With nothing fainted it keeps them.
 */
export function recoverWithTreats(s: HoundsState, book: Book, seat: number, events: Event[]): void {
  const side = s.sides[seat]!;
  const at = book.rules.multiplayer.recoverAt;
  if (side.out || side.treats < at || side.fainted.length === 0) return;
  recoverHounds(s, book, seat, Math.floor(side.treats / at), events);
  events.push({ type: 'treats-spent', seat, amount: side.treats });
  side.treats = 0;
}

/**
 * Recruiting heroes from the Barracks after the battles (two players): the player with fewer treats chooses first
 * (a tie goes to tie-breaker draws), then they alternate one hero at a time; a player who passes is done for the
 * turn while the other may go on. A recruited hero goes to the discard pile and the Barracks is refilled at once.
 */
import type { Event } from '@armory/engine';
import type { Book } from './book.js';
import { breakTie } from './deck.js';
import { removeCard, type HoundsState } from './state.js';
import { endTurn } from './turn.js';
import { checkHeroesForHire } from './win.js';

/** What `seat` pays for `hero` now: its cost less the seat's discount, never below 0. */
export function price(s: HoundsState, book: Book, seat: number, hero: string): number {
  return Math.max(0, book.cards[hero]!.cost - s.sides[seat]!.discount);
}

/** Whether `seat` can afford any hero in the Barracks. */
function canRecruit(s: HoundsState, book: Book, seat: number): boolean {
  return s.barracks.some((h) => price(s, book, seat, h) <= s.sides[seat]!.treats);
}

export function startRecruiting(s: HoundsState, book: Book, events: Event[]): void {
  // Nobody can afford a hero: there is no order to settle (and no tie-breaker to draw).
  if (!canRecruit(s, book, 0) && !canRecruit(s, book, 1)) return endTurn(s, book, events);
  s.stage = 'recruit';
  const [a, b] = [s.sides[0]!.treats, s.sides[1]!.treats];
  s.picker = a !== b ? (a < b ? 0 : 1) : breakTie(s, book, 0, 1, events);
  events.push({ type: 'recruiting', first: s.picker });
  settle(s, book, events);
}

/** Moves a hero from the Barracks into the seat's discard pile, paying `cost`, and refills the Barracks. */
export function takeHero(s: HoundsState, book: Book, seat: number, hero: string, cost: number, events: Event[]): void {
  const side = s.sides[seat]!;
  side.treats -= cost;
  removeCard(s.barracks, hero);
  side.discard.push(hero);
  side.owned.push(hero);
  side.acquired.push(hero);
  events.push({ type: 'recruited', seat, hero, paid: cost, treats: side.treats });
  if (s.heroDeck.length > 0) s.barracks.push(s.heroDeck.shift()!);
  checkHeroesForHire(s, book, seat, events);
}

/** A recruit in the recruiting phase: the discount is used up by it. */
export function recruitHero(s: HoundsState, book: Book, hero: string, events: Event[]): void {
  const seat = s.picker;
  takeHero(s, book, seat, hero, price(s, book, seat, hero), events);
  s.sides[seat]!.discount = 0;
  if (s.stage === 'over') return;
  if (!s.passed[1 - seat]) s.picker = 1 - seat;
  settle(s, book, events);
}

export function passRecruit(s: HoundsState, book: Book, events: Event[]): void {
  s.passed[s.picker] = true;
  events.push({ type: 'passed', seat: s.picker });
  s.picker = 1 - s.picker;
  settle(s, book, events);
}

/** A player who can afford nothing passes without being asked; when both have passed the turn ends. */
function settle(s: HoundsState, book: Book, events: Event[]): void {
  for (let i = 0; i < 2; i++) {
    if (!s.passed[s.picker] && canRecruit(s, book, s.picker)) return;
    if (!s.passed[s.picker]) {
      s.passed[s.picker] = true;
      events.push({ type: 'passed', seat: s.picker });
    }
    s.picker = 1 - s.picker;
  }
  endTurn(s, book, events);
}

/**
 * A turn: draw, play three cards face down, (3-4 players: pick opponents), reveal, abilities in order, battles,
 * then the win checks and (two players) recruiting, or (3-4 players) recovery.
 */
import type { Event } from '@armory/engine';
import { fight, powerChanges } from './battle.js';
import type { Book } from './book.js';
import { breakTie, drawCards } from './deck.js';
import { resolveEffect } from './effects/index.js';
import { recoverWithTreats } from './recovery.js';
import { startRecruiting } from './recruiting.js';
import { liveSeats, nextLive, removeCard, type Battlefield, type HoundsState } from './state.js';
import { checkWins, finish } from './win.js';

export function startTurn(s: HoundsState, book: Book, events: Event[]): void {
  s.turn++;
  s.stage = 'play';
  s.revealed = false;
  s.boost = powerChanges();
  s.borrowed = powerChanges();
  s.passed = s.sides.map(() => false);
  s.order = [];
  events.push({ type: 'turn', turn: s.turn });
  const live = liveSeats(s);
  for (const seat of live) {
    const side = s.sides[seat]!;
    side.played = null;
    side.gained = 0;
    side.dealt = 0;
    side.discount = 0;
    if (!s.multiplayer) side.opponent = 1 - seat;
    drawCards(s, seat, book.rules.draw, events);
  }
  // A player who cannot fill the three slots has no troops left to fight (seeds/hounds.md D9).
  const short: number[] = [];
  for (const seat of live) if (s.sides[seat]!.hand.length < book.rules.play.length) short.push(seat);
  if (short.length === 0) return;
  if (s.multiplayer) {
    for (const seat of short) {
      s.sides[seat]!.out = true;
      events.push({ type: 'out', seat });
    }
    const left = liveSeats(s);
    if (left.length <= 1) return finish(s, left.length === 1 ? left : mostTreats(s, live), 'last-standing', events);
    if (s.sides[s.first]!.out) s.first = nextLive(s, s.first);
    return;
  }
  if (short.length === 2) return finish(s, [], 'no-cards', events);
  finish(s, [1 - short[0]!], 'no-cards', events);
}

/** The seats among `seats` with the most treats. */
export function mostTreats(s: HoundsState, seats: number[]): number[] {
  const most = Math.max(...seats.map((q) => s.sides[q]!.treats));
  return seats.filter((q) => s.sides[q]!.treats === most);
}

/** After every live seat has played: 3-4 players pick opponents first; two players reveal at once. */
export function afterPlays(s: HoundsState, book: Book, events: Event[]): void {
  if (s.multiplayer) {
    s.stage = 'pick';
    s.picker = s.first;
    return;
  }
  reveal(s, book, events);
}

/** After a pick: the next seat clockwise picks; when the rotation is back at the first, cards are revealed. */
export function afterPick(s: HoundsState, book: Book, events: Event[]): void {
  s.picker = nextLive(s, s.picker);
  if (s.picker === s.first) reveal(s, book, events);
}

function reveal(s: HoundsState, book: Book, events: Event[]): void {
  s.revealed = true;
  // Played face up, a card is no secret, and one everyone saw go into the hand is known to have left it.
  for (const side of s.sides)
    if (side.played)
      for (const card of [side.played.attack, side.played.ability, side.played.defence]) {
        if (card !== null && side.shown.includes(card)) removeCard(side.shown, card);
        if (card !== null && side.secret.includes(card)) removeCard(side.secret, card);
      }
  events.push({ type: 'revealed', played: s.sides.map((side) => (side.played ? { ...side.played } : null)) });
  s.order = abilityOrder(s, book, events);
  events.push({ type: 'ability-order', seats: [...s.order] });
  s.stage = 'abilities';
  s.next = { seat: 0, effect: 0 };
  continueAbilities(s, book, events);
}

const printed = (book: Book, card: string | null): number => (card === null ? 0 : book.cards[card]!.power);

/** The printed power of a seat's three cards together. */
const total = (book: Book, p: Battlefield): number => printed(book, p.attack) + printed(book, p.ability) + printed(book, p.defence);

/**
 * Abilities resolve by the ability card's power, higher first. Two players: a tie goes to the higher total power
 * of the three cards, then to tie-breaker draws. 3-4 players: a tie goes to the seat earlier in this turn's
 * opponent-pick rotation.
 */
function abilityOrder(s: HoundsState, book: Book, events: Event[]): number[] {
  if (!s.multiplayer) {
    const a = s.sides[0]!.played!;
    const b = s.sides[1]!.played!;
    let winner: number;
    if (printed(book, a.ability) !== printed(book, b.ability)) winner = printed(book, a.ability) > printed(book, b.ability) ? 0 : 1;
    else if (total(book, a) !== total(book, b)) winner = total(book, a) > total(book, b) ? 0 : 1;
    else winner = breakTie(s, book, 0, 1, events);
    return [winner, 1 - winner];
  }
  const n = s.sides.length;
  const rotation = (q: number) => (q - s.first + n) % n;
  return liveSeats(s).sort(
    (p, q) => printed(book, s.sides[q]!.played!.ability) - printed(book, s.sides[p]!.played!.ability) || rotation(p) - rotation(q),
  );
}

/** Resolves abilities from where they stopped, until one asks a question or all are done; then the battles. */
export function continueAbilities(s: HoundsState, book: Book, events: Event[]): void {
  while (s.next.seat < s.order.length) {
    const seat = s.order[s.next.seat]!;
    const card = s.sides[seat]!.played?.ability ?? null;
    const abilities = card === null || s.sides[seat]!.out ? [] : book.cards[card]!.abilities;
    if (s.next.effect === 0 && abilities.length > 0) events.push({ type: 'ability', seat, card });
    while (s.next.effect < abilities.length) {
      const ability = abilities[s.next.effect]!;
      s.next.effect++;
      resolveEffect({ s, book, seat, events }, ability);
      if (s.pending || s.stage === 'over') return;
    }
    s.next = { seat: s.next.seat + 1, effect: 0 };
  }
  battles(s, book, events);
}

function battles(s: HoundsState, book: Book, events: Event[]): void {
  const before = liveSeats(s);
  const n = s.sides.length;
  // Two players fight both battles at once; 3-4 players attack in rotation from this turn's first picker.
  if (s.multiplayer) for (let i = 0; i < n; i++) fight(s, book, (s.first + i) % n, events);
  else {
    fight(s, book, 0, events);
    fight(s, book, 1, events);
  }
  for (const seat of before) {
    const side = s.sides[seat]!;
    side.dry = side.gained > 0 ? 0 : side.dry + 1;
  }
  if (s.multiplayer) {
    for (const seat of liveSeats(s)) recoverWithTreats(s, book, seat, events);
    const left = liveSeats(s);
    if (left.length <= 1) return finish(s, left.length === 1 ? left : mostTreats(s, before), 'last-standing', events);
    // endTurn passes the lead to the next live seat clockwise, skipping any seat put out this turn.
    return endTurn(s, book, events);
  }
  if (checkWins(s, book, events)) return;
  if (s.suddenDeath) return endTurn(s, book, events);
  startRecruiting(s, book, events);
}

/** Played cards that did not faint go to their discard piles, and the next turn starts. */
export function endTurn(s: HoundsState, book: Book, events: Event[]): void {
  for (const side of s.sides) {
    const p = side.played;
    if (p) {
      if (p.attack !== null) side.discard.push(p.attack);
      if (p.ability !== null) side.discard.push(p.ability);
      if (p.defence !== null) side.discard.push(p.defence);
    }
    side.played = null;
  }
  if (s.multiplayer) s.first = nextLive(s, s.first);
  startTurn(s, book, events);
}

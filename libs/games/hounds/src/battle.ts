/** The battles: attack against the opponent's defence, damage and treats, and hounds fainting. */
import type { Event } from '@armory/engine';
import type { Book } from './book.js';
import { removeCard, type Battlefield, type HoundsState } from './state.js';

/**
 * A fresh record of power changes by card id. It has no prototype, which V8 keeps as a hash table from the start:
 * keyed by card ids, a plain `{}` would take a new hidden class for every card ever changed. It is still plain data.
 */
export function powerChanges(): Record<string, number> {
  return Object.create(null) as Record<string, number>;
}

/** A battlefield card's power this turn: borrowed or printed, plus changes, never below 0. */
export function cardPower(s: HoundsState, book: Book, card: string): number {
  return Math.max(0, (s.borrowed[card] ?? book.cards[card]!.power) + (s.boost[card] ?? 0));
}

/** Whether power `a` beats power `b` in the sense of the rules' fainting option (seeds/hounds.md D1). */
function beats(book: Book, a: number, b: number): boolean {
  return book.rules.faint.beats === 'higher' ? a > b : a >= b;
}

function faint(s: HoundsState, book: Book, seat: number, slot: keyof Battlefield, events: Event[]): void {
  const side = s.sides[seat]!;
  const card = side.played![slot]!;
  side.played![slot] = null;
  removeCard(side.owned, card);
  side.fainted.push(card);
  events.push({ type: 'fainted', seat, card });
  if (s.multiplayer && side.fainted.length >= book.rules.multiplayer.out && !side.out) {
    side.out = true;
    events.push({ type: 'out', seat });
  }
}

/**
 * One battle: `seat`'s attack card against its opponent's defence card (a defence card that fainted earlier this
 * turn defends with nothing). Damage is attack minus defence, never below 0; each point earns a treat and, in the
 * two-player game without All-Stars, costs the defender a life point. A hero that beats a hound makes it faint.
 */
export function fight(s: HoundsState, book: Book, seat: number, events: Event[]): void {
  const side = s.sides[seat]!;
  const target = s.sides[side.opponent]!;
  const attack = side.played?.attack ?? null;
  if (attack === null || side.out || target.out) return;
  const defence = target.played?.defence ?? null;
  const ap = cardPower(s, book, attack);
  const dp = defence === null ? 0 : cardPower(s, book, defence);
  const damage = Math.max(0, ap - dp);
  events.push({ type: 'battle', seat, opponent: side.opponent, attack, defence, damage });
  if (damage > 0) {
    side.treats += damage;
    side.gained += damage;
    side.dealt += damage;
    events.push({ type: 'treats', seat, gained: damage, treats: side.treats });
    if (!s.multiplayer && !s.variants.allStars) {
      // The slider stops at 0; every point of damage still earns its treat.
      target.life = Math.max(0, target.life - damage);
      events.push({ type: 'damaged', seat: side.opponent, amount: damage, life: target.life });
    }
  }
  if (defence === null) return;
  const attackKind = book.cards[attack]!.kind;
  const defenceKind = book.cards[defence]!.kind;
  if (attackKind === 'hero' && defenceKind === 'hound' && beats(book, ap, dp)) faint(s, book, side.opponent, 'defence', events);
  else if (defenceKind === 'hero' && attackKind === 'hound' && beats(book, dp, ap)) faint(s, book, seat, 'attack', events);
}

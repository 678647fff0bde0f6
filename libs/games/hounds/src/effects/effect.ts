/** What every effect module gets: the game, the seat whose ability it is, and the events to add to. */
import type { Event } from '@armory/engine';
import type { Book } from '../book.js';
import type { HoundsState } from '../state.js';

export interface EffectContext {
  s: HoundsState;
  book: Book;
  /** The seat whose ability card this is. */
  seat: number;
  events: Event[];
}

/** One kind of effect: its id in effects.yaml and what it does. It may leave a question in `s.pending`. */
export interface Effect<P extends { effect: string }> {
  id: P['effect'];
  resolve(ctx: EffectContext, params: P): void;
}

/** The seat an effect on `side` acts on: the seat itself or its opponent this turn. */
export function sideSeat(ctx: EffectContext, side: 'own' | 'opponent'): number {
  return side === 'own' ? ctx.seat : ctx.s.sides[ctx.seat]!.opponent;
}

/** Treats a seat takes; they count as collected for Coin Dominance. */
export function gainTreats(ctx: EffectContext, seat: number, amount: number): void {
  const side = ctx.s.sides[seat]!;
  side.treats += amount;
  side.gained += amount;
  ctx.events.push({ type: 'treats', seat, gained: amount, treats: side.treats });
}

import type { BorrowHero } from '@armory/content-hounds';
import type { Effect } from './effect.js';

/**
 * One of the seat's cards takes the power of the strongest Barracks hero this turn. It stays what it is: a hound
 * with a hero's power is still a hound, so nothing faints from it (FAQ). No Barracks, no effect.
 */
export const borrowHero: Effect<BorrowHero> = {
  id: 'borrow-hero',
  resolve(ctx, p) {
    const card = ctx.s.sides[ctx.seat]!.played?.[p.slot] ?? null;
    if (card === null || ctx.s.barracks.length === 0) return;
    let hero = ctx.s.barracks[0]!;
    for (const h of ctx.s.barracks) if (ctx.book.cards[h]!.power > ctx.book.cards[hero]!.power) hero = h;
    ctx.s.borrowed[card] = ctx.book.cards[hero]!.power;
    ctx.events.push({ type: 'borrowed', seat: ctx.seat, card, hero, power: ctx.s.borrowed[card] });
  },
};

import type { Discard } from '@armory/content-hounds';
import type { Effect } from './effect.js';

/** The seat discards cards of its choice from its hand, one answer per card (as many as it has, up to the amount). */
export const discard: Effect<Discard> = {
  id: 'discard',
  resolve(ctx, p) {
    const left = Math.min(p.amount, ctx.s.sides[ctx.seat]!.hand.length);
    if (left > 0) ctx.s.pending = { seat: ctx.seat, kind: 'discard', left };
  },
};

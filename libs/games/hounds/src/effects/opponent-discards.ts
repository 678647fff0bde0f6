import type { OpponentDiscards } from '@armory/content-hounds';
import type { Effect } from './effect.js';

/** The opponent discards cards of their own choice from their hand: the question waits on them. */
export const opponentDiscards: Effect<OpponentDiscards> = {
  id: 'opponent-discards',
  resolve(ctx, p) {
    const target = ctx.s.sides[ctx.seat]!.opponent;
    const left = Math.min(p.amount, ctx.s.sides[target]!.hand.length);
    if (left > 0) ctx.s.pending = { seat: target, kind: 'discard', left };
  },
};

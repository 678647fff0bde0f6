import type { Recruit } from '@armory/content-hounds';
import { recoverHounds } from '../recovery.js';
import type { Effect } from './effect.js';

/**
 * Recruit a Barracks hero for free if it costs at most `maxCost` (the seat picks one, or passes). In the 3-4
 * player game there is no Barracks: a fainted hound is recovered instead (FAQ).
 */
export const recruit: Effect<Recruit> = {
  id: 'recruit',
  resolve(ctx, p) {
    if (ctx.s.multiplayer) return recoverHounds(ctx.s, ctx.book, ctx.seat, 1, ctx.events);
    if (ctx.s.barracks.some((h) => ctx.book.cards[h]!.cost <= p.maxCost))
      ctx.s.pending = { seat: ctx.seat, kind: 'recruit', maxCost: p.maxCost };
  },
};

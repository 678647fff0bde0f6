import type { Scavenge } from '@armory/content-hounds';
import { sideSeat, type Effect } from './effect.js';

/** Look at a discard pile (public anyway) and take a card of your choice from it into your hand. */
export const scavenge: Effect<Scavenge> = {
  id: 'scavenge',
  resolve(ctx, p) {
    const pile = sideSeat(ctx, p.pile);
    if (ctx.s.sides[pile]!.discard.length > 0) ctx.s.pending = { seat: ctx.seat, kind: 'scavenge', pile };
  },
};

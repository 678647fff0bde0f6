import type { StealTreats } from '@armory/content-hounds';
import { gainTreats, type Effect } from './effect.js';

/** Take treats from the opponent: as many as they have, up to the amount. */
export const stealTreats: Effect<StealTreats> = {
  id: 'steal-treats',
  resolve(ctx, p) {
    const from = ctx.s.sides[ctx.seat]!.opponent;
    const taken = Math.min(p.amount, ctx.s.sides[from]!.treats);
    if (taken === 0) return;
    ctx.s.sides[from]!.treats -= taken;
    ctx.events.push({ type: 'treats-taken', seat: from, by: ctx.seat, amount: taken });
    gainTreats(ctx, ctx.seat, taken);
  },
};

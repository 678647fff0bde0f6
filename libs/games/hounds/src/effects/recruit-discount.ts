import type { RecruitDiscount } from '@armory/content-hounds';
import { gainTreats, type Effect } from './effect.js';

/** The next recruit this turn costs less. In the 3-4 player game there is no recruiting: gain that many treats (FAQ). */
export const recruitDiscount: Effect<RecruitDiscount> = {
  id: 'recruit-discount',
  resolve(ctx, p) {
    if (ctx.s.multiplayer) return gainTreats(ctx, ctx.seat, p.amount);
    ctx.s.sides[ctx.seat]!.discount += p.amount;
    ctx.events.push({ type: 'discount', seat: ctx.seat, amount: ctx.s.sides[ctx.seat]!.discount });
  },
};

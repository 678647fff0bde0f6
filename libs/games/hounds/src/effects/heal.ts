import type { Heal } from '@armory/content-hounds';
import type { Effect } from './effect.js';

/** Regain life, never above the life a player starts with. */
export const heal: Effect<Heal> = {
  id: 'heal',
  resolve(ctx, p) {
    const side = ctx.s.sides[ctx.seat]!;
    const life = Math.min(ctx.book.rules.life, side.life + p.amount);
    if (life === side.life) return;
    ctx.events.push({ type: 'healed', seat: ctx.seat, amount: life - side.life, life });
    side.life = life;
  },
};

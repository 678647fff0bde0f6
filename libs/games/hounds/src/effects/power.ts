import type { Power } from '@armory/content-hounds';
import { sideSeat, type Effect } from './effect.js';

/** Change one battlefield card's power this turn; the change stays with the card if it changes slot. */
export const power: Effect<Power> = {
  id: 'power',
  resolve(ctx, p) {
    const seat = sideSeat(ctx, p.side);
    const card = ctx.s.sides[seat]!.played?.[p.slot] ?? null;
    if (card === null) return;
    ctx.s.boost[card] = (ctx.s.boost[card] ?? 0) + p.change;
    ctx.events.push({ type: 'powered', seat, slot: p.slot, card, change: p.change });
  },
};

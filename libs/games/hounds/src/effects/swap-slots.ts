import type { SwapSlots } from '@armory/content-hounds';
import { sideSeat, type Effect } from './effect.js';

/** Swap one side's attack and defence cards for this turn's battles. */
export const swapSlots: Effect<SwapSlots> = {
  id: 'swap-slots',
  resolve(ctx, p) {
    const seat = sideSeat(ctx, p.side);
    const played = ctx.s.sides[seat]!.played;
    if (!played) return;
    [played.attack, played.defence] = [played.defence, played.attack];
    ctx.events.push({ type: 'swapped', seat, attack: played.attack, defence: played.defence });
  },
};

import type { Draw } from '@armory/content-hounds';
import { drawCards } from '../deck.js';
import type { Effect } from './effect.js';

/** Draw cards now (the reshuffle rule applies). */
export const draw: Effect<Draw> = {
  id: 'draw',
  resolve: (ctx, p) => drawCards(ctx.s, ctx.seat, p.amount, ctx.events),
};

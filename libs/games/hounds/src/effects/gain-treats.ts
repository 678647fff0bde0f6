import type { GainTreats } from '@armory/content-hounds';
import { gainTreats as gain, type Effect } from './effect.js';

/** Take treats from the pile (the pile never runs out: the FAQ says to count with anything at hand). */
export const gainTreats: Effect<GainTreats> = {
  id: 'gain-treats',
  resolve: (ctx, p) => gain(ctx, ctx.seat, p.amount),
};

/**
 * survivors-found: applied when drawn; the squad that drew it gains units by its unit type (the rule book:
 * +2 infantry or rocketeers, +1 mech), never beyond its player's squad chits.
 */
import type { SurvivorsFound } from '@armory/content-shifting-hills';
import { unitsOf } from '../state.js';
import type { BonusEffectRule } from './effect.js';

export const survivorsFound: BonusEffectRule<SurvivorsFound> = {
  name: 'survivors-found',
  when: 'drawn',
  offers: () => [],
  offerCount: () => 0,
  refusal: () => 'it applies when drawn and is never played',
  run(state, tables, { squad }, params, events) {
    if (!squad) return;
    const spare = tables.chits - unitsOf(state, squad.seat);
    const gained = Math.max(0, Math.min(params.gain[tables.units[squad.unit]!.id] ?? 0, spare));
    squad.units += gained;
    events.push({ type: 'survivors', squad: squad.id, gained, units: squad.units });
  },
  playout: {
    count: () => 0,
    play() {
      throw new Error('survivors-found applies when drawn and is never played');
    },
    drawn(p, q, params) {
      const spare = p.tables.chits - p.unitsOf(q.seat);
      q.units += Math.max(0, Math.min(params.gain[p.tables.units[q.unit]!.id] ?? 0, spare));
    },
  },
};

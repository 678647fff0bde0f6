/** artillery-strike: played on your turn; one enemy squad anywhere on the board loses units. */
import type { ArtilleryStrike } from '@armory/content-shifting-hills';
import { wound } from '../combat.js';
import { wound as woundInPlayout } from '../playout/playout-rules.js';
import { squadById } from '../state.js';
import type { BonusEffectRule } from './effect.js';

export const artilleryStrike: BonusEffectRule<ArtilleryStrike> = {
  name: 'artillery-strike',
  when: 'played',
  offers(state, _tables, seat, card) {
    return state.squads.filter((q) => q.seat !== seat && q.hex >= 0).map((q) => ({ type: 'play' as const, card, target: q.id }));
  },
  offerCount(state, _tables, seat) {
    let n = 0;
    for (const q of state.squads) if (q.seat !== seat && q.hex >= 0) n++;
    return n;
  },
  refusal(state, _tables, action) {
    if (action.squad !== undefined) return 'an artillery strike names only a target';
    const target = action.target === undefined ? undefined : squadById(state, action.target);
    if (!target) return `there is no target squad '${String(action.target)}'`;
    if (target.seat === state.player) return `squad ${target.id} is yours; pick an enemy squad`;
    if (target.hex < 0) return `squad ${target.id} has been removed`;
    return null;
  },
  run(state, tables, { action }, params, events) {
    const target = squadById(state, action!.target!)!;
    events.push({ type: 'artillery', target: target.id, damage: params.damage });
    wound(state, tables, target, params.damage, events);
  },
  playout: {
    count(p) {
      let n = 0;
      for (let k = 0; k < p.squadCount; k++) {
        const q = p.squads[k]!;
        if (q.seat !== p.player && q.hex >= 0) n++;
      }
      return n;
    },
    play(p, pick, params) {
      for (let k = 0; k < p.squadCount; k++) {
        const q = p.squads[k]!;
        if (q.seat !== p.player && q.hex >= 0 && pick-- === 0) return woundInPlayout(p, q, params.damage);
      }
    },
    drawn() {
      throw new Error('artillery-strike is played, never applied when drawn');
    },
  },
};

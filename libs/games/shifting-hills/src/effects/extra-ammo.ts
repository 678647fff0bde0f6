/** extra-ammo: played with an attack; the attacker strikes `strikes` times before the defender, if alive, strikes back. */
import type { ExtraAmmo } from '@armory/content-shifting-hills';
import { attackCount, attackRefusal, attackTargets } from '../attack.js';
import { fight } from '../combat.js';
import { fight as fightInPlayout } from '../playout/playout-rules.js';
import { squadById } from '../state.js';
import type { BonusEffectRule } from './effect.js';
import { isReady, readySquads } from './squads.js';

export const extraAmmo: BonusEffectRule<ExtraAmmo> = {
  name: 'extra-ammo',
  when: 'played',
  offers(state, tables, seat, card) {
    const plays = [];
    for (const squad of readySquads(state, seat))
      for (const target of attackTargets(state, tables, squad))
        plays.push({ type: 'play' as const, card, squad: squad.id, target: target.id });
    return plays;
  },
  offerCount(state, tables, seat) {
    let n = 0;
    for (const squad of state.squads) if (isReady(squad, seat)) n += attackCount(state, tables, squad);
    return n;
  },
  refusal(state, tables, action) {
    return attackRefusal(state, tables, action.squad, action.target);
  },
  run(state, tables, { action }, params, events) {
    const squad = squadById(state, action!.squad!)!;
    squad.acted = true;
    fight(state, tables, squad, squadById(state, action!.target!)!, params.strikes, events);
  },
  playout: {
    count(p) {
      let n = 0;
      for (const q of p.squadsOf[p.player]!) if (p.isReady(q)) n += p.enemiesNextTo(q);
      return n;
    },
    play(p, pick, params) {
      // Attackers in squad order, and each one's targets in squad order, as `offers` lists them.
      for (const q of p.squadsOf[p.player]!) {
        if (!p.isReady(q)) continue;
        for (let k = 0; k < p.squadCount; k++) {
          const e = p.squads[k]!;
          if (e.seat === q.seat || e.hex < 0 || !p.nextTo(q, e) || pick-- > 0) continue;
          q.acted = true;
          return fightInPlayout(p, q, e, params.strikes);
        }
      }
    },
    drawn() {
      throw new Error('extra-ammo is played, never applied when drawn');
    },
  },
};

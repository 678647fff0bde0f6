/** boost: played on your turn; one squad that has not acted may move `moves` times this turn (moves only). */
import type { Boost } from '@armory/content-shifting-hills';
import { squadById } from '../state.js';
import type { BonusEffectRule } from './effect.js';
import { notReady, readyCount, readySquads } from './squads.js';

export const boost: BonusEffectRule<Boost> = {
  name: 'boost',
  when: 'played',
  offers(state, _tables, seat, card) {
    return readySquads(state, seat).map((q) => ({ type: 'play' as const, card, squad: q.id }));
  },
  offerCount(state, _tables, seat) {
    return readyCount(state, seat);
  },
  refusal(state, _tables, action) {
    if (action.target !== undefined) return 'a boost names only the squad to move';
    return notReady(action.squad === undefined ? undefined : squadById(state, action.squad), state.player, action.squad);
  },
  run(state, _tables, { action }, params, events) {
    const squad = squadById(state, action!.squad!)!;
    squad.moves = params.moves;
    events.push({ type: 'boosted', squad: squad.id, moves: params.moves });
  },
  playout: {
    count(p) {
      // The step's counting pass has just counted the ready squads.
      return p.fullyReady;
    },
    play(p, pick, params) {
      for (const q of p.squadsOf[p.player]!) {
        if (p.isReady(q) && pick-- === 0) {
          q.moves = params.moves;
          return;
        }
      }
    },
    drawn() {
      throw new Error('boost is played, never applied when drawn');
    },
  },
};

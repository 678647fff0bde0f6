/**
 * battle: an instant tile; a battle is fought at once and the turn ends after it. It cannot be
 * played once any player has drawn their last tile (then only a full board starts a battle).
 */
import { battle as fightBattle } from '../flow.js';
import { definePlay } from './play.js';
import type { BattleParams } from './params.js';

/** The Battle instant. */
export const battle = definePlay<BattleParams>({
  id: 'battle',
  options: (t, _use, _source, head, out) => {
    // The head is the whole action (offer heads are never changed, so it is offered as it is).
    if (!t.state.seats.some((s) => s.drewLast)) out.one(head);
  },
  refuse: (t) => (t.state.seats.some((s) => s.drewLast) ? 'a Battle tile cannot be played once a player has drawn their last tile' : null),
  perform(t, _use, _source, _p, events) {
    fightBattle(t.state, t.cat, 'battle-tile', -1, events);
  },
});

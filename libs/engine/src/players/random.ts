/** The random player: a uniformly chosen legal action, from the player's seeded stream. */
import type { Action } from '../contract.js';
import type { Player } from './player.js';

/** A player that picks uniformly among the legal actions. */
export function randomPlayer<S = any, A extends Action = Action>(): Player<S, A> {
  return {
    name: 'random',
    choose(game, state, _seat, rng) {
      const legal = game.actions(state);
      if (legal.length === 0) throw new Error(`${game.name}: no legal action to choose from`);
      return rng.pick(legal);
    },
  };
}

/** The random player: a uniformly chosen legal action, from the player's seeded stream (through the game's `sampleAction` when it has one). */
import { playRandom, randomAction, type Action } from '../contract.js';
import type { Player } from './player.js';

/** A player that picks uniformly among the legal actions. */
export function randomPlayer<S = any, A extends Action = Action>(): Player<S, A> {
  return {
    name: 'random',
    choose(game, state, _seat, rng) {
      return randomAction(game, state, rng);
    },
    act(game, state, _seat, rng) {
      return playRandom(game, state, rng);
    },
  };
}

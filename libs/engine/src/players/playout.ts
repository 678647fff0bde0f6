/** The random playout that ends every search iteration, shared by both kinds of search tree. */
import { playRandom, type Game, type PlayerId } from '../contract.js';
import type { Rng } from '../rng/rng.js';
import { reward } from './player.js';
import type { MctsOptions } from './mcts.js';

/**
 * Plays uniformly random actions from `state` (in place) to the end or the step limit, and returns the
 * value of where it stopped for any seat: the result, or `evaluate` (else 0.5) when cut short.
 */
export function playOut<S>(game: Game<S, any, any, any>, state: S, rng: Rng, options: MctsOptions<S>): (seat: PlayerId) => number {
  const limit = options.maxPlayoutSteps ?? 500;
  let steps = 0;
  // The game's sampleAction (when it has one) avoids listing every action.
  while (!game.status(state).over && steps < limit && game.toAct(state) !== null) {
    playRandom(game, state, rng);
    steps++;
  }
  const status = game.status(state);
  return (seat) => (status.over ? reward(status, seat) : options.evaluate ? options.evaluate(state, seat) : 0.5);
}

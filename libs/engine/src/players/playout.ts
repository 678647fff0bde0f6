/** The random playout that ends every search iteration, shared by both kinds of search tree. */
import { playRandomUntilOver, type Game, type PlayerId } from '../contract.js';
import type { Rng } from '../rng/rng.js';
import { reward } from './player.js';
import type { MctsOptions } from './mcts.js';

/**
 * Plays uniformly random actions from `state` (in place) to the end or the step limit, and returns the
 * value of where it stopped for any seat: the result, or `evaluate` (else 0.5) when cut short.
 */
export function playOut<S>(game: Game<S, any, any, any>, state: S, rng: Rng, options: MctsOptions<S>): (seat: PlayerId) => number {
  // The game's playOut or sampleAction (when it has them) avoid listing every action.
  playRandomUntilOver(game, state, rng, options.maxPlayoutSteps ?? 500);
  const status = game.status(state);
  return (seat) => (status.over ? reward(status, seat) : options.evaluate ? options.evaluate(state, seat) : 0.5);
}

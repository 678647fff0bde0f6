/**
 * The player interface: something that picks an action for the seat to act. Players are written
 * once against the `Game` contract, so they work for every game.
 */
import type { Action, Event, Game, PlayerId, Status } from '../contract.js';
import type { Rng } from '../rng/rng.js';

/**
 * A decision maker. `state` is the FULL state (the match runner owns it); a fair player looks only at
 * `game.actions(state)` (its own options) and `game.view(state, seat)`, as the players here do.
 * `rng` is the player's own stream, separate from the game's, so a player's choices never shift the
 * game's dice.
 */
export interface Player<S = any, A extends Action = Action> {
  /** A short label for reports ("random", "mcts(500)"). */
  readonly name: string;
  /** Picks one of `game.actions(state)`; must return one of them (the same object or an equal one). */
  choose(game: Game<S, A, any, any>, state: S, seat: PlayerId, rng: Rng): A;
  /**
   * Optional: chooses and applies in one step, returning the action and its events, exactly as `choose`
   * followed by `game.apply` would. The match runner uses it when present (the random player does, through
   * the game's `playSample`).
   */
  act?(game: Game<S, A, any, any>, state: S, seat: PlayerId, rng: Rng): { action: A; events: Event[] };
}

/** A finished game's value for a seat: 1 for a sole win, 1/k for a win shared by k, 0.5 for a draw, 0 for a loss. */
export function reward(status: Status, seat: PlayerId): number {
  if (!status.over) return 0.5;
  if (status.draw || status.winners.length === 0) return 0.5;
  return status.winners.includes(seat) ? 1 / status.winners.length : 0;
}

/**
 * A full state a player may search from: the game's `determinize` of the seat's view when it has one
 * (hidden parts guessed with `rng`), otherwise a clone (the game has no hidden information).
 */
export function searchableState<S>(game: Game<S, any, any, any>, state: S, seat: PlayerId, rng: Rng): S {
  refuseToPeek(game, seat);
  if (game.determinize) return game.determinize(game.view(state, seat), seat, rng);
  return game.clone ? game.clone(state) : structuredClone(state);
}

/**
 * Throws when a game declares hidden information (or simultaneous commitments) but has no `determinize`:
 * the only state a player could then search is the real one, which shows what the seat may not see.
 */
export function refuseToPeek(game: Game<any, any, any, any>, seat: PlayerId): void {
  const hides = game.traits && (game.traits.hiddenInformation || game.traits.turns === 'simultaneous');
  if (hides && !game.determinize) {
    throw new Error(
      `${game.name} hides information from seat ${seat + 1} but has no determinize, so a search could only look at the real state`,
    );
  }
}

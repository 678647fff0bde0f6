/**
 * The greedy player: looks one action ahead and takes the action whose resulting state the game's
 * evaluation rates best for the seat; ties are broken with the player's RNG. Under hidden information
 * it plays on one determinization of its view, so it cannot peek.
 */
import type { Action, PlayerId } from '../contract.js';
import { reward, searchableState, type Player } from './player.js';

/** Rates a state for a seat; higher is better (e.g. own HQ hit points minus the opponent's). */
export type Evaluation<S> = (state: S, seat: PlayerId) => number;

/** A one-ply greedy player on a game-supplied evaluation; a finished game is rated by its result (win 1e9, draw 0, loss -1e9). */
export function greedyPlayer<S = any, A extends Action = Action>(evaluate: Evaluation<S>): Player<S, A> {
  return {
    name: 'greedy',
    choose(game, state, seat, rng) {
      const legal = game.actions(state);
      if (legal.length === 0) throw new Error(`${game.name}: no legal action to choose from`);
      const base = searchableState(game, state, seat, rng);
      let best: A[] = [];
      let bestValue = -Infinity;
      for (const action of legal) {
        const next = game.clone ? game.clone(base) : structuredClone(base);
        game.apply(next, action);
        const st = game.status(next);
        const value = st.over ? (reward(st, seat) - 0.5) * 2e9 : evaluate(next, seat);
        if (value > bestValue) {
          bestValue = value;
          best = [action];
        } else if (value === bestValue) best.push(action);
      }
      return rng.pick(best);
    },
  };
}

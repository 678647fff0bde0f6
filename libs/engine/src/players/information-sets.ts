/**
 * The search MCTS runs for simultaneous games: nodes are information sets, not action paths. A node is what
 * its seat knows when it must choose (the seat's `view`), so a seat that commits second reaches the same
 * node whatever the first seat committed, and its statistics cannot follow a commitment it cannot see.
 * (A tree keyed by actions would put the second seat's choice under the first seat's commitment: in the
 * first seat's search the opponent then answers a commitment it could not know, and the first seat plays
 * against a mind reader.) This is the multiple-observer idea of Cowling, Powley and Whitehouse (2012),
 * with the game's own views as the observations; OpenSpiel's ISMCTS keys nodes the same way.
 */
import { actionKey, canonicalJson, type Action, type Game, type PlayerId } from '../contract.js';
import type { Rng } from '../rng/rng.js';
import type { MctsOptions } from './mcts.js';
import { playOut } from './playout.js';

/** What one seat knows at one decision, with what was learnt about each of its choices there. */
interface InformationSet {
  seat: PlayerId;
  choices: Map<string, Choice>;
}

/** One choice's statistics: visits, summed results for the choosing seat, and how often it was legal when looked at. */
interface Choice {
  action: Action;
  visits: number;
  total: number;
  available: number;
}

/**
 * Searches from `state` for `seat`: each iteration determinizes the seat's view (so other seats' hidden
 * commitments are redrawn), walks information sets, expands one choice and plays out. Returns the root's
 * choices by action key.
 */
export function searchInformationSets<S>(
  game: Game<S, any, any, any>,
  state: S,
  seat: PlayerId,
  rng: Rng,
  options: MctsOptions<S>,
): Map<string, { visits: number; total: number }> {
  const view = game.view(state, seat);
  const root: InformationSet = { seat, choices: new Map() };
  const sets = new Map<string, InformationSet>([[setKey(seat, view), root]]);
  const deadline = options.timeMs === undefined ? Infinity : Date.now() + options.timeMs;
  for (let i = 0; i < (options.iterations ?? 500); i++) {
    if (i % 16 === 0 && Date.now() > deadline) break;
    iterate(game, sets, root, game.determinize!(view, seat, rng), rng, options);
  }
  return root.choices;
}

const setKey = (seat: PlayerId, view: unknown) => `${seat}:${canonicalJson(view)}`;

function iterate<S>(
  game: Game<S, any, any, any>,
  sets: Map<string, InformationSet>,
  root: InformationSet,
  state: S,
  rng: Rng,
  options: MctsOptions<S>,
): void {
  const c = options.exploration ?? 0.7;
  // A game whose views repeat could walk the known sets forever; the playout limit bounds the walk too.
  const limit = options.maxPlayoutSteps ?? 500;
  const path: Array<[InformationSet, Choice]> = [];
  for (let depth = 0; depth < limit && !game.status(state).over; depth++) {
    const seat = game.toAct(state);
    if (seat === null) break;
    const set = depth === 0 ? root : lookUp(sets, seat, game.view(state, seat));
    const untried: Array<[string, Action]> = [];
    let best: Choice | null = null;
    let bestScore = -Infinity;
    for (const action of game.actions(state)) {
      const key = actionKey(game, action);
      const choice = set.choices.get(key);
      if (!choice) {
        untried.push([key, action]);
        continue;
      }
      choice.available++;
      const score = choice.total / choice.visits + c * Math.sqrt(Math.log(choice.available) / choice.visits);
      if (score > bestScore) {
        bestScore = score;
        best = choice;
      }
    }
    if (untried.length > 0) {
      const [key, action] = untried[rng.int(untried.length)]!;
      const choice: Choice = { action, visits: 0, total: 0, available: 1 };
      set.choices.set(key, choice);
      game.apply(state, action);
      path.push([set, choice]);
      break;
    }
    if (!best) break;
    game.apply(state, best.action);
    path.push([set, best]);
  }
  const value = playOut(game, state, rng, options);
  for (const [set, choice] of path) {
    choice.visits++;
    choice.total += value(set.seat);
  }
}

function lookUp(sets: Map<string, InformationSet>, seat: PlayerId, view: unknown): InformationSet {
  const key = setKey(seat, view);
  let set = sets.get(key);
  if (!set) {
    set = { seat, choices: new Map() };
    sets.set(key, set);
  }
  return set;
}

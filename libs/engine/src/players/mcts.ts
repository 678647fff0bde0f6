/**
 * Monte Carlo tree search (UCT) that copes with hidden information by sampling: single-observer
 * information-set MCTS (Cowling, Powley & Whitehouse 2012). Each iteration draws one determinization
 * of the searching seat's view (the game's `determinize`), walks the one shared tree choosing only
 * among actions legal in that determinization (UCB1 with availability counts), expands one action,
 * plays randomly to the end (or a step limit), and credits every node with the result from the view of
 * the seat that chose it. The budget is an iteration count, so a search is deterministic for a given
 * player seed; an optional time cap trades that for speed.
 * Games with dice or shuffles must hide their RNG in `view` and refill it in `determinize`; otherwise
 * the search would know future rolls. Actions are told apart by `actionKey` (the game's own, or canonical
 * JSON), so equal choices made under different guesses share a node.
 * Simultaneous games (`traits.turns`) are searched over information sets instead (`information-sets.ts`):
 * keyed by actions, a seat's node would sit under the hidden commitments made before it. A game that
 * declares hidden information without a `determinize` is refused rather than searched from the real state.
 */
import { actionKey, type Action, type Game, type PlayerId } from '../contract.js';
import type { Rng } from '../rng/rng.js';
import { refuseToPeek, reward, type Player } from './player.js';
import { searchInformationSets } from './information-sets.js';
import { playOut } from './playout.js';

/** Search settings. */
export interface MctsOptions<S = any> {
  /** Iterations per decision (deterministic budget). Default 500. */
  iterations?: number;
  /** Optional wall-clock cap in milliseconds (makes play depend on machine speed). */
  timeMs?: number;
  /** UCB1 exploration constant. Default 0.7 (rewards are in [0, 1]). */
  exploration?: number;
  /** Random playout steps before the state is scored with `evaluate` (or 0.5). Default 500. */
  maxPlayoutSteps?: number;
  /** Scores an unfinished state for a seat in [0, 1] when a playout hits the step limit. */
  evaluate?: (state: S, seat: PlayerId) => number;
  /**
   * With `evaluate`: each action at the root starts as if tried this many times, scoring what `evaluate` gives the
   * state just after it (its result if it ends the game), so a budget smaller than the number of actions still
   * weighs every one and spends its iterations on the most promising (prior knowledge, as in Gelly and Silver 2007).
   * Default 0: none.
   */
  priorVisits?: number;
}

interface Node {
  key: string;
  action: Action | null;
  /** The seat that chose the action leading here. */
  seat: PlayerId;
  visits: number;
  total: number;
  available: number;
  children: Map<string, Node>;
}

const newNode = (key: string, action: Action | null, seat: PlayerId): Node => ({
  key,
  action,
  seat,
  visits: 0,
  total: 0,
  available: 0,
  children: new Map(),
});

/** An information-set MCTS player. */
export function mctsPlayer<S = any, A extends Action = Action>(options: MctsOptions<S> = {}): Player<S, A> {
  const iterations = options.iterations ?? 500;
  return {
    name: `mcts(${iterations})`,
    choose(game, state, seat, rng) {
      const legal = game.actions(state);
      if (legal.length === 0) throw new Error(`${game.name}: no legal action to choose from`);
      if (legal.length === 1) return legal[0]!;
      refuseToPeek(game, seat);
      // Simultaneous commitments need information-set nodes: a tree keyed by the actions taken would put
      // each seat's choice under the hidden commitments before it.
      const visits =
        game.traits?.turns === 'simultaneous'
          ? searchInformationSets(game, state, seat, rng, options)
          : searchTree(game, state, seat, rng, options);
      // The most visited action; among equally visited ones the best scored, since a budget smaller than the
      // number of actions leaves many tried once, and the first listed of those says nothing.
      let best: A = legal[0]!;
      let bestVisits = -1;
      let bestMean = -Infinity;
      for (const action of legal) {
        const node = visits.get(actionKey(game, action));
        const v = node?.visits ?? 0;
        const mean = node && node.visits > 0 ? node.total / node.visits : -Infinity;
        if (v > bestVisits || (v === bestVisits && mean > bestMean)) {
          bestVisits = v;
          bestMean = mean;
          best = action;
        }
      }
      return best;
    },
  };
}

/** Searches one tree of actions shared by every determinization; returns the root's children by action key. */
function searchTree<S>(game: Game<S, any, any, any>, state: S, seat: PlayerId, rng: Rng, options: MctsOptions<S>): Map<string, Node> {
  const root = newNode('', null, seat);
  if ((options.priorVisits ?? 0) > 0 && options.evaluate) seedRoot(game, root, state, seat, rng, options);
  const deadline = options.timeMs === undefined ? Infinity : Date.now() + options.timeMs;
  // The view is taken once per decision; each iteration guesses its hidden parts afresh.
  const view = game.determinize ? game.view(state, seat) : null;
  for (let i = 0; i < (options.iterations ?? 500); i++) {
    if (i % 16 === 0 && Date.now() > deadline) break;
    const guess = view ? game.determinize!(view, seat, rng) : game.clone ? game.clone(state) : structuredClone(state);
    iterate(game, root, guess, rng, options);
  }
  return root.children;
}

/** Gives each root action its prior: `priorVisits` visits scoring the one-step value, taken on one determinization. */
function seedRoot<S>(game: Game<S, any, any, any>, root: Node, state: S, seat: PlayerId, rng: Rng, options: MctsOptions<S>): void {
  const visits = options.priorVisits!;
  const base = game.determinize ? game.determinize(game.view(state, seat), seat, rng) : state;
  for (const action of game.actions(base)) {
    const next = game.clone ? game.clone(base) : structuredClone(base);
    game.apply(next, action);
    const status = game.status(next);
    const value = status.over ? reward(status, seat) : options.evaluate!(next, seat);
    const key = actionKey(game, action);
    const child = newNode(key, action, seat);
    child.visits = visits;
    child.total = visits * value;
    child.available = visits;
    root.children.set(key, child);
  }
}

function iterate<S>(game: Game<S, any, any, any>, root: Node, state: S, rng: Rng, options: MctsOptions<S>): void {
  const c = options.exploration ?? 0.7;
  const path: Node[] = [root];
  let node = root;
  // Selection and expansion.
  while (!game.status(state).over) {
    const seat = game.toAct(state);
    if (seat === null) break;
    const legal = game.actions(state);
    const untried: Array<[string, Action]> = [];
    let best: Node | null = null;
    let bestScore = -Infinity;
    for (const action of legal) {
      const key = actionKey(game, action);
      const child = node.children.get(key);
      if (!child) {
        untried.push([key, action]);
        continue;
      }
      child.available++;
      const score = child.total / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
      }
    }
    if (untried.length > 0) {
      const [key, action] = untried[rng.int(untried.length)]!;
      const child = newNode(key, action, seat);
      child.available = 1;
      node.children.set(key, child);
      game.apply(state, action);
      path.push(child);
      break;
    }
    if (!best) break;
    game.apply(state, best.action!);
    path.push(best);
    node = best;
  }
  const value = playOut(game, state, rng, options);
  // Backpropagation: each node scores the result for the seat that chose its action.
  for (const n of path) {
    n.visits++;
    n.total += value(n.seat);
  }
}

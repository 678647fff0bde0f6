/**
 * The AI players a simulation seats by name, one per seat (`armory simulate --players`, the editor's play-test page): `random`, `greedy` (one action ahead on the game's
 * `evaluate`) and `mcts` with an optional iteration budget (`mcts:200`), all the engine's own. MCTS cuts its playouts
 * short where the game's `search` says, and scores them with its `evaluate`.
 */
import { greedyPlayer } from '../players/greedy.js';
import { mctsPlayer, type MctsOptions } from '../players/mcts.js';
import type { Player } from '../players/player.js';
import { randomPlayer } from '../players/random.js';
import type { GameModule } from '../module/game-module.js';

/** The kinds of player, for messages. */
export const PLAYER_KINDS = ['random', 'greedy', 'mcts[:iterations]'] as const;

/** The largest MCTS budget accepted: a decision already takes seconds well below it. */
const MAX_ITERATIONS = 1_000_000;

/** Why `spec` names no player this game can seat, or null when it does; `suggest` names the kind a typo stands for. */
export function playerProblem(
  spec: string,
  module: GameModule,
  suggest: (typed: string, known: string[]) => string = () => '',
): string | null {
  if (spec === 'random') return null;
  if (spec === 'greedy') return module.evaluate ? null : `the greedy player needs the game's evaluate, and ${module.id} has none`;
  const mcts = /^mcts(?::(.*))?$/.exec(spec);
  if (mcts) {
    const budget = mcts[1];
    if (budget === undefined) return null;
    const n = /^\d+$/.test(budget) ? Number(budget) : NaN;
    return n >= 1 && n <= MAX_ITERATIONS
      ? null
      : `mcts takes a budget of 1 to ${MAX_ITERATIONS.toLocaleString('en')} iterations (mcts:200), got '${budget}'`;
  }
  return `unknown player '${spec}'${suggest(spec, ['random', 'greedy', 'mcts'])}; known: ${PLAYER_KINDS.join(', ')}`;
}

/** The player `spec` names; throws the problem when there is one. */
export function playerFor(spec: string, module: GameModule): Player {
  const problem = playerProblem(spec, module);
  if (problem) throw new Error(problem);
  if (spec === 'random') return randomPlayer();
  if (spec === 'greedy') return { ...greedyPlayer(module.evaluate!), name: 'greedy' };
  const budget = spec.split(':')[1];
  const settings = searchSettings(module);
  return { ...mctsPlayer(budget === undefined ? settings : { ...settings, iterations: Number(budget) }), name: spec };
}

/**
 * The MCTS settings a game's `search` gives: its playout length, and its `evaluate` scaled from `evaluateRange` to
 * 0..1 (clamped, so an evaluation a little out of its range still reads as a win or a loss). None without `search`.
 */
export function searchSettings(module: GameModule): Pick<MctsOptions, 'maxPlayoutSteps' | 'evaluate' | 'priorVisits'> {
  const search = module.search;
  if (!search) return {};
  if (!(Number.isInteger(search.playoutSteps) && search.playoutSteps >= 0))
    throw new Error(`${module.id}: search.playoutSteps must be a whole number 0 or more, got ${search.playoutSteps}`);
  const evaluate = module.evaluate?.bind(module);
  if (!evaluate) return { maxPlayoutSteps: search.playoutSteps };
  const { least, most } = search.evaluateRange;
  if (!(most > least)) throw new Error(`${module.id}: search.evaluateRange needs least below most, got ${least} and ${most}`);
  if (search.priorVisits !== undefined && !(Number.isInteger(search.priorVisits) && search.priorVisits >= 0))
    throw new Error(`${module.id}: search.priorVisits must be a whole number 0 or more, got ${search.priorVisits}`);
  return {
    maxPlayoutSteps: search.playoutSteps,
    ...(search.priorVisits !== undefined ? { priorVisits: search.priorVisits } : {}),
    evaluate: (state, seat) => Math.min(1, Math.max(0, (evaluate(state, seat) - least) / (most - least))),
  };
}

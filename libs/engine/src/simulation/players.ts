/**
 * The AI players a simulation seats by name, one per seat (`armory simulate --players`, the editor's play-test page): `random`, `greedy` (one action ahead on the game's
 * `evaluate`) and `mcts` with an optional iteration budget (`mcts:200`), all the engine's own.
 */
import { greedyPlayer } from '../players/greedy.js';
import { mctsPlayer } from '../players/mcts.js';
import type { Player } from '../players/player.js';
import { randomPlayer } from '../players/random.js';
import type { GameModule } from '../module/game-module.js';

/** The kinds of player, for messages. */
export const PLAYER_KINDS = ['random', 'greedy', 'mcts[:iterations]'] as const;

/** The largest MCTS budget accepted: a decision already takes seconds well below it. */
const MAX_ITERATIONS = 1_000_000;

/** Why `spec` names no player this game can seat, or null when it does. */
export function playerProblem(spec: string, module: GameModule): string | null {
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
  return `unknown player '${spec}'; known: ${PLAYER_KINDS.join(', ')}`;
}

/** The player `spec` names; throws the problem when there is one. */
export function playerFor(spec: string, module: GameModule): Player {
  const problem = playerProblem(spec, module);
  if (problem) throw new Error(problem);
  if (spec === 'random') return randomPlayer();
  if (spec === 'greedy') return { ...greedyPlayer(module.evaluate!), name: 'greedy' };
  const budget = spec.split(':')[1];
  return { ...mctsPlayer(budget === undefined ? {} : { iterations: Number(budget) }), name: spec };
}

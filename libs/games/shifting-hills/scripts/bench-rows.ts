/**
 * The three rows of the Shifting Hills bench (bench.ts times each in its own worker): full random games of ours
 * through `playOut`, of ours step by step through `playRandom`, and of the boardgame.io peer. `makeRow` builds a
 * row in the isolate that times it; `timeRow` plays its games for a while.
 */
import { Rng, playRandom } from '@armory/engine';
import { tablesOf } from '../src/content.js';
import { content } from '../src/content.testing.js';
import { shiftingHills } from '../src/game.js';
import { playPeerGame } from './peer/bgio-play.js';

export type RowId = 'playout' | 'step-by-step' | 'peer';
export const ROWS: readonly RowId[] = ['playout', 'step-by-step', 'peer'];

/** Every game stops at rules.yaml's simulation turn limit (a draw). */
export const turnLimit = content.rules.simulation.turnLimit;

/** One round of a row: games played, their turns, and the wall and CPU milliseconds taken. */
export interface Round {
  games: number;
  turns: number;
  ms: number;
  cpu: number;
}

type State = ReturnType<typeof shiftingHills.setup>;

/** Ours, whole games at once: the engine's fast path for random games, which search playouts use. */
export const wholeGame = (state: State, rng: Rng) => void shiftingHills.playOut!(state, rng, Infinity);

/** Ours, one action at a time: every action built, carried out and reported as events, as `armory simulate` plays. */
export const stepByStep = (state: State, rng: Rng) => {
  while (state.result === null) playRandom(shiftingHills, state, rng);
};

/** The row's game number `seed`, played from set-up to the end; returns its length in turns. */
export function makeRow(id: RowId): (seed: number) => number {
  if (id === 'peer') {
    const tables = tablesOf(content);
    return (seed) => playPeerGame(tables, turnLimit, seed).turns;
  }
  const play = id === 'playout' ? wholeGame : stepByStep;
  return (seed) => {
    const state = shiftingHills.setup(content, { turnLimit }, seed);
    play(state, Rng.seeded(seed));
    return state.turn;
  };
}

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/**
 * Plays the row's games from seed `from` for about `ms` milliseconds (whole games, checking the clock every
 * `batch`). The CPU time is the process's: only one row runs at a time, so it is what this row got of a core.
 */
export function timeRow(game: (seed: number) => number, ms: number, from: number, batch: number): Round {
  let games = 0;
  let turns = 0;
  const cpu = cpuMs();
  const start = performance.now();
  while (performance.now() - start < ms) for (let k = 0; k < batch; k++, games++) turns += game(from + games);
  return { games, turns, ms: performance.now() - start, cpu: cpuMs() - cpu };
}

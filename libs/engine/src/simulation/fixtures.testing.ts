/**
 * Simulations of the toy games for the runner's tests and the benchmark, imported by worker threads
 * through their module path. Test support only: not exported from the package.
 */
import type { Json } from '../contract.js';
import { mctsPlayer } from '../players/mcts.js';
import { randomPlayer } from '../players/random.js';
import { hiddenNim } from '../toys/hidden-nim.js';
import { ticTacToe } from '../toys/tic-tac-toe.js';
import type { Simulation } from './simulation.js';

/** Random against random at tic-tac-toe. */
export const randomTicTacToe: Simulation = { game: ticTacToe, content: null, options: {}, players: [randomPlayer(), randomPlayer()] };

/** Hidden nim with players chosen by arguments: `{ pile, mcts: iterations for entrant 0 (0 = random), rotate }`. */
export function nimMatch(args: Json): Simulation {
  const a = (args ?? {}) as { pile?: number; mcts?: number; rotate?: boolean };
  return {
    game: hiddenNim,
    content: null,
    options: { pile: a.pile ?? 15 },
    players: [a.mcts ? mctsPlayer({ iterations: a.mcts }) : randomPlayer(), randomPlayer()],
    rotateSeats: a.rotate ?? true,
  };
}

/** A simulation whose game throws, to test error reporting. */
export const broken: Simulation = {
  ...randomTicTacToe,
  game: {
    ...ticTacToe,
    apply: () => {
      throw new Error('rule engine bug in apply');
    },
  },
};

/** Hidden nim cut off after two actions, so every game is unfinished. */
export const cutShort: Simulation = { ...nimMatch({ pile: 20 }), maxSteps: 2 };

const hoard: number[][] = [];

/** A simulation whose game keeps everything it ever allocates, to test a worker's memory limits. */
export const hoarder: Simulation = {
  ...randomTicTacToe,
  game: {
    ...ticTacToe,
    apply: (s, a) => {
      for (let i = 0; i < 64; i++) hoard.push(new Array<number>(16384).fill(i));
      return ticTacToe.apply(s, a);
    },
  },
};

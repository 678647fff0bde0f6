// The rows of the Neuroshima Hex benchmark (bench.ts times them). Each row is made by `makeRow`, which
// builds what it needs and returns a function doing one unit of work (returning how many operations it
// did), so a row can be made in the isolate that times it.
import { Rng, playMatch, randomPlayer, type Player } from '@armory/engine';
import { neuroshimaHex, fight, catalogOf, type Cell } from '../src/index.js';
import { fullBoards, loadBoard } from './full-boards.js';
import { content } from '../src/content.testing.js';

export interface RowSpec {
  id: string;
  label: string;
  unit: string;
}

/** The rows in printing order. */
export const ROWS: readonly RowSpec[] = [
  { id: 'baseline', label: 'baseline: 1,000 Rng.next() calls', unit: 'k-calls' },
  { id: 'copy', label: 'full-board copy only (overhead)', unit: 'boards' },
  { id: 'battles', label: 'full-board battle (copy + fight, no events)', unit: 'battles' },
  { id: 'battles-events', label: 'full-board battle with events', unit: 'battles' },
  { id: 'listed-games', label: 'random game, listing every action', unit: 'games' },
  { id: 'games', label: 'random HH vs Troglodytes game, one core', unit: 'games' },
];

const options = { armies: ['hell-hounds', 'troglodytes'] };

/** One unit of the row's work; returns how many operations it did. */
export function makeRow(id: string): () => number {
  switch (id) {
    case 'baseline':
      return () => {
        const r = Rng.seeded(1);
        let x = 0;
        for (let i = 0; i < 1000; i++) x ^= r.next();
        return x === 0.5 ? 0 : 1;
      };
    case 'copy':
    case 'battles':
    case 'battles-events': {
      const { state, boards } = fullBoards(256);
      const cat = catalogOf(state.catalog);
      let b = 0;
      const load = (cells: Cell[]) => loadBoard(state, cells);
      if (id === 'copy') {
        return () => {
          load(boards[b++ & 255]!);
          return 1;
        };
      }
      const events = id === 'battles-events';
      return () => {
        load(boards[b++ & 255]!);
        fight(state, cat, 'bench', -1, events ? [] : null);
        return 1;
      };
    }
    case 'listed-games': {
      // Same-run baseline for random play: a player that lists every legal action and picks one (what
      // the engine's random player did before games could offer sampleAction). Same seeds, same games.
      const listing: Player = { name: 'listing', choose: (game, s, _seat, rng) => rng.pick(game.actions(s)) };
      let seed = 0;
      return () => {
        playMatch(neuroshimaHex, content, options, seed, [listing, listing], { playerSeed: seed });
        seed++;
        return 1;
      };
    }
    case 'games': {
      const players = [randomPlayer(), randomPlayer()];
      let seed = 0;
      return () => {
        playMatch(neuroshimaHex, content, options, seed, players, { playerSeed: seed });
        seed++;
        return 1;
      };
    }
    default:
      throw new Error(`no bench row '${id}'`);
  }
}

/** Runs `once` for `ms` milliseconds; returns operations per second. */
export function rate(once: () => number, ms: number): number {
  let ops = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) ops += once();
  return ops / ((performance.now() - t0) / 1000);
}

// Profiling aid: N (default 300,000) full-board battles on 256 random full boards, in this thread, as the
// bench's battle row plays them (load the board, fight). Prints battles/s. Used by count-instructions.mjs.
import { fight, catalogOf } from '../src/index.js';
import { fullBoards, loadBoard } from './full-boards.js';

const { state, boards } = fullBoards(256);
const cat = catalogOf(state.catalog);
const N = Number(process.env.N ?? 300000);
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  loadBoard(state, boards[i & 255]!);
  fight(state, cat, 'bench', -1, null);
}
console.log(Math.round(N / ((performance.now() - t0) / 1000)), 'battles/s');

// Profiling aid: N (default 300,000) full-board battles on 256 random full boards, in this thread, as the
// bench's battle row plays them (copy the board, fight). Prints battles/s. Used by count-instructions.mjs.
import { Rng } from '@armory/engine';
import { neuroshimaHex, fight, catalogOf, designOf, type Cell } from '../src/index.js';
import { content } from '../src/content.testing.js';

const state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 'bench');
const cat = catalogOf(state.catalog);
const rng = Rng.seeded('boards');
const boards: Cell[][] = [];
for (let b = 0; b < 256; b++) {
  const hexes = rng.shuffle(cat.board.hexes.map((_, i) => i));
  const cells: Cell[] = new Array(cat.board.size);
  hexes.forEach((h, k) => {
    const owner = k < 2 ? k : rng.int(2);
    const pool = cat.armies[owner]!.tiles.filter((t) => (k < 2 ? t.kind === 'hq' : t.kind === 'unit' || t.kind === 'module'));
    const tile = rng.pick(pool);
    cells[h] = { tile: tile.id, type: designOf(cat, owner, tile.id)!.index, owner, rot: rng.int(6), damage: 0, marker: null, id: k + 1 };
  });
  boards.push(cells);
}
const N = Number(process.env.N ?? 300000);
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const cells = boards[i & 255]!;
  for (let h = 0; h < cells.length; h++) state.board[h] = { ...cells[h]! };
  fight(state, cat, 'bench', -1, null);
}
console.log(Math.round(N / ((performance.now() - t0) / 1000)), 'battles/s');

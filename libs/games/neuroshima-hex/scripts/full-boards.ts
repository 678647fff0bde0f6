// The benchmark's battle boards, shared by bench.ts and battles.ts so both fight the same battles.
import { Rng } from '@armory/engine';
import { neuroshimaHex, catalogOf, designOf, type NhState, type Cell } from '../src/index.js';
import { content } from '../src/content.testing.js';

/** Random full boards: both HQs and every other hex filled with random unit or module tiles of either army. */
export function fullBoards(count: number): { state: NhState; boards: Array<Array<Cell>> } {
  const state = neuroshimaHex.setup(content, { armies: ['hell-hounds', 'troglodytes'] }, 'bench');
  const cat = catalogOf(state.catalog);
  const rng = Rng.seeded('boards');
  const boards: Cell[][] = [];
  for (let b = 0; b < count; b++) {
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
  return { state, boards };
}

/**
 * Puts a board on the reused state: copies of its cells, and empty piles (the battles' removed tiles
 * would otherwise pile up over millions of battles, which no game has, and make later battles dearer).
 */
export function loadBoard(state: NhState, cells: Cell[]): void {
  for (let h = 0; h < cells.length; h++) state.board[h] = { ...cells[h]! };
  // Emptied now and then, not every time: cutting an array's length costs more than the copy above.
  for (const seat of state.seats) {
    if (seat.discard.length > 1000) seat.discard.length = 0;
    if (seat.removed.length > 1000) seat.removed.length = 0;
  }
}

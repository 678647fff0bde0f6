/**
 * Where tiles may go: hex arguments of actions, empty neighbours, push-back destinations, paths
 * for Mobility and Move, and the act of moving a tile. Shared by Push Back, Tugging, Move, Mobility.
 */
import { OFF_BOARD } from '@armory/engine';
import { perCatalog, type Catalog } from './catalog.js';
import { computeLinks, influencesOf } from './links.js';
import { clearSettledAt, newField, readBoard, readTile, type Field } from './field.js';
import { recast, type Cell, type NhState } from './state.js';

/** Reads a hex argument: a board index or a "q,r" label; -1 when it names no board hex. */
export function hexArg(cat: Catalog, value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value < cat.board.size ? value : OFF_BOARD;
  if (typeof value === 'string') {
    // Actions carry the catalog's own labels, so an exact match is the common case; the pattern takes the rest.
    const exact = labelIndex(cat).get(value);
    if (exact !== undefined) return exact;
    const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(value);
    if (m) return cat.board.indexOf({ q: Number(m[1]), r: Number(m[2]) });
  }
  return OFF_BOARD;
}

/** Board index of each "q,r" label of the catalog. */
const labelIndex = perCatalog((cat) => new Map(cat.labels.map((l, h) => [l, h])));

/** Reads a rotation argument 0..5; -1 when it is not one. */
export function rotationArg(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 6 ? value : -1;
}

let heldFor: NhState | null = null;
let held: Field | null = null;

/**
 * The board the looking field was last settled for. Listing actions and then checking the chosen
 * one look at the same board, so settling it again (nets, links) is skipped when nothing that
 * settling reads has changed: tile designs, owners, rotations, markers and the seats' teams. The
 * tile objects it read are kept, and compared by identity: a cell's design, owner, rotation and
 * marker never change in place (a turned or re-marked tile is a new cell: see Cell in state.ts), so
 * the same object on a hex means the same tile there, as settling sees it. The teams are compared too.
 */
interface Settled {
  cat: Catalog | null;
  f: Field;
  /** The tile object read on each hex, or null (none read yet counts as empty: a first read reads every hex). */
  cells: Array<Cell | null>;
  teams: number[];
}

const settledBySize = new Map<number, Settled>();
let lastSettled: Settled | null = null;

function settledFor(n: number): Settled {
  if (lastSettled !== null && lastSettled.f.n === n) return lastSettled;
  let s = settledBySize.get(n);
  if (!s) {
    s = { cat: null, f: newField(n), cells: new Array<Cell | null>(n).fill(null), teams: [] };
    settledBySize.set(n, s);
  }
  return (lastSettled = s);
}

/** Whether `a` holds the same numbers as `b`. */
function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The field settled for the board as it stands now (nets, freezing, bonuses). Its wounds (`damage`) are
 * those of the last time each tile was read: settling does not depend on them, and the one reader that
 * does, `woundTiles`, brings them up to date itself.
 */
export function fieldNow(state: NhState, cat: Catalog): Field {
  if (heldFor === state && held) return held;
  const s = settledFor(cat.board.size);
  const f = s.f;
  // Compared with the board directly: when nothing settling reads has changed (the usual case
  // between listing, checking and carrying out one action) the field is reused. Otherwise the hexes
  // that changed are listed, and only they are read again.
  const b = state.board;
  const cells = s.cells;
  let count = -1;
  if (s.cat === cat && sameNumbers(s.teams, state.teams)) {
    if (changed.length < f.n) changed = new Int16Array(f.n);
    count = 0;
    // Identity only: no tile object is read (reading each one cost more than all the rest of the compare).
    for (let h = 0; h < f.n; h++) if ((b[h] ?? null) !== cells[h]) changed[count++] = h;
  }
  if (count === 0) {
    // Nothing changed.
  } else if (count > 0 && quietChanges(f, cat, s, b, count)) {
    // The changed tiles give nothing, take nothing and carry no marker: the plan of who gives what to
    // whom stands, and only their own hexes are read in.
    quietTakes++;
    readChanged(f, s, state, count, true);
  } else {
    if (count > 0) readChanged(f, s, state, count, false);
    else {
      readBoard(f, state, cat, cells);
      s.cat = cat;
      s.teams = state.teams.slice();
    }
    f.planned = false;
    computeLinks(f, cat, state);
  }
  if (heldFor === state) held = f;
  return f;
}

/** The hexes fieldNow found changed since the last read (the first `count` entries). */
let changed = new Int16Array(0);
let quietTakes = 0;

/** How many times in this thread the looking field took changed tiles in without settling again (for tests). */
export function quietSettles(): number {
  return quietTakes;
}

/**
 * Reads the changed hexes' tiles into the field (and its record of tile objects). When `quiet`, their
 * settled values are also cleared: nothing is given to a tile there (quietChanges made sure), and an
 * empty hex receives nothing.
 */
function readChanged(f: Field, s: Settled, state: NhState, count: number, quiet: boolean): void {
  const b = state.board;
  const d = f.designs!;
  for (let i = 0; i < count; i++) {
    const h = changed[i]!;
    const c = b[h] ?? null;
    if (c) readTile(f, d, state.teams, h, c);
    else f.type[h] = -1;
    if (quiet) clearSettledAt(f, h);
    s.cells[h] = c;
  }
}

/**
 * Whether settling the board again after the changes fieldNow listed would change nothing but the
 * changed hexes' tile arrays: no tile that left or arrived influences anything (no nets, modules,
 * Freezing or marker), and none that arrived has a neighbour that influences anything (every influence
 * reaches at most the neighbours). A turned tile is a new cell (see Cell), so it counts as one that left
 * and one that arrived.
 */
function quietChanges(f: Field, cat: Catalog, s: Settled, b: NhState['board'], count: number): boolean {
  const inf = influencesOf(cat);
  for (let i = 0; i < count; i++) {
    const h = changed[i]!;
    const old = s.cells[h];
    const c = b[h];
    if (old && (inf[old.type]!.influences || old.marker !== null)) return false;
    if (!c) continue;
    if (inf[c.type]!.influences || c.marker !== null) return false;
    if (influencedNeighbour(f, cat, h)) return false;
  }
  return true;
}

/** Whether a neighbour of `h` on the field influences anything or carries a marker. */
function influencedNeighbour(f: Field, cat: Catalog, h: number): boolean {
  const inf = influencesOf(cat);
  const nb = cat.board.neighbours;
  for (let d = 0; d < 6; d++) {
    const v = nb[h * 6 + d]!;
    if (v < 0) continue;
    const t = f.type[v]!;
    if (t >= 0 && (inf[t]!.influences || f.marked[v])) return true;
  }
  return false;
}

/**
 * Runs `read` with the field of `state` settled at most once: for code that only looks (listing
 * legal actions, checking one), never for code that changes the board.
 */
export function holdingField<T>(state: NhState, read: () => T): T {
  heldFor = state;
  held = null;
  try {
    return read();
  } finally {
    heldFor = null;
    held = null;
  }
}

/** Whether two board hexes are neighbours. */
export function adjacent(cat: Catalog, a: number, b: number): boolean {
  for (let d = 0; d < 6; d++) if (cat.board.neighbours[a * 6 + d] === b) return true;
  return false;
}

/** Empty hexes next to `target` and not next to (nor equal to) `pusher`: where a push from `pusher` may send it. */
export function pushDestinations(state: NhState, cat: Catalog, pusher: number, target: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const v = cat.board.neighbours[target * 6 + d]!;
    if (v < 0 || v === pusher || state.board[v] || adjacent(cat, v, pusher)) continue;
    out.push(v);
  }
  return out;
}

/** Empty hexes reachable from `from` in 1..`spaces` steps through empty hexes. */
export function reachable(state: NhState, cat: Catalog, from: number, spaces: number): number[] {
  // Breadth-first over a reused step table (0: not reached), read back in board order: sorted, no Set.
  const n = cat.board.size;
  if (steps.length < n) {
    steps = new Uint8Array(n);
    queue = new Int16Array(n);
  }
  steps.fill(0, 0, n);
  const nb = cat.board.neighbours;
  steps[from] = 1;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  let found = 0;
  while (head < tail) {
    const h = queue[head++]!;
    if (steps[h]! > spaces) continue;
    for (let d = 0; d < 6; d++) {
      const v = nb[h * 6 + d]!;
      if (v < 0 || steps[v] || state.board[v]) continue;
      steps[v] = steps[h]! + 1;
      queue[tail++] = v;
      found++;
    }
  }
  const out: number[] = [];
  if (found > 0) for (let h = 0; h < n; h++) if (steps[h] && h !== from) out.push(h);
  return out;
}

let steps = new Uint8Array(0);
let queue = new Int16Array(0);

/** Moves the tile on `from` to the empty `to` and sets its rotation; returns the cell now on `to` (a turned tile is a new cell: see Cell). */
export function moveTile(state: NhState, from: number, to: number, rot: number): Cell {
  const cell = state.board[from]!;
  state.board[from] = null;
  const moved = cell.rot === rot ? cell : recast(cell, rot, cell.marker);
  state.board[to] = moved;
  return moved;
}

/** Whether the board has no empty hex. */
export function boardFull(state: NhState): boolean {
  for (const c of state.board) if (!c) return false;
  return true;
}

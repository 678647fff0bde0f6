/**
 * Tic-tac-toe as a toy game for the engine's own tests and benchmarks (never exported from the
 * package): perfect information, two seats, always ends within nine moves.
 */
import { IllegalAction, type Game, type Status } from '../contract.js';
import { seedState, type RngState } from '../rng/rng.js';

/** Cells 0..8 row by row; -1 empty, else the seat that marked it. */
export interface TicTacToeState {
  /** Nine cells, row by row. */
  cells: number[];
  /** Seat to act. */
  next: number;
  /** Unused by the rules; kept because every State carries its RNG. */
  rng: RngState;
}

/** The only action: mark a cell. */
export interface Mark {
  /** Always 'mark'. */
  type: 'mark';
  /** Cell 0-8. */
  cell: number;
}

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

function winner(cells: number[]): number {
  for (const [a, b, c] of LINES) {
    const v = cells[a!]!;
    if (v >= 0 && v === cells[b!] && v === cells[c!]) return v;
  }
  return -1;
}

function status(s: TicTacToeState): Status {
  const w = winner(s.cells);
  if (w >= 0) return { over: true, winners: [w], draw: false, reason: 'three-in-a-row' };
  if (s.cells.every((c) => c >= 0)) return { over: true, winners: [], draw: true, reason: 'board-full' };
  return { over: false };
}

/** The toy game. */
export const ticTacToe: Game<TicTacToeState, Mark, null, Record<string, never>> = {
  name: 'tic-tac-toe',
  traits: { turns: 'sequential', chance: false, hiddenInformation: false },
  setup: (_content, _options, seed) => ({ cells: new Array(9).fill(-1), next: 0, rng: seedState(seed) }),
  toAct: (s) => (status(s).over ? null : s.next),
  actions(s) {
    const out: Mark[] = [];
    if (status(s).over) return out;
    for (let i = 0; i < 9; i++) if (s.cells[i]! < 0) out.push({ type: 'mark', cell: i });
    return out;
  },
  sampleAction(s, rng) {
    // The k-th empty cell, with k drawn as picking from the listed actions would draw it.
    let empty = 0;
    for (const c of s.cells) if (c < 0) empty++;
    if (empty === 0 || status(s).over) throw new Error('tic-tac-toe: no legal action to choose from');
    let k = rng.int(empty);
    for (let i = 0; i < 9; i++) if (s.cells[i]! < 0 && k-- === 0) return { type: 'mark', cell: i };
    throw new Error('unreachable');
  },
  playSample(s, rng) {
    // Through `this`, so a copy of the game with another `apply` (the tests' broken games) plays its own.
    const action = this.sampleAction!(s, rng);
    return { action, events: this.apply(s, action) };
  },
  playOut(s, rng, maxSteps) {
    // Marks without events: the contract's fast path, drawing as sampleAction does at each step.
    let steps = 0;
    for (; steps < maxSteps && !status(s).over; steps++) {
      const { cell } = this.sampleAction!(s, rng);
      s.cells[cell] = s.next;
      s.next = 1 - s.next;
    }
    return steps;
  },
  apply(s, a) {
    if (status(s).over) throw new IllegalAction(a, 'the game is over');
    if (a.type !== 'mark' || !Number.isInteger(a.cell) || a.cell < 0 || a.cell > 8) throw new IllegalAction(a, 'cells are numbered 0-8');
    if (s.cells[a.cell]! >= 0) throw new IllegalAction(a, `cell ${a.cell} is already marked`);
    const player = s.next;
    s.cells[a.cell] = player;
    s.next = 1 - player;
    const events = [{ type: 'marked', player, cell: a.cell }];
    const st = status(s);
    if (st.over) events.push({ type: 'ended', player: st.winners[0] ?? -1, cell: -1 });
    return events;
  },
  view: (s) => structuredClone(s),
  status,
  players: () => 2,
  clone: (s) => ({ cells: [...s.cells], next: s.next, rng: [...s.rng] as RngState }),
  determinize: (view) => structuredClone(view),
  stats: (s) => ({ marks: s.cells.filter((c) => c >= 0).length }),
};

/** A simple evaluation for the greedy player: 1 for a win, 0 for a loss, 0.5 otherwise. */
export function ticTacToeValue(s: TicTacToeState, player: number): number {
  const w = winner(s.cells);
  return w < 0 ? 0.5 : w === player ? 1 : 0;
}

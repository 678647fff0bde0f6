/**
 * A board: a fixed set of hexes with dense integer indices and precomputed neighbour and tip tables,
 * so hot loops (battles, playouts) walk `Int32Array`s instead of building coordinates.
 * The shape comes from data (`BoardShape`), never from code.
 */
import { DIRECTION_STEPS, TIP_STEPS, type Hex, hexKey, distance } from './hex.js';

/** How a board's hexes are described in content. */
export type BoardShape =
  /** A hexagon of `radius` around (0, 0); radius 2 gives 19 hexes, radius 3 gives 37. */
  | { kind: 'hexagon'; radius: number }
  /**
   * Columns of flat-top hexes from west to east with these counts, e.g. [4, 5, 6, 7, 6, 5, 4].
   * The middle column is q = 0 (for an even number of columns, the one right of centre); each column
   * is centred vertically on r + q/2 = 0, rounding towards the north when it cannot be exact.
   */
  | { kind: 'columns'; counts: number[] }
  /** An explicit list of hexes. */
  | { kind: 'hexes'; hexes: Hex[] };

/** Marks "no hex" in the neighbour and tip tables (off the board). */
export const OFF_BOARD = -1;

/** The hexes of a shape, in reading order for columns (west to east, north to south) and ring order for hexagons. */
export function shapeHexes(shape: BoardShape): Hex[] {
  switch (shape.kind) {
    case 'hexagon': {
      const out: Hex[] = [];
      for (let q = -shape.radius; q <= shape.radius; q++) {
        const r1 = Math.max(-shape.radius, -q - shape.radius);
        const r2 = Math.min(shape.radius, -q + shape.radius);
        for (let r = r1; r <= r2; r++) out.push({ q, r });
      }
      return out;
    }
    case 'columns': {
      const out: Hex[] = [];
      const first = -Math.floor(shape.counts.length / 2);
      shape.counts.forEach((n, i) => {
        const q = first + i;
        const start = Math.floor(-(n - 1) / 2 - q / 2);
        for (let k = 0; k < n; k++) out.push({ q, r: start + k });
      });
      return out;
    }
    case 'hexes':
      return shape.hexes.map((h) => ({ q: h.q, r: h.r }));
  }
}

/** A board built from a shape: index <-> coordinate, neighbours by edge, far hexes by tip. */
export class Board {
  /** Hexes by index. */
  readonly hexes: readonly Hex[];
  /** Number of hexes. */
  readonly size: number;
  /** `neighbours[i * 6 + d]` = index of the neighbour of hex i across edge d, or OFF_BOARD. */
  readonly neighbours: Int32Array;
  /** `tips[i * 6 + t]` = index of the hex two steps from hex i through tip t, or OFF_BOARD. */
  readonly tips: Int32Array;
  private readonly byKey: Map<string, number>;

  constructor(shape: BoardShape) {
    this.hexes = shapeHexes(shape);
    this.size = this.hexes.length;
    this.byKey = new Map();
    this.hexes.forEach((h, i) => {
      const key = hexKey(h);
      if (this.byKey.has(key)) throw new RangeError(`board shape lists hex ${key} twice`);
      this.byKey.set(key, i);
    });
    this.neighbours = new Int32Array(this.size * 6).fill(OFF_BOARD);
    this.tips = new Int32Array(this.size * 6).fill(OFF_BOARD);
    this.hexes.forEach((h, i) => {
      for (let d = 0; d < 6; d++) {
        const n = DIRECTION_STEPS[d]!;
        const t = TIP_STEPS[d]!;
        this.neighbours[i * 6 + d] = this.indexOf({ q: h.q + n.q, r: h.r + n.r });
        this.tips[i * 6 + d] = this.indexOf({ q: h.q + t.q, r: h.r + t.r });
      }
    });
  }

  /** The index of a hex, or OFF_BOARD when it is not on this board. */
  indexOf(h: Hex): number {
    return this.byKey.get(hexKey(h)) ?? OFF_BOARD;
  }

  /** The coordinate of an index. */
  hexAt(index: number): Hex {
    const h = this.hexes[index];
    if (!h) throw new RangeError(`hex index ${index} is not on this ${this.size}-hex board`);
    return h;
  }

  /** Whether a hex is on the board. */
  has(h: Hex): boolean {
    return this.byKey.has(hexKey(h));
  }

  /** The neighbour index across edge `dir`, or OFF_BOARD. */
  neighbour(index: number, dir: number): number {
    return this.neighbours[index * 6 + dir]!;
  }

  /** The index two steps away through tip `tip`, or OFF_BOARD. */
  throughTip(index: number, tip: number): number {
    return this.tips[index * 6 + tip]!;
  }

  /** On-board neighbour indices of a hex, in direction order. */
  adjacent(index: number): number[] {
    const out: number[] = [];
    for (let d = 0; d < 6; d++) {
      const n = this.neighbours[index * 6 + d]!;
      if (n !== OFF_BOARD) out.push(n);
    }
    return out;
  }

  /** The straight line of hexes from `index` (not included) in direction `dir` until the board ends. */
  ray(index: number, dir: number): number[] {
    const out: number[] = [];
    let i = this.neighbours[index * 6 + dir]!;
    while (i !== OFF_BOARD) {
      out.push(i);
      i = this.neighbours[i * 6 + dir]!;
    }
    return out;
  }

  /** Steps between two board hexes (straight-line hex distance; the board's holes do not matter). */
  distance(a: number, b: number): number {
    return distance(this.hexAt(a), this.hexAt(b));
  }

  /** Whether a hex lies on the board's rim (has fewer than six on-board neighbours). */
  isEdge(index: number): boolean {
    for (let d = 0; d < 6; d++) if (this.neighbours[index * 6 + d] === OFF_BOARD) return true;
    return false;
  }
}

/**
 * The table of a HOTT battle as a grid of squares (seeds/hott.md D22): one element to a square, every distance
 * in paces counted in whole squares of `rules.yaml` `table.squarePaces`. Squares are counted from the defender's
 * left rear corner: `x` across the defender's edge, `y` towards the attacker's edge.
 */
import type { Battlefield, HottContent, Rules } from '../content.js';

/** Which way an element faces. North is towards the attacker's edge (y grows), east towards x growing. */
export type Direction = 'north' | 'east' | 'south' | 'west';
export const DIRECTIONS: readonly Direction[] = ['north', 'east', 'south', 'west'];

/** A square of the grid. */
export interface Square {
  x: number;
  y: number;
}

const STEP: Record<Direction, Square> = { north: { x: 0, y: 1 }, east: { x: 1, y: 0 }, south: { x: 0, y: -1 }, west: { x: -1, y: 0 } };

/** The square `n` squares from `from` in `direction`. */
export function step(from: Square, direction: Direction, n = 1): Square {
  const d = STEP[direction];
  return { x: from.x + d.x * n, y: from.y + d.y * n };
}

/** The direction a quarter turn to the right (clockwise seen from above) of `d`. */
export const rightOf = (d: Direction): Direction => DIRECTIONS[(DIRECTIONS.indexOf(d) + 1) % 4]!;
/** The direction a quarter turn to the left of `d`. */
export const leftOf = (d: Direction): Direction => DIRECTIONS[(DIRECTIONS.indexOf(d) + 3) % 4]!;
/** The direction behind `d`. */
export const behindOf = (d: Direction): Direction => DIRECTIONS[(DIRECTIONS.indexOf(d) + 2) % 4]!;

/** The direction from `a` to the square next to it edge to edge, or null when they are not so placed. */
export function directionTo(a: Square, b: Square): Direction | null {
  for (const d of DIRECTIONS) if (a.x + STEP[d].x === b.x && a.y + STEP[d].y === b.y) return d;
  return null;
}

export const sameSquare = (a: Square, b: Square) => a.x === b.x && a.y === b.y;

/** A battlefield laid out on the grid, with each square's terrain kind. */
export interface Table {
  /** The battlefield's id. */
  battlefield: string;
  /** Squares across. */
  width: number;
  /** Squares from the defender's edge to the attacker's. */
  depth: number;
  squarePaces: number;
  /** Each square's terrain kind id, or null for open ground; square (x, y) at `y * width + x`. */
  terrain: (string | null)[];
  /** Where the defender's stronghold stands. */
  stronghold: Square;
}

/** A battlefield that does not fit the grid. */
export class BattlefieldError extends Error {}

/** Lays battlefield `id` out on the grid; refuses, naming the field, a size or place that is not a whole number of squares. */
export function tableOf(content: HottContent, id: string): Table {
  const field: Battlefield | undefined = content.battlefields[id];
  if (!field) {
    const known = Object.keys(content.battlefields).join(', ') || 'none';
    throw new BattlefieldError(`unknown battlefield '${id}'; known: ${known}`);
  }
  const paces = content.rules.table.squarePaces;
  const squares = (value: number, what: string) => {
    if (value % paces !== 0)
      throw new BattlefieldError(
        `battlefield '${id}': ${what} is ${value} paces, not a whole number of ${paces}-pace squares (rules.yaml table.squarePaces)`,
      );
    return value / paces;
  };
  const width = squares(field.width, 'width');
  const depth = squares(field.depth, 'depth');
  const terrain: (string | null)[] = new Array(width * depth).fill(null);
  field.terrain.forEach((piece, i) => {
    const where = `terrain ${i + 1} (${piece.kind})`;
    const x0 = squares(piece.x, `${where} x`);
    const y0 = squares(piece.y, `${where} y`);
    const w = squares(piece.width, `${where} width`);
    const d = squares(piece.depth, `${where} depth`);
    if (x0 + w > width || y0 + d > depth) throw new BattlefieldError(`battlefield '${id}': ${where} runs off the table`);
    for (let y = y0; y < y0 + d; y++) for (let x = x0; x < x0 + w; x++) terrain[y * width + x] = piece.kind;
  });
  const stronghold = { x: squares(field.stronghold.x, 'stronghold x'), y: squares(field.stronghold.y, 'stronghold y') };
  if (!onTable({ width, depth }, stronghold)) throw new BattlefieldError(`battlefield '${id}': the stronghold stands off the table`);
  return { battlefield: id, width, depth, squarePaces: paces, terrain, stronghold };
}

/** Whether `square` is on the table. */
export const onTable = (table: Pick<Table, 'width' | 'depth'>, square: Square) =>
  square.x >= 0 && square.y >= 0 && square.x < table.width && square.y < table.depth;

/** The terrain kind on `square` (from rules.yaml `terrain`), or undefined for open ground or off the table. */
export function terrainAt(rules: Rules, table: Table, square: Square) {
  if (!onTable(table, square)) return undefined;
  const id = table.terrain[square.y * table.width + square.x];
  return id ? rules.terrain.find((kind) => kind.id === id) : undefined;
}

/** The going of `square`: its terrain's, good on open ground. */
export const goingAt = (rules: Rules, table: Table, square: Square) => terrainAt(rules, table, square)?.going ?? 'good';

/** The distance between two squares' centres in paces (a straight line). */
export const pacesBetween = (table: Table, a: Square, b: Square) => Math.hypot(a.x - b.x, a.y - b.y) * table.squarePaces;

/** A distance in paces as whole squares (rounded down: a move of 250 paces on 100-pace squares is 2). */
export const squaresIn = (table: Table, paces: number) => Math.floor(paces / table.squarePaces);

/**
 * Hex geometry on axial coordinates (q, r) for flat-top hexes. q counts columns left to right;
 * r runs down a column. Directions are edges of a hex, numbered clockwise from the top edge:
 * 0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW.
 * Tips (corners) are numbered the same way: tip t lies between edge t and edge t+1 (clockwise), so
 * tip 1 points E (between NE and SE) and tip 4 points W (between SW and NW); see TIP_NAMES.
 */

/** An axial coordinate of a flat-top hex. */
export interface Hex {
  /** Column, growing to the east. */
  q: number;
  /** Row within the column, growing to the south. */
  r: number;
}

/** An edge direction 0..5, clockwise from N. */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/** Edge names by direction number. */
export const DIRECTION_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** The name of an edge direction. */
export type DirectionName = (typeof DIRECTION_NAMES)[number];

/** Tip (corner) names by tip number, as in schemas/common/hex-tip.schema.json: tip t lies between edges t and t+1 and is named by the compass point it faces (a tip and an edge may share a name, e.g. NE). */
export const TIP_NAMES = ['NE', 'E', 'SE', 'SW', 'W', 'NW'] as const;

/** The name of a tip. */
export type TipName = (typeof TIP_NAMES)[number];

/** Axial step to the neighbour across each edge, indexed by direction. */
export const DIRECTION_STEPS: readonly Hex[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

/** Axial step to the hex two steps away through each tip (the far hex adjacent to both neighbours beside the tip). */
export const TIP_STEPS: readonly Hex[] = DIRECTION_STEPS.map((a, t) => {
  const b = DIRECTION_STEPS[(t + 1) % 6]!;
  return { q: a.q + b.q, r: a.r + b.r };
});

/** The direction number of an edge name ('N', 'NE', ...); throws on an unknown name. */
export function directionOf(name: string): Direction {
  const i = (DIRECTION_NAMES as readonly string[]).indexOf(name);
  if (i < 0) throw new RangeError(`unknown hex edge '${name}'; known: ${DIRECTION_NAMES.join(', ')}`);
  return i as Direction;
}

/** The tip number of a tip name ('E', 'W', ...); throws on an unknown name. */
export function tipOf(name: string): Direction {
  const i = (TIP_NAMES as readonly string[]).indexOf(name);
  if (i < 0) throw new RangeError(`unknown hex tip '${name}'; known: ${TIP_NAMES.join(', ')}`);
  return i as Direction;
}

/** Turns a direction (edge or tip) clockwise by `steps` sixth-turns (negative = anticlockwise). */
export function rotateDirection(dir: number, steps: number): Direction {
  return ((((dir + steps) % 6) + 6) % 6) as Direction;
}

/**
 * A tile's six per-edge (or per-tip) values after turning the tile clockwise by `steps`: what was on
 * edge d now faces edge d + steps. Games precompute this for every rotation when content loads.
 */
export function rotateEdges<T>(edges: readonly T[], steps: number): T[] {
  if (edges.length !== 6) throw new RangeError(`a hex has 6 edges, got ${edges.length} values`);
  const out = new Array<T>(6);
  for (let d = 0; d < 6; d++) out[rotateDirection(d, steps)] = edges[d]!;
  return out;
}

/** The direction pointing the other way. */
export function opposite(dir: number): Direction {
  return rotateDirection(dir, 3);
}

/** The two edges on either side of a tip: [t, t+1]. */
export function edgesOfTip(tip: number): [Direction, Direction] {
  return [rotateDirection(tip, 0), rotateDirection(tip, 1)];
}

/** Adds two axial coordinates. */
export function add(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

/** The neighbour of `h` across edge `dir`. */
export function neighbour(h: Hex, dir: number): Hex {
  return add(h, DIRECTION_STEPS[rotateDirection(dir, 0)]!);
}

/** The hex two steps away through tip `tip` (between the neighbours across edges tip and tip+1). */
export function throughTip(h: Hex, tip: number): Hex {
  return add(h, TIP_STEPS[rotateDirection(tip, 0)]!);
}

/** Number of steps between two hexes. */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Rotates `h` about `centre` clockwise by `steps` sixth-turns. */
export function rotateHex(h: Hex, steps: number, centre: Hex = { q: 0, r: 0 }): Hex {
  let x = h.q - centre.q;
  let z = h.r - centre.r;
  let y = -x - z;
  for (let i = 0; i < rotateDirection(steps, 0); i++) {
    // Cube coordinates: one clockwise sixth-turn maps (x, y, z) to (-z, -x, -y).
    const nx = -z;
    const ny = -x;
    const nz = -y;
    x = nx;
    y = ny;
    z = nz;
  }
  return { q: x + centre.q + 0, r: z + centre.r + 0 };
}

/** The hexes exactly `radius` steps from `centre`, starting N of it and going clockwise (one hex for radius 0). */
export function ring(centre: Hex, radius: number): Hex[] {
  if (radius === 0) return [{ ...centre }];
  const out: Hex[] = [];
  // Start due N of the centre and walk the six sides of the ring clockwise.
  let h: Hex = { q: centre.q, r: centre.r - radius };
  for (let side = 0; side < 6; side++) {
    const step = DIRECTION_STEPS[(side + 2) % 6]!;
    for (let i = 0; i < radius; i++) {
      out.push(h);
      h = add(h, step);
    }
  }
  return out;
}

/** All hexes within `radius` steps of `centre` (a filled hexagon). */
export function spiral(centre: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let k = 0; k <= radius; k++) out.push(...ring(centre, k));
  return out;
}

/** The direction from `a` to an adjacent `b`, or -1 when they are not neighbours. */
export function directionTo(a: Hex, b: Hex): Direction | -1 {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const i = DIRECTION_STEPS.findIndex((s) => s.q === dq && s.r === dr);
  return i as Direction | -1;
}

/** A compact text key "q,r" for maps and content. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

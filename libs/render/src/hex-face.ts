/**
 * Pixel geometry of one flat-top hex face, centred on (0, 0), in SVG coordinates (y grows downwards).
 * Directions are numbered clockwise from the top edge, as the engine numbers them; the names below are the
 * ones the content schemas use for edges and tips.
 */

/** Edge names, clockwise from the top edge of a flat-top hex. */
export const EDGE_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** Tip (corner) names, clockwise from the corner between the N and NE edges. */
export const TIP_NAMES = ['NE', 'E', 'SE', 'SW', 'W', 'NW'] as const;

/** A point in SVG user units. */
export interface Point {
  x: number;
  y: number;
}

const DEG = Math.PI / 180;

function polar(radius: number, degrees: number): Point {
  // Maths angles turn anticlockwise with y up; SVG's y points down, hence the minus.
  return { x: round(radius * Math.cos(degrees * DEG)), y: round(-radius * Math.sin(degrees * DEG)) };
}

/** Rounds to 1/1000 of a unit so the SVG text stays short and stable across platforms. */
export function round(n: number): number {
  return Math.round(n * 1000) / 1000 + 0;
}

/** The angle (degrees, anticlockwise from east) from the centre to the middle of edge `index`. */
export function edgeAngle(index: number): number {
  return 90 - 60 * index;
}

/** The angle (degrees) from the centre to tip `index`. */
export function tipAngle(index: number): number {
  return 60 - 60 * index;
}

/** The six corners of a hex with circumradius `radius`, starting at the NE tip and going clockwise. */
export function corners(radius: number): Point[] {
  return TIP_NAMES.map((_, i) => polar(radius, tipAngle(i)));
}

/** The two corners bounding edge `index` (its anticlockwise end first). */
export function edgeEnds(radius: number, index: number): [Point, Point] {
  const a = edgeAngle(index);
  return [polar(radius, a + 30), polar(radius, a - 30)];
}

/** The point at `distance` from the centre towards the middle of edge `index`. */
export function towardsEdge(distance: number, index: number): Point {
  return polar(distance, edgeAngle(index));
}

/** The point at `distance` from the centre towards tip `index`. */
export function towardsTip(distance: number, index: number): Point {
  return polar(distance, tipAngle(index));
}

/** The apothem (centre to edge middle) of a hex with circumradius `radius`. */
export function apothem(radius: number): number {
  return (radius * Math.sqrt(3)) / 2;
}

/** An SVG `points` attribute for a polygon. */
export function pointList(points: Point[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(' ');
}

/**
 * Pixel points on one flat-top hex face centred on (0, 0), in SVG coordinates (y grows downwards), for
 * drawing marks on a tile. The geometry itself (which corner is which tip, where an edge's middle lies) is the
 * engine's (`tipPoint`, `edgeMidpoint`); this file only scales, rounds and names it for pictures.
 */
import { DIRECTION_NAMES, TIP_NAMES as ENGINE_TIP_NAMES, edgeMidpoint, tipPoint } from '@armory/engine';

/** Edge names, clockwise from the top edge of a flat-top hex (the engine's direction names). */
export const EDGE_NAMES = DIRECTION_NAMES;

/** Tip (corner) names, clockwise from the corner between the N and NE edges (the engine's tip names). */
export const TIP_NAMES = ENGINE_TIP_NAMES;

/** A point in SVG user units. */
export interface Point {
  x: number;
  y: number;
}

/** Rounds to 1/1000 of a unit so the SVG text stays short and stable across platforms. */
export function round(n: number): number {
  return Math.round(n * 1000) / 1000 + 0;
}

function rounded(p: Point): Point {
  return { x: round(p.x), y: round(p.y) };
}

/** The apothem (centre to edge middle) of a hex with circumradius `radius`. */
export function apothem(radius: number): number {
  return (radius * Math.sqrt(3)) / 2;
}

/** The six corners of a hex with circumradius `radius`, starting at the NE tip and going clockwise. */
export function corners(radius: number): Point[] {
  return TIP_NAMES.map((_, t) => rounded(tipPoint(t, radius)));
}

/** The two corners bounding edge `index`: the tip before it (anticlockwise end), then the tip after it. */
export function edgeEnds(radius: number, index: number): [Point, Point] {
  return [rounded(tipPoint((index + 5) % 6, radius)), rounded(tipPoint(index, radius))];
}

/** The point at `distance` from the centre towards the middle of edge `index`. */
export function towardsEdge(distance: number, index: number): Point {
  const unit = edgeMidpoint(index, 1);
  const scale = distance / apothem(1);
  return rounded({ x: unit.x * scale, y: unit.y * scale });
}

/** The point at `distance` from the centre towards tip `index`. */
export function towardsTip(distance: number, index: number): Point {
  return rounded(tipPoint(index, distance));
}

/** An SVG `points` attribute for a polygon. */
export function pointList(points: Point[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(' ');
}

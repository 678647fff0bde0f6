/**
 * Where hexes, tips and edges sit on a page, for drawing (SVG tiles, boards, the editor): flat-top
 * hexes in screen coordinates (x right, y DOWN), `size` = centre-to-tip distance.
 */
import type { Hex } from './hex.js';

/** A point on the page. */
export interface Point {
  /** Rightwards. */
  x: number;
  /** Downwards. */
  y: number;
}

const ROOT3 = Math.sqrt(3);

/** The centre of a hex, with hex (0, 0) at the origin. */
export function hexToPixel(h: Hex, size: number): Point {
  return { x: size * 1.5 * h.q, y: size * ROOT3 * (h.r + h.q / 2) };
}

/** The corner of tip `tip` (0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW) relative to the hex centre. */
export function tipPoint(tip: number, size: number): Point {
  const a = ((tip - 1) * Math.PI) / 3; // tip 1 (E) lies at angle 0; the angle grows clockwise on screen
  return { x: size * Math.cos(a) + 0, y: size * Math.sin(a) + 0 };
}

/** The midpoint of edge `dir` (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW) relative to the hex centre. */
export function edgeMidpoint(dir: number, size: number): Point {
  const a = ((dir * 60 - 90) * Math.PI) / 180;
  const apothem = (size * ROOT3) / 2;
  return { x: apothem * Math.cos(a) + 0, y: apothem * Math.sin(a) + 0 };
}

/** The six corners of a hex centred on `centre`, in tip order (NE first, clockwise). */
export function hexCorners(centre: Point, size: number): Point[] {
  return [0, 1, 2, 3, 4, 5].map((t) => {
    const p = tipPoint(t, size);
    return { x: centre.x + p.x, y: centre.y + p.y };
  });
}

/**
 * Small drawing pieces a game composes its tile pictures from: marks spaced along an edge, a triangle pointing
 * out of an edge, text that fits, ink that reads on a fill. What each mark means is the game's business.
 */
import { edgeEnds, pointList, round, towardsEdge, type Point } from './hex-face.js';
import { wrapWords } from './wrap-words.js';

/** `count` points side by side along edge `index`, `gap` apart, centred on the edge's middle at `depth` from the centre. */
export function alongEdge(index: number, count: number, gap: number, depth: number): Point[] {
  const centre = towardsEdge(depth, index);
  const [a, b] = edgeEnds(1, index);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  return Array.from({ length: count }, (_, i) => {
    const shift = (i - (count - 1) / 2) * gap;
    return { x: round(centre.x + ux * shift), y: round(centre.y + uy * shift) };
  });
}

/**
 * A triangle (as a `points` list) whose base, `width` wide, is centred on `base` parallel to edge `index`, and
 * whose point lies `length` further out, straight through that edge.
 */
export function spike(base: Point, index: number, width: number, length: number): string {
  const out = towardsEdge(1, index);
  const [a, b] = edgeEnds(1, index);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const half = width / 2;
  const p1 = { x: round(base.x + ux * half), y: round(base.y + uy * half) };
  const p2 = { x: round(base.x - ux * half), y: round(base.y - uy * half) };
  const tip = { x: round(base.x + out.x * length), y: round(base.y + out.y * length) };
  return pointList([p1, tip, p2]);
}

/** Escapes text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A name laid out to fit its place: its lines, and the scale to draw them at (1: the place's own type size). */
export interface NameFit {
  lines: string[];
  scale: number;
}

/**
 * Lays a name out in the room of `lines` lines of about `width` characters at full size: at full size when it fits,
 * else at the largest smaller size at which all its words fit whole in that room (smaller type holds more
 * characters a line and more lines), so a long name is drawn whole instead of running out of its tile or card.
 */
export function nameLines(name: string, width: number, lines = 2): NameFit {
  // Ends by the name's own length at the latest: one line of it, at a scale of at most 1.
  for (let chars = width; ; chars++) {
    const wrapped = wrapWords(name, chars);
    const scale = width / chars;
    if (wrapped.length * scale <= lines && wrapped.every((line) => line.length <= chars)) return { lines: wrapped, scale };
  }
}

/**
 * Black or white, whichever reads better on `fill` (a `#rrggbb` colour; anything else counts as light).
 * Uses the WCAG relative luminance, so a dark army colour gets white names.
 */
export function inkOn(fill: string): '#111111' | '#ffffff' {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(fill);
  if (!m) return '#111111';
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white beats contrast with black below this luminance (where the two ratios are equal).
  return luminance < 0.179 ? '#ffffff' : '#111111';
}

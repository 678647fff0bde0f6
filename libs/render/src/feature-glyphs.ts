/**
 * How each kind of edge or tip feature is drawn. One entry per feature kind; a kind not listed is drawn as
 * its name, so new content still renders before it gets a glyph.
 */
import { apothem, edgeEnds, pointList, round, towardsEdge, towardsTip, type Point } from './hex-face.js';
import type { TileFeature } from './tile-face.js';

/** Where a glyph sits: an edge or a tip by index, on a hex of circumradius `radius`. */
export interface GlyphPlace {
  at: 'edge' | 'tip';
  index: number;
  radius: number;
}

/** Draws one feature as SVG markup. */
export type Glyph = (feature: TileFeature, place: GlyphPlace) => string;

/** Offsets `count` marks side by side along an edge, `gap` apart, centred on the edge's middle. */
function alongEdge(place: GlyphPlace, count: number, gap: number, depth: number): Point[] {
  const centre = towardsEdge(depth, place.index);
  const [a, b] = edgeEnds(1, place.index);
  const ux = b.x - a.x;
  const uy = b.y - a.y;
  const len = Math.hypot(ux, uy);
  return Array.from({ length: count }, (_, i) => {
    const shift = (i - (count - 1) / 2) * gap;
    return { x: round(centre.x + (ux / len) * shift), y: round(centre.y + (uy / len) * shift) };
  });
}

/** A triangle pointing out of edge `index` with its base centred on `base`. */
function spike(base: Point, index: number, width: number, length: number): string {
  const out = towardsEdge(1, index);
  const [a, b] = edgeEnds(1, index);
  const tx = (b.x - a.x) / 2;
  const ty = (b.y - a.y) / 2;
  const tl = Math.hypot(tx, ty);
  const half = width / 2;
  const p1 = { x: round(base.x + (tx / tl) * half), y: round(base.y + (ty / tl) * half) };
  const p2 = { x: round(base.x - (tx / tl) * half), y: round(base.y - (ty / tl) * half) };
  const tip = { x: round(base.x + out.x * length), y: round(base.y + out.y * length) };
  return pointList([p1, tip, p2]);
}

function strengthOf(feature: TileFeature): number {
  const s = feature.strength;
  return typeof s === 'number' && Number.isInteger(s) && s > 0 ? Math.min(s, 6) : 1;
}

const melee: Glyph = (feature, place) => {
  const r = place.radius;
  const bases = alongEdge(place, strengthOf(feature), r * 0.2, apothem(r) * 0.72);
  return bases.map((b) => `<polygon class="melee" points="${spike(b, place.index, r * 0.18, r * 0.2)}"/>`).join('');
};

const ranged: Glyph = (feature, place) => {
  const r = place.radius;
  const bases = alongEdge(place, strengthOf(feature), r * 0.16, apothem(r) * 0.5);
  return bases
    .map((b) => {
      const end = { x: round(b.x + towardsEdge(r * 0.2, place.index).x), y: round(b.y + towardsEdge(r * 0.2, place.index).y) };
      return `<line class="ranged" x1="${b.x}" y1="${b.y}" x2="${end.x}" y2="${end.y}"/><polygon class="ranged" points="${spike(end, place.index, r * 0.12, r * 0.12)}"/>`;
    })
    .join('');
};

const gauss: Glyph = (feature, place) => {
  const r = place.radius;
  const from = towardsEdge(apothem(r) * 0.35, place.index);
  const to = towardsEdge(apothem(r) * 0.95, place.index);
  const marks = alongEdge(place, strengthOf(feature), r * 0.12, apothem(r) * 0.8)
    .map((m) => `<circle class="gauss-mark" cx="${m.x}" cy="${m.y}" r="${round(r * 0.035)}"/>`)
    .join('');
  return `<line class="gauss" x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}"/>${marks}`;
};

const armor: Glyph = (_feature, place) => {
  const [a, b] = edgeEnds(place.radius * 0.93, place.index);
  return `<line class="armor" x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}"/>`;
};

const net: Glyph = (_feature, place) => {
  const r = place.radius;
  const c = towardsEdge(apothem(r) * 0.75, place.index);
  const s = round(r * 0.12);
  return `<g class="net"><circle cx="${c.x}" cy="${c.y}" r="${s}"/><line x1="${round(c.x - s)}" y1="${c.y}" x2="${round(c.x + s)}" y2="${c.y}"/><line x1="${c.x}" y1="${round(c.y - s)}" x2="${c.x}" y2="${round(c.y + s)}"/></g>`;
};

const link: Glyph = (_feature, place) => {
  const c = towardsEdge(apothem(place.radius) * 0.86, place.index);
  return `<circle class="link" cx="${c.x}" cy="${c.y}" r="${round(place.radius * 0.07)}"/>`;
};

const thrower: Glyph = (feature, place) => {
  const r = place.radius;
  const c = towardsTip(r * 0.72, place.index);
  const s = r * 0.1;
  const diamond = pointList([
    { x: c.x, y: round(c.y - s) },
    { x: round(c.x + s), y: c.y },
    { x: c.x, y: round(c.y + s) },
    { x: round(c.x - s), y: c.y },
  ]);
  const label = strengthOf(feature) > 1 ? `<text class="strength" x="${c.x}" y="${round(c.y + s * 2.4)}">${strengthOf(feature)}</text>` : '';
  return `<polygon class="thrower" points="${diamond}"/>${label}`;
};

/** The drawn feature kinds. */
export const GLYPHS: Readonly<Record<string, Glyph>> = { melee, ranged, gauss, armor, net, link, thrower };

/** Fallback for a feature kind with no glyph yet: its name near the edge or tip. */
export const namedGlyph: Glyph = (feature, place) => {
  const r = place.radius;
  const c = place.at === 'edge' ? towardsEdge(apothem(r) * 0.72, place.index) : towardsTip(r * 0.7, place.index);
  return `<text class="unknown-feature" x="${c.x}" y="${c.y}">${escapeXml(String(feature.feature ?? '?'))}</text>`;
};

/** Escapes text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

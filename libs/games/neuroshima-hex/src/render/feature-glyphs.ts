/**
 * How each Neuroshima Hex edge and tip feature is drawn, in the tile's ink colour (`currentColor`): shapes,
 * not colours, tell the features apart, as on printed tiles. A kind not listed is drawn as its name, so new
 * content still renders before it gets a glyph.
 */
import { alongEdge, apothem, edgeEnds, escapeXml, pointList, round, spike, towardsEdge, towardsTip } from '@armory/render';
import { strengthOf, type FeatureFace } from './tile-face.js';

/** Where a glyph sits: an edge or a tip by index, on a hex of circumradius `radius`. */
export interface GlyphPlace {
  at: 'edge' | 'tip';
  index: number;
  radius: number;
}

/** Draws one feature as SVG markup. */
export type Glyph = (feature: FeatureFace, place: GlyphPlace) => string;

/** Marks beyond this many are written as a number: more would not fit along an edge. */
const MARKS_THAT_FIT = 4;

function markCount(feature: FeatureFace): number {
  return Math.min(strengthOf(feature), MARKS_THAT_FIT);
}

/** The strength as a number beside the marks, when the marks cannot show it. */
function strengthLabel(feature: FeatureFace, place: GlyphPlace, depth: number): string {
  const s = strengthOf(feature);
  if (s <= MARKS_THAT_FIT) return '';
  const at = place.at === 'edge' ? towardsEdge(depth, place.index) : towardsTip(depth, place.index);
  return `<text class="strength" x="${at.x}" y="${at.y}">${s}</text>`;
}

/** Melee: one triangle per point of strength, pointing out of the edge. */
const melee: Glyph = (feature, place) => {
  const r = place.radius;
  const bases = alongEdge(place.index, markCount(feature), r * 0.2, apothem(r) * 0.72);
  return (
    bases.map((b) => `<polygon class="melee" points="${spike(b, place.index, r * 0.15, r * 0.22)}"/>`).join('') +
    strengthLabel(feature, place, apothem(r) * 0.5)
  );
};

/** Ranged: one arrow per point of strength, a shaft ending in a small head at the edge. */
const ranged: Glyph = (feature, place) => {
  const r = place.radius;
  const bases = alongEdge(place.index, markCount(feature), r * 0.16, apothem(r) * 0.5);
  const shaft = towardsEdge(r * 0.2, place.index);
  return (
    bases
      .map((b) => {
        const end = { x: round(b.x + shaft.x), y: round(b.y + shaft.y) };
        return `<line class="ranged" x1="${b.x}" y1="${b.y}" x2="${end.x}" y2="${end.y}"/><polygon class="ranged-head" points="${spike(end, place.index, r * 0.12, r * 0.12)}"/>`;
      })
      .join('') + strengthLabel(feature, place, apothem(r) * 0.35)
  );
};

/** Gauss: a long beam from near the centre to the edge, with a dot per point of strength. */
const gauss: Glyph = (feature, place) => {
  const r = place.radius;
  const from = towardsEdge(apothem(r) * 0.35, place.index);
  const to = towardsEdge(apothem(r) * 0.95, place.index);
  const marks = alongEdge(place.index, markCount(feature), r * 0.12, apothem(r) * 0.8)
    .map((m) => `<circle class="gauss-mark" cx="${m.x}" cy="${m.y}" r="${round(r * 0.035)}"/>`)
    .join('');
  return `<line class="gauss" x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}"/>${marks}${strengthLabel(feature, place, apothem(r) * 0.25)}`;
};

/** Armor: a thick bar along the edge. */
const armor: Glyph = (_feature, place) => {
  const [a, b] = edgeEnds(place.radius * 0.9, place.index);
  return `<line class="armor" x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}"/>`;
};

/** Net: a small mesh (a circle crossed both ways) near the edge. */
const net: Glyph = (_feature, place) => {
  const r = place.radius;
  const c = towardsEdge(apothem(r) * 0.72, place.index);
  const s = round(r * 0.12);
  return `<g class="net"><circle cx="${c.x}" cy="${c.y}" r="${s}"/><line x1="${round(c.x - s)}" y1="${c.y}" x2="${round(c.x + s)}" y2="${c.y}"/><line x1="${c.x}" y1="${round(c.y - s)}" x2="${c.x}" y2="${round(c.y + s)}"/></g>`;
};

/** Link: a hollow ring on the edge, where a module's influence passes. */
const link: Glyph = (_feature, place) => {
  const c = towardsEdge(apothem(place.radius) * 0.84, place.index);
  return `<circle class="link" cx="${c.x}" cy="${c.y}" r="${round(place.radius * 0.07)}"/>`;
};

/** Thrower: a diamond at the tip, the strength written under it when above 1. */
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
  const n = strengthOf(feature);
  const label = n > 1 ? `<text class="strength" x="${c.x}" y="${round(c.y + s * 2.2)}">${n}</text>` : '';
  return `<polygon class="thrower" points="${diamond}"/>${label}`;
};

/** The drawn feature kinds, by the id content gives them in `feature:`. */
export const GLYPHS: Readonly<Record<string, Glyph>> = { melee, ranged, gauss, armor, net, link, thrower };

/** Fallback for a feature kind with no glyph yet: its name near the edge or tip. */
export const namedGlyph: Glyph = (feature, place) => {
  const r = place.radius;
  const c = place.at === 'edge' ? towardsEdge(apothem(r) * 0.72, place.index) : towardsTip(r * 0.7, place.index);
  return `<text class="unknown-feature" x="${c.x}" y="${c.y}">${escapeXml(String(feature.feature ?? '?'))}</text>`;
};

/** The glyphs' style, inked in the tile's `color`; scoped to tile pictures, since inline SVG styles apply page-wide. */
export const GLYPH_STYLE = [
  '.nh-tile .melee,.nh-tile .ranged-head,.nh-tile .thrower,.nh-tile .gauss-mark{fill:currentColor}',
  '.nh-tile .ranged{stroke:currentColor;stroke-width:2}',
  '.nh-tile .gauss{stroke:currentColor;stroke-width:4}',
  '.nh-tile .armor{stroke:currentColor;stroke-width:6;stroke-linecap:round}',
  '.nh-tile .net{fill:none;stroke:currentColor;stroke-width:2}',
  '.nh-tile .link{fill:none;stroke:currentColor;stroke-width:2.5}',
  '.nh-tile .unknown-feature{font-size:6px}',
].join('');

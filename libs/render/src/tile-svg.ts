/** One tile as an SVG picture: the hex, its kind's colour, name, initiative, toughness and edge/tip features. */
import { EDGE_NAMES, TIP_NAMES, corners, pointList, round } from './hex-face.js';
import { GLYPHS, escapeXml, namedGlyph, type GlyphPlace } from './feature-glyphs.js';
import type { TileFace, TileFeature } from './tile-face.js';

/** How to draw a tile. */
export interface TileSvgOptions {
  /** Circumradius in user units (the SVG's viewBox is 2.2 x this wide). Default 50. */
  radius?: number;
  /** Width and height attributes, e.g. '40mm' for print; default: none (the SVG scales to its box). */
  width?: string;
  height?: string;
  /** Extra class names on the root element. */
  className?: string;
}

/** Fill colours by tile kind; an unknown kind is drawn grey. */
export const KIND_COLOURS: Readonly<Record<string, string>> = {
  hq: '#c9a227',
  unit: '#d9d4c7',
  module: '#9db7c9',
  instant: '#c99d9d',
};

const STYLE = [
  '.armory-tile .face{stroke:#222;stroke-width:1.5}',
  '.armory-tile .melee{fill:#b01e1e}',
  '.armory-tile .ranged{fill:#1e4fb0;stroke:#1e4fb0;stroke-width:2}',
  '.armory-tile .gauss{stroke:#6a1eb0;stroke-width:4}',
  '.armory-tile .gauss-mark{fill:#6a1eb0}',
  '.armory-tile .armor{stroke:#444;stroke-width:6;stroke-linecap:round}',
  '.armory-tile .net g,.armory-tile .net{fill:none;stroke:#0a7a3a;stroke-width:2}',
  '.armory-tile .link{fill:#fff;stroke:#1f5f8b;stroke-width:2}',
  '.armory-tile .thrower{fill:#d46b08}',
  '.armory-tile .assumed{opacity:.55}',
  '.armory-tile text{font-family:sans-serif;text-anchor:middle;dominant-baseline:middle;fill:#111}',
  '.armory-tile .name{font-size:9px;font-weight:bold}',
  '.armory-tile .initiative{font-size:11px;font-weight:bold}',
  '.armory-tile .toughness{font-size:8px}',
  '.armory-tile .strength{font-size:7px}',
  '.armory-tile .unknown-feature{font-size:6px;fill:#900}',
].join('');

function featureAt(feature: TileFeature | undefined, at: GlyphPlace['at'], index: number, radius: number): string {
  if (!feature || typeof feature !== 'object') return '';
  const glyph = GLYPHS[feature.feature] ?? namedGlyph;
  const body = glyph(feature, { at, index, radius });
  const name = at === 'edge' ? EDGE_NAMES[index] : TIP_NAMES[index];
  const cls = feature.assumed ? 'feature assumed' : 'feature';
  return `<g class="${cls}" data-${at}="${name}">${body}</g>`;
}

function initiativeText(initiative: TileFace['initiative']): string {
  if (typeof initiative === 'number') return String(initiative);
  if (Array.isArray(initiative)) return initiative.filter((n) => typeof n === 'number').join(' ');
  return '';
}

/** Splits a name into at most two lines of about `width` characters. */
function nameLines(name: string, width: number): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 2 ? [lines[0]!, lines.slice(1).join(' ')] : lines;
}

/**
 * Draws a tile as a standalone SVG string. Tolerates half-typed tiles (the editor draws while you type).
 * @example tileSvg({ name: 'Wolf', kind: 'unit', initiative: [3], edges: { N: { feature: 'melee' } } })
 */
export function tileSvg(tile: TileFace, options: TileSvgOptions = {}): string {
  const r = options.radius ?? 50;
  const half = round(r * 1.1);
  const size = [options.width ? ` width="${options.width}"` : '', options.height ? ` height="${options.height}"` : ''].join('');
  const fill = KIND_COLOURS[tile.kind ?? ''] ?? '#cccccc';
  const edges = EDGE_NAMES.map((name, i) => featureAt(tile.edges?.[name], 'edge', i, r)).join('');
  const tips = TIP_NAMES.map((name, i) => featureAt(tile.tips?.[name], 'tip', i, r)).join('');
  const lines = nameLines(String(tile.name ?? tile.id ?? ''), 12);
  const name = lines
    .map((line, i) => `<text class="name" x="0" y="${round(-r * 0.22 + (i - (lines.length - 1) / 2) * 10)}">${escapeXml(line)}</text>`)
    .join('');
  const init = initiativeText(tile.initiative);
  const initiative = init ? `<text class="initiative" x="0" y="${round(r * 0.12)}">${escapeXml(init)}</text>` : '';
  const toughness =
    typeof tile.toughness === 'number' && tile.toughness > 1
      ? `<text class="toughness" x="0" y="${round(r * 0.38)}">♥${tile.toughness}</text>`
      : '';
  const cls = ['armory-tile', options.className].filter(Boolean).join(' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="${cls}" viewBox="${-half} ${-half} ${half * 2} ${half * 2}"${size} role="img" aria-label="${escapeXml(String(tile.name ?? tile.id ?? 'tile'))}">` +
    `<style>${STYLE}</style>` +
    `<polygon class="face" fill="${fill}" points="${pointList(corners(r))}"/>` +
    edges +
    tips +
    name +
    initiative +
    toughness +
    `</svg>`
  );
}

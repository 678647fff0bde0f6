/**
 * A Neuroshima Hex tile as a picture: the hex in its army's colour, its name, initiative and toughness, the
 * features on its edges and tips, and for an instant tile the symbol of what it does.
 */
import { EDGE_NAMES, TIP_NAMES, corners, escapeXml, inkOn, nameLines, pointList, round, svgPicture } from '@armory/render';
import { GLYPHS, GLYPH_STYLE, namedGlyph, type GlyphPlace } from './feature-glyphs.js';
import { instantSymbolFor } from './instant-symbols.js';
import { abilityIds, armyColour, type ArmyFace, type FeatureFace, type TileFace } from './tile-face.js';

/** How to draw a tile. */
export interface TilePictureOptions {
  /** Circumradius in user units (the viewBox is 2.2 x this wide). Default 50. */
  radius?: number;
  /** Width and height attributes for screens, e.g. '4rem'; the print sheet sets its own. */
  width?: string;
  height?: string;
}

/** The face of a tile of an army with no colour yet: a neutral card colour, so the picture still reads. */
const NO_ARMY_COLOUR = '#d9d4c7';

/** How far modules and instants lighten the army colour (0 none, 1 white), to stand apart from HQ and units. */
const LIGHTER_KINDS: Readonly<Record<string, number>> = { module: 0.45, instant: 0.6 };

const STYLE = [
  GLYPH_STYLE,
  '.nh-tile .face{stroke:#222;stroke-width:1.5}',
  '.nh-tile .hq-ring{fill:none;stroke:currentColor;stroke-width:2.5}',
  '.nh-tile .symbol{fill:currentColor}',
  '.nh-tile .assumed{opacity:.45}',
  '.nh-tile text{font-family:sans-serif;text-anchor:middle;dominant-baseline:middle;fill:currentColor}',
  '.nh-tile .name{font-size:9px;font-weight:bold}',
  '.nh-tile .initiative{font-size:11px;font-weight:bold}',
  '.nh-tile .toughness{font-size:8px}',
  '.nh-tile .strength{font-size:7px;font-weight:bold}',
].join('');

/** Mixes `colour` (#rrggbb) with white by `amount` (0..1). */
export function lighten(colour: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return (
    '#' +
    channels
      .map((c) =>
        Math.round(c + (255 - c) * amount)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** The face colour of a tile: its army's colour, lightened for modules and instants. */
export function faceColour(tile: TileFace, army: ArmyFace): string {
  const colour = armyColour(army) ?? NO_ARMY_COLOUR;
  const lighter = typeof tile.kind === 'string' ? LIGHTER_KINDS[tile.kind] : undefined;
  return lighter === undefined ? colour : lighten(colour, lighter);
}

function featureAt(feature: FeatureFace | undefined, at: GlyphPlace['at'], index: number, radius: number): string {
  if (!feature || typeof feature !== 'object') return '';
  const glyph = (typeof feature.feature === 'string' ? GLYPHS[feature.feature] : undefined) ?? namedGlyph;
  const body = glyph(feature, { at, index, radius });
  const name = at === 'edge' ? EDGE_NAMES[index] : TIP_NAMES[index];
  const cls = feature.assumed === true ? 'feature assumed' : 'feature';
  return `<g class="${cls}" data-${at}="${name}">${body}</g>`;
}

function initiativeText(initiative: unknown): string {
  if (typeof initiative === 'number') return String(initiative);
  if (Array.isArray(initiative)) return initiative.filter((n) => typeof n === 'number').join(' ');
  return '';
}

/**
 * Draws a tile as a standalone SVG string; `army` is the army file it belongs to (for its colour). Tolerates
 * half-typed tiles (the editor draws while you type).
 * @example tilePicture({ name: 'Wolf', kind: 'unit', initiative: [3], edges: { N: { feature: 'melee' } } }, { colour: '#8b1a1a' })
 */
export function tilePicture(tile: TileFace, army: ArmyFace = {}, options: TilePictureOptions = {}): string {
  const r = options.radius ?? 50;
  const half = round(r * 1.1);
  const fill = faceColour(tile, army);
  const instant = tile.kind === 'instant';
  const edges = EDGE_NAMES.map((name, i) => featureAt(tile.edges?.[name], 'edge', i, r)).join('');
  const tips = TIP_NAMES.map((name, i) => featureAt(tile.tips?.[name], 'tip', i, r)).join('');
  const label = String(tile.name ?? tile.id ?? '');
  // Two lines of 12 characters at the name's type size (9px); a longer name is drawn whole in smaller type.
  const { lines, scale } = nameLines(label, 12);
  const nameY = instant ? -r * 0.5 : -r * 0.22;
  const size = scale < 1 ? ` style="font-size:${round(9 * scale)}px"` : '';
  const name = lines
    .map(
      (line, i) =>
        `<text class="name" x="0" y="${round(nameY + (i - (lines.length - 1) / 2) * 10 * scale)}"${size}>${escapeXml(line)}</text>`,
    )
    .join('');
  const init = initiativeText(tile.initiative);
  const initiative = init ? `<text class="initiative" x="0" y="${round(r * 0.12)}">${escapeXml(init)}</text>` : '';
  const toughness =
    typeof tile.toughness === 'number' && tile.toughness > 1
      ? `<text class="toughness" x="0" y="${round(r * 0.38)}">♥${tile.toughness}</text>`
      : '';
  const hqRing = tile.kind === 'hq' ? `<polygon class="hq-ring" points="${pointList(corners(r * 0.8))}"/>` : '';
  const symbol = instant
    ? `<g class="instant-symbol" transform="translate(0 ${round(r * 0.15)})">${instantSymbolFor(abilityIds(tile))(r * 0.42)}</g>`
    : '';
  return svgPicture({
    viewBox: { x: -half, y: -half, width: half * 2, height: half * 2 },
    className: 'nh-tile',
    hexRadius: r,
    label: escapeXml(label || 'tile'),
    ...(options.width ? { width: options.width } : {}),
    ...(options.height ? { height: options.height } : {}),
    body:
      `<style>${STYLE}</style>` +
      `<g color="${inkOn(fill)}">` +
      `<polygon class="face" fill="${fill}" points="${pointList(corners(r))}"/>` +
      hqRing +
      edges +
      tips +
      symbol +
      name +
      initiative +
      toughness +
      `</g>`,
  });
}

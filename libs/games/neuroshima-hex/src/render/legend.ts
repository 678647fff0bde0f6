/**
 * The key to an army's tile sheet: each edge and tip feature its tiles carry, the mark of an assumed placement,
 * the symbol of each instant tile, and how the HQ, initiative and toughness are shown. Every icon is a small tile
 * picture, so the key cannot drift from the tiles it explains.
 */
import { A4_SHEET, escapeXml, round, svgPicture } from '@armory/render';
import { tilePicture } from './tile-picture.js';
import { INSTANT_SYMBOLS } from './instant-symbols.js';
import { abilityIds, asArmy, asTile, type ArmyFace, type TileFace } from './tile-face.js';

/** One line of the key: a small tile showing the thing, and what it means. */
export interface LegendEntry {
  icon: TileFace;
  /** The part of the icon tile to show (viewBox units of a tile of radius 50), when the thing is small: one edge or tip. */
  zoom?: 'N' | 'NE';
  text: string;
}

/** Close-ups of the tile picture, so a glyph on one edge or tip fills its icon. */
const ZOOMS: Readonly<Record<NonNullable<LegendEntry['zoom']>, string>> = { N: '-30 -50 60 45', NE: '5 -55 55 45' };

const COLUMNS = 2;
/** The key spans an A4 print sheet between its margins (one unit a millimetre). */
const WIDTH = A4_SHEET.pageWidth - 2 * A4_SHEET.margin;
const ROW = 14;
const ICON = 12;

function tilesOf(army: ArmyFace): TileFace[] {
  return Array.isArray(army.tiles) ? army.tiles.map(asTile) : [];
}

/** The entries of an army's key, in the order a reader meets them on a tile. */
export function legendEntries(army: ArmyFace): LegendEntry[] {
  const tiles = tilesOf(army);
  const entries: LegendEntry[] = [];
  const placed = tiles.flatMap((t) => [
    ...Object.values(t.edges ?? {}).map((f) => ({ at: 'edge' as const, f })),
    ...Object.values(t.tips ?? {}).map((f) => ({ at: 'tip' as const, f })),
  ]);
  const seen = new Set<string>();
  for (const { at, f } of placed) {
    if (!f || typeof f.feature !== 'string' || seen.has(f.feature)) continue;
    seen.add(f.feature);
    const icon: TileFace =
      at === 'edge' ? { kind: 'unit', edges: { N: { feature: f.feature } } } : { kind: 'unit', tips: { NE: { feature: f.feature } } };
    entries.push({ icon, zoom: at === 'edge' ? 'N' : 'NE', text: `${f.feature} (${at})` });
  }
  const strong = placed.find(({ f }) => typeof f?.strength === 'number' && f.strength > 1);
  if (strong?.f && typeof strong.f.feature === 'string') {
    const feature = { feature: strong.f.feature, strength: 2 };
    const icon: TileFace = strong.at === 'edge' ? { kind: 'unit', edges: { N: feature } } : { kind: 'unit', tips: { NE: feature } };
    entries.push({ icon, zoom: strong.at === 'edge' ? 'N' : 'NE', text: 'marks, or the number beside them: strength' });
  }
  if (placed.some(({ f }) => f?.assumed === true)) {
    entries.push({
      icon: { kind: 'unit', edges: { N: { feature: 'melee', assumed: true } } },
      zoom: 'N',
      text: 'faded: assumed placement',
    });
  }
  if (tiles.some((t) => t.kind === 'hq')) entries.push({ icon: { kind: 'hq' }, text: 'inner ring: the HQ' });
  if (tiles.some((t) => t.initiative !== undefined))
    entries.push({ icon: { kind: 'unit', initiative: [3] }, text: 'middle number: initiative' });
  if (tiles.some((t) => typeof t.toughness === 'number' && t.toughness > 1))
    entries.push({ icon: { kind: 'unit', toughness: 2 }, text: '♥: toughness' });
  const instants = new Set<string>();
  for (const t of tiles.filter((t) => t.kind === 'instant')) {
    const ability = abilityIds(t).find((a) => a in INSTANT_SYMBOLS) ?? '';
    if (instants.has(ability)) continue;
    instants.add(ability);
    entries.push({
      icon: { kind: 'instant', abilities: ability ? [{ ability }] : [] },
      text: ability ? `instant: ${String(t.name ?? ability)}` : 'instant (other effects)',
    });
  }
  return entries;
}

/**
 * Draws an army's key as a box picture as wide as an A4 print sheet between its margins (190 units, millimetres).
 * @example legendPicture(armyFile)
 */
export function legendPicture(value: unknown): string {
  const army = asArmy(value);
  const entries = legendEntries(army);
  const rows = Math.ceil(entries.length / COLUMNS);
  const height = 12 + rows * ROW;
  const title = `Key${typeof army.name === 'string' ? `: ${army.name}` : ''}`;
  const body = entries
    .map((e, i) => {
      const x = (i % COLUMNS) * (WIDTH / COLUMNS);
      const y = 12 + Math.floor(i / COLUMNS) * ROW;
      let icon = tilePicture(e.icon, army).replace(/^<svg /, `<svg x="${x}" y="${y}" width="${ICON}" height="${ICON}" `);
      if (e.zoom) icon = icon.replace(/ viewBox="[^"]*"/, ` viewBox="${ZOOMS[e.zoom]}"`);
      return `${icon}<text class="legend-text" x="${round(x + ICON + 3)}" y="${round(y + ICON / 2)}">${escapeXml(e.text)}</text>`;
    })
    .join('');
  return svgPicture({
    viewBox: { x: 0, y: 0, width: WIDTH, height },
    className: 'nh-legend',
    label: escapeXml(title),
    body:
      `<style>.nh-legend .legend-text{font:4px sans-serif;dominant-baseline:middle;fill:#111}.nh-legend .legend-title{font:bold 5px sans-serif;fill:#111}</style>` +
      `<text class="legend-title" x="0" y="6">${escapeXml(title)}</text>${body}`,
  });
}

/**
 * A card face: the hound or hero frame, the name, the power, a hero's treat cost in the upper-left corner (as the
 * rule book places it), and the ability text from the effect catalog. Drawn at the card set's size, one viewBox
 * unit per millimetre.
 */
import type { Ability, CardSize, EffectCatalog } from '@armory/content-hounds';
import { escapeXml, nameLines, svgPicture, wrapWords } from '@armory/render';
import { abilityText, type TextLookup } from './ability-text.js';

export interface FaceCard {
  id: string;
  name: string;
  power: number;
  cost?: number;
  abilities: Ability[];
}

/** The frame colours: hounds earthy, heroes gold. */
const FRAMES = { hound: { fill: '#f3ead8', edge: '#6b4f2a' }, hero: { fill: '#fff4c7', edge: '#a67c00' } } as const;

/**
 * The card's name on one line of about 18 characters at its type size (5.8 units); a longer name is drawn whole in
 * smaller type, on two lines when that reads larger, in the same room.
 */
function nameText(name: string, w: number, u: number): string {
  const { lines, scale } = nameLines(name, 18, 1);
  const size = 5.8 * u * scale;
  const top = 24 * u - (lines.length - 1) * size;
  const spans =
    lines.length <= 1
      ? escapeXml(lines[0] ?? '')
      : lines.map((line, i) => `<tspan x="${w / 2}" y="${top + i * size * 1.1}">${escapeXml(line)}</tspan>`).join('');
  return `<text x="${w / 2}" y="${24 * u}" font-size="${size}" font-weight="bold" text-anchor="middle" data-role="name">${spans}</text>`;
}

/** `set` is the card set's id: a card name's translation key is `<set>.<card>.name`. */
export function cardFace(
  card: FaceCard,
  kind: 'hound' | 'hero',
  set: { id: string; size: CardSize },
  catalog: EffectCatalog | undefined,
  text?: TextLookup,
): string {
  const size = set.size;
  const { width: w, height: h } = size;
  const frame = FRAMES[kind];
  const name = text ? text(`${set.id}.${card.id}.name`, card.name) : card.name;
  const u = w / 63; // type sizes scale with the card; 63 mm is the width they were set for
  const ability = abilityText(card.abilities, catalog, text);
  const lines = wrapWords(ability, Math.round((30 * (w / 63)) / u))
    .map(
      (line, i) => `<text x="${w / 2}" y="${h * 0.62 + i * 5 * u}" font-size="${3.8 * u}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const cost =
    kind === 'hero' && card.cost !== undefined
      ? `<circle cx="${8 * u}" cy="${8 * u}" r="${5.5 * u}" fill="#ffffff" stroke="${frame.edge}"/><text x="${8 * u}" y="${10 * u}" font-size="${5.5 * u}" font-weight="bold" text-anchor="middle" data-role="cost">${card.cost}</text>`
      : '';
  const body =
    `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="${4 * u}" fill="${frame.fill}" stroke="${frame.edge}" stroke-width="${1.2 * u}"/>` +
    cost +
    `<circle cx="${w - 8 * u}" cy="${8 * u}" r="${5.5 * u}" fill="${frame.edge}"/><text x="${w - 8 * u}" y="${10 * u}" font-size="${5.5 * u}" font-weight="bold" fill="#ffffff" text-anchor="middle" data-role="power">${card.power}</text>` +
    nameText(name, w, u) +
    `<text x="${w / 2}" y="${31 * u}" font-size="${3.6 * u}" text-anchor="middle" fill="${frame.edge}" data-role="kind">${kind === 'hero' ? 'HERO' : 'HOUND'}</text>` +
    `<line x1="${6 * u}" y1="${h * 0.55}" x2="${w - 6 * u}" y2="${h * 0.55}" stroke="${frame.edge}" stroke-width="${0.4 * u}"/>` +
    lines;
  return svgPicture({
    viewBox: { x: 0, y: 0, width: w, height: h },
    // The card set's size is in millimetres: stated, so a print sheet prints the card at it.
    width: `${w}mm`,
    height: `${h}mm`,
    body,
    label: `${name}, ${kind}, power ${card.power}${kind === 'hero' ? `, cost ${card.cost}` : ''}: ${ability}`,
  });
}

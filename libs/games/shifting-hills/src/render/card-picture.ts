/**
 * A Tile Bonus card as a card: its name, its text and the effect it carries out with its parameters. Drawn at the
 * deck's printed size, one viewBox unit per millimetre, and stating that size so a print sheet prints it at it.
 */
import type { BonusCard, CardSize } from '@armory/content-shifting-hills';
import { escapeXml, nameLines, svgPicture, wrapWords } from '@armory/render';

/** The picture of one bonus card, `size` being its deck's (a deck being typed may not have one yet). */
export function cardPicture(card: BonusCard, size: CardSize | undefined): string {
  const w = size?.width;
  const h = size?.height;
  if (!(typeof w === 'number' && w > 0 && typeof h === 'number' && h > 0))
    throw new Error("a bonus card is drawn at its deck's size: give the deck a size, its width and height in mm");
  const u = w / 63; // type sizes scale with the card; 63 mm is the width they were set for
  const { effect, ...params } = card.effect;
  const detail = Object.entries(params)
    .map(
      ([k, v]) =>
        `${k}: ${
          typeof v === 'object'
            ? Object.entries(v as Record<string, unknown>)
                .map(([a, b]) => `${a} ${String(b)}`)
                .join(', ')
            : String(v)
        }`,
    )
    .join('; ');
  // Top down: the star, the name (two lines at most), the wording; the effect sits at the foot, growing upwards.
  // Two lines of 16 characters; a longer name is drawn whole in smaller type, its first line's top where it was.
  const { lines, scale } = nameLines(card.name, 16);
  const name = lines.map((line, i) => ({ line, y: (21 - 5.5 * (1 - scale) + i * 7 * scale) * u }));
  const textTop = (31 + Math.max(name.length * scale - 1, 0) * 7) * u;
  const text = wrapWords(card.text, 20)
    .map((line, i) => `<text x="${w / 2}" y="${textTop + i * 6 * u}" font-size="${4.5 * u}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  const footLines = wrapWords(`${effect} (${detail})`, 26);
  const foot = footLines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${h - (6 + (footLines.length - 1 - i) * 5) * u}" font-size="${3.8 * u}" text-anchor="middle" fill="#555555">${escapeXml(line)}</text>`,
    )
    .join('');
  const title = name
    .map(
      ({ line, y }) =>
        `<text x="${w / 2}" y="${y}" font-size="${5.5 * u * scale}" font-weight="bold" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="${4 * u}" fill="#fffdf5" stroke="#333333"/>` +
    `<text x="${w / 2}" y="${11 * u}" font-size="${9 * u}" text-anchor="middle" aria-label="star">&#9733;</text>${title}${text}${foot}`;
  return svgPicture({
    viewBox: { x: 0, y: 0, width: w, height: h },
    // The deck's size is in millimetres: stated, so a print sheet prints the card at it.
    width: `${w}mm`,
    height: `${h}mm`,
    body,
    label: escapeXml(`${card.name}: ${card.text}`),
  });
}

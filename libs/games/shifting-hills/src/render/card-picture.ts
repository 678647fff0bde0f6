/** A Tile Bonus card as a card: its name, its text and the effect it carries out with its parameters. */
import type { BonusCard } from '@armory/content-shifting-hills';
import { escapeXml, nameLines, svgPicture, wrapWords } from '@armory/render';

const WIDTH = 63;
const HEIGHT = 88;

/** The picture of one bonus card. */
export function cardPicture(card: BonusCard): string {
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
  const name = nameLines(card.name, 16).map((line, i) => ({ line, y: 21 + i * 7 }));
  const textTop = 31 + Math.max(name.length - 1, 0) * 7;
  const text = wrapWords(card.text, 20)
    .map((line, i) => `<text x="${WIDTH / 2}" y="${textTop + i * 6}" font-size="4.5" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  const footLines = wrapWords(`${effect} (${detail})`, 26);
  const foot = footLines
    .map(
      (line, i) =>
        `<text x="${WIDTH / 2}" y="${HEIGHT - 6 - (footLines.length - 1 - i) * 5}" font-size="3.8" text-anchor="middle" fill="#555555">${escapeXml(line)}</text>`,
    )
    .join('');
  const title = name
    .map(
      ({ line, y }) => `<text x="${WIDTH / 2}" y="${y}" font-size="5.5" font-weight="bold" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    `<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" rx="4" fill="#fffdf5" stroke="#333333"/>` +
    `<text x="${WIDTH / 2}" y="11" font-size="9" text-anchor="middle" aria-label="star">&#9733;</text>${title}${text}${foot}`;
  return svgPicture({ viewBox: { x: 0, y: 0, width: WIDTH, height: HEIGHT }, body, label: escapeXml(`${card.name}: ${card.text}`) });
}

/** A Tile Bonus card as a card: its name, its text and the effect it carries out with its parameters. */
import type { BonusCard } from '@armory/content-shifting-hills';
import { escapeXml, svgPicture } from '@armory/render';

const WIDTH = 63;
const HEIGHT = 88;

/** Words wrapped into lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

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
  const text = wrap(card.text, 26)
    .map((line, i) => `<text x="${WIDTH / 2}" y="${30 + i * 6}" font-size="4.5" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  const foot = wrap(`${effect} (${detail})`, 30)
    .map(
      (line, i) => `<text x="${WIDTH / 2}" y="${74 + i * 5}" font-size="3.8" text-anchor="middle" fill="#555555">${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    `<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" rx="4" fill="#fffdf5" stroke="#333333"/>` +
    `<text x="${WIDTH / 2}" y="9" font-size="9" text-anchor="middle" aria-label="star">&#9733;</text>` +
    `<text x="${WIDTH / 2}" y="20" font-size="6.5" font-weight="bold" text-anchor="middle">${escapeXml(card.name)}</text>${text}${foot}`;
  return svgPicture({ viewBox: { x: 0, y: 0, width: WIDTH, height: HEIGHT }, body, label: escapeXml(`${card.name}: ${card.text}`) });
}

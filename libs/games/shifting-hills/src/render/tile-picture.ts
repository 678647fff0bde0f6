/**
 * A land tile or the HQ as a hex tile: its colour from the content, its name, the battle effect (ATK, DEF) and
 * what entering it does (impedes / forbids, for which unit types, on whose HQ); a star when copies carry one.
 */
import type { Tile } from '@armory/content-shifting-hills';
import { corners, escapeXml, inkOn, nameLines, pointList, round, svgPicture, wrapWords } from '@armory/render';

const R = 50;

function effectLines(tile: Tile): string[] {
  const lines: string[] = [];
  const battle = [tile.battle.atk ? `+${tile.battle.atk} ATK` : '', tile.battle.def ? `+${tile.battle.def} DEF` : '']
    .filter(Boolean)
    .join(' ');
  lines.push(battle || 'no battle effect');
  for (const e of tile.entering) {
    const who = e.units ? e.units.join(', ') : 'any squad';
    const where = e.whose === 'enemy' ? ' (enemy HQ)' : e.whose === 'own' ? ' (own HQ)' : '';
    lines.push(`${e.effect === 'forbids' ? 'no entry' : 'impedes'}: ${who}${where}`);
  }
  return lines;
}

/**
 * The picture of one tile: for the editor, all its copies at once (the star says how many carry it, "2 of 15");
 * with `copy`, that printed copy alone, starred when it is among the first `stars` copies.
 */
export function tilePicture(tile: Tile, copy?: { number: number }): string {
  // The value as edited may hold a colour half typed: only a whole #rrggbb goes into the picture's markup.
  const fill = tile.colour && /^#[0-9a-fA-F]{6}$/.test(tile.colour) ? tile.colour : '#dddddd';
  const ink = inkOn(fill);
  // Top down, narrowing with the hex: the star and how many copies carry it, the name, then the effects.
  // Two lines of 13 characters at 9 units; a longer name is drawn whole in smaller type in the same room.
  const { lines, scale } = nameLines(tile.name, 13);
  const name = lines
    .map(
      (line, i) =>
        `<text x="0" y="${round(-13 + (i + 0.5) * 10 * scale - 5)}" font-size="${round(9 * scale)}" font-weight="bold" text-anchor="middle" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  const effects = effectLines(tile)
    .flatMap((line) => wrapWords(line, 18))
    .map((line, i) => `<text x="0" y="${round(10 + i * 7.5)}" font-size="6" text-anchor="middle" fill="${ink}">${escapeXml(line)}</text>`)
    .join('');
  const starMark = (x: number) =>
    `<text x="${x}" y="-27" font-size="9" text-anchor="middle" fill="${ink}" aria-label="star">&#9733;</text>`;
  const star = copy
    ? copy.number <= tile.stars
      ? starMark(0)
      : ''
    : tile.stars > 0
      ? `${starMark(-9)}<text x="-3" y="-28" font-size="6" fill="${ink}">${escapeXml(`${tile.stars} of ${tile.count}`)}</text>`
      : '';
  const body = `<polygon points="${pointList(corners(R))}" fill="${fill}" stroke="#333333" stroke-width="1.5"/>${name}${effects}${star}`;
  return svgPicture({
    viewBox: { x: -R, y: -R, width: 2 * R, height: 2 * R },
    body,
    label: escapeXml(`${tile.name}: ${effectLines(tile).join('; ')}`),
    hexRadius: R,
  });
}

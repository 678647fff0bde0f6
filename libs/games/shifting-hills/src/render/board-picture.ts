/**
 * The board as the rules file describes it: the columns of flat-top hexes, each named (`d2`), the HQs marked with
 * their player, the other hexes the land tiles' face-down backs; an HQ placed off the board is named under it.
 */
import type { Rules } from '@armory/content-shifting-hills';
import { Board } from '@armory/engine';
import { corners, escapeXml, pointList, round, svgPicture } from '@armory/render';
import { hexNames } from '../hex-names.js';

const R = 20;
/**
 * A board of more hexes than this is not drawn hex by hex: a typo such as a column of 999999 would hold the
 * editor's page for seconds at each keystroke. The picture says how many hexes the columns make instead.
 */
export const MOST_HEXES_DRAWN = 5000;

/** The picture of the board of a rules file. */
export function boardPicture(rules: Rules): string {
  const total = rules.board.columns.reduce((sum, n) => sum + n, 0);
  if (!(total <= MOST_HEXES_DRAWN)) {
    const line = `the columns make ${total} hexes: too many to draw (at most ${MOST_HEXES_DRAWN})`;
    return svgPicture({
      viewBox: { x: 0, y: 0, width: 240, height: 20 },
      body: `<text x="4" y="12" font-size="8" fill="#b00020">${escapeXml(line)}</text>`,
      label: escapeXml(`the board: ${line}`),
    });
  }
  const board = new Board({ kind: 'columns', counts: rules.board.columns });
  const names = hexNames(rules.board.columns);
  const hex = pointList(corners(R));
  const hqs = new Map(rules.headquarters.map((hq) => [hq.hex, hq.seat]));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const cells = board.hexes.map((h, i) => {
    const x = round(1.5 * R * h.q);
    const y = round(Math.sqrt(3) * R * (h.r + h.q / 2));
    minX = Math.min(minX, x - R);
    maxX = Math.max(maxX, x + R);
    minY = Math.min(minY, y - R);
    maxY = Math.max(maxY, y + R);
    const seat = hqs.get(names[i]!);
    const fill = seat === undefined ? '#b9a88c' : '#f2f2f2';
    const label =
      seat === undefined ? '' : `<text y="2" font-size="7" font-weight="bold" text-anchor="middle">HQ ${escapeXml(String(seat))}</text>`;
    return `<g transform="translate(${x} ${y})"><polygon points="${hex}" fill="${fill}" stroke="#333333"/>${label}<text y="${seat === undefined ? 3 : 11}" font-size="6" text-anchor="middle" fill="#333333">${escapeXml(names[i]!)}</text></g>`;
  });
  // An HQ on a hex the columns do not have passes the content checks but stops the game loading: say so here.
  const onBoard = new Set(names);
  const lost = rules.headquarters.filter((hq) => !onBoard.has(hq.hex)).map((hq) => `HQ ${hq.seat}: ${hq.hex} is not a hex of this board`);
  const notes = lost
    .map((line, i) => `<text x="${round(minX)}" y="${round(maxY + 8 + i * 8)}" font-size="6" fill="#b00020">${escapeXml(line)}</text>`)
    .join('');
  const height = maxY - minY + 4 + lost.length * 8;
  const viewBox = { x: round(minX - 2), y: round(minY - 2), width: round(maxX - minX + 4), height: round(height) };
  return svgPicture({
    viewBox,
    body: cells.join('') + notes,
    label: escapeXml([`the board: ${board.size} hexes in columns of ${rules.board.columns.join(', ')}`, ...lost].join('; ')),
  });
}

/**
 * A battle position as an SVG picture (for `armory hott battle --picture` and failing scenarios): the table and
 * its terrain as the battlefield preview draws them, its squares numbered along the edges, each element on the
 * table a square in its side's colour with its troop type's short label over its id and a bar along its front
 * edge, the general marked, the stronghold (in the
 * attacker's colour once captured). Destroyed and fled elements are not drawn. Every element's group carries its
 * id, side, troop type, square, facing and status as data- attributes, so a test or a tool can read the position
 * back from the picture.
 */
import { escapeXml, inkOn, round } from '@armory/render';
import {
  SIDE_COLOURS,
  area,
  frameOf,
  strongholdSvg,
  swatch,
  tablePicture,
  type Frame,
  type LegendEntry,
  type Piece,
} from '../battlefield-picture.js';
import type { BattleContext } from './context.js';
import { isStronghold, resultWords, SIDE_WORDS, type BattleElement, type BattleState } from './state.js';
import { onTable, type Direction, type Table } from './table.js';

const FRONT_MARK = '#ffd23f';
// Drawing units: an element stands this far inside its square's edges; its front bar is this thick.
const INSET = 2;
const FRONT_BAR = 3;
/** An element's label and id: the larger the better to read, as long as two lines fit inside a square. */
const LABEL_SIZE = 8;
/**
 * Text sizes along the table's longer side: `armory hott battle`'s page shows the picture at least 60rem wide
 * (commands/battle-page.ts), so its words can be smaller beside the table than the editor's (picture-text.ts) and
 * the squares larger; 44 gives text about 14 px high there.
 */
const PAGE_TEXT_SIZES_ALONG_TABLE = 44;
/** How far off an element's centre its general's mark sits, as a share of its width and height. */
const GENERAL_OFFSET = 0.36;

/** The terrain of a laid-out table as rectangles: runs of one kind along each row, stacked while they line up. */
export function piecesOf(table: Table): Piece[] {
  const pieces: Piece[] = [];
  let reaching = new Map<string, Piece>(); // rectangles that reach the row below, by `kind x0 x1`
  for (let y = 0; y < table.depth; y++) {
    const next = new Map<string, Piece>();
    for (let x = 0; x < table.width;) {
      const kind = table.terrain[y * table.width + x];
      let end = x + 1;
      while (end < table.width && table.terrain[y * table.width + end] === kind) end++;
      if (kind) {
        const key = `${kind} ${x} ${end}`;
        const piece = reaching.get(key) ?? { kind, x, y, width: end - x, depth: 0 };
        if (piece.depth === 0) pieces.push(piece);
        piece.depth++;
        next.set(key, piece);
      }
      x = end;
    }
    reaching = next;
  }
  return pieces.map((p) => ({
    kind: p.kind,
    x: p.x * table.squarePaces,
    y: p.y * table.squarePaces,
    width: p.width * table.squarePaces,
    depth: p.depth * table.squarePaces,
  }));
}

/** A troop type's short label: a one-word name's first three letters (Kni), a longer name's initials (AH). */
export function shortLabel(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  return words.length > 1 ? words.map((w) => w[0]!.toUpperCase()).join('') : (words[0] ?? '?').slice(0, 3);
}

/** The two ends of an element's front edge, in drawing units, for a rectangle `r` facing `facing`. */
function frontEdge(r: ReturnType<typeof area>, facing: Direction): [number, number, number, number] {
  const [left, right, top, bottom] = [r.x, r.x + r.width, r.y, r.y + r.height];
  // North is up in the picture.
  if (facing === 'north') return [left, top, right, top];
  if (facing === 'south') return [left, bottom, right, bottom];
  if (facing === 'east') return [right, top, right, bottom];
  return [left, top, left, bottom];
}

function elementSvg(context: BattleContext, frame: Frame, table: Table, e: BattleElement): string {
  const type = context.types.get(e.type);
  const name = type?.name ?? e.type;
  const sideWord = SIDE_WORDS[e.side];
  const where = `data-square="${e.square.x},${e.square.y}"`;
  const common = `data-element="${e.id}" data-side="${sideWord}" data-type="${escapeXml(e.type)}" ${where} data-status="${e.status}"`;
  const title = `<title>${escapeXml(`${name}, the ${sideWord}'s element ${e.id}, on ${e.square.x},${e.square.y}${isStronghold(e) ? '' : ` facing ${e.facing}`}${e.status === 'in-play' ? '' : ` (${e.status})`}`)}</title>`;
  const paces = table.squarePaces;
  if (isStronghold(e)) {
    const fill = e.status === 'captured' ? SIDE_COLOURS.attacker : SIDE_COLOURS[sideWord];
    return strongholdSvg(frame, e.square.x * paces, e.square.y * paces, paces, fill, common, title);
  }
  const square = area(frame, e.square.x * paces, e.square.y * paces, paces, paces);
  const r = { x: square.x + INSET, y: square.y + INSET, width: square.width - 2 * INSET, height: square.height - 2 * INSET };
  const fill = SIDE_COLOURS[sideWord];
  // An ensorcelled element still holds its square, faded and outlined until it is brought back.
  const look = e.status === 'ensorcelled' ? ' fill-opacity="0.45" stroke-dasharray="2 1.5"' : '';
  const [x1, y1, x2, y2] = frontEdge(r, e.facing);
  const cx = round(r.x + r.width / 2);
  const cy = round(r.y + r.height / 2);
  const ink = inkOn(fill);
  const rearUp = e.facing === 'south';
  const parts = [
    `<rect x="${r.x}" y="${r.y}" width="${round(r.width)}" height="${round(r.height)}" fill="${fill}" stroke="#111111" stroke-width="0.75"${look}/>`,
    `<line data-front="${e.facing}" x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${FRONT_MARK}" stroke-width="${FRONT_BAR}"/>`,
    // The label and the id the page's words name it by ("Knights 3") on two lines, as one would not fit a square;
    // the id takes the line towards the rear (the top when it faces south), where the general's mark goes beside it.
    `<text x="${cx}" y="${round(cy + (rearUp ? LABEL_SIZE : -0.5))}" font-size="${LABEL_SIZE}" text-anchor="middle" fill="${ink}">${escapeXml(shortLabel(name))}</text>`,
    `<text data-id-label="${e.id}" x="${cx}" y="${round(cy + (rearUp ? -0.5 : LABEL_SIZE))}" font-size="${LABEL_SIZE}" text-anchor="middle" fill="${ink}">${e.id}</text>`,
  ];
  if (e.general) {
    // The general's mark sits in a corner on the id's line at the rear, clear of the label, the id and the front bar.
    const [bx, by] = { north: [-1, 1], south: [1, -1], east: [-1, 1], west: [1, 1] }[e.facing];
    const gx = round(cx + bx! * r.width * GENERAL_OFFSET);
    const gy = round(cy + by! * r.height * GENERAL_OFFSET);
    parts.push(`<circle data-general-mark="true" cx="${gx}" cy="${gy}" r="2" fill="${FRONT_MARK}" stroke="#111111" stroke-width="0.5"/>`);
  }
  return `<g ${common} data-facing="${e.facing}"${e.general ? ' data-general="true"' : ''}>${title}${parts.join('')}</g>`;
}

function captionOf(context: BattleContext, state: BattleState): string {
  if (state.result) return `bound ${state.bound}: ${resultWords(state.result)}`;
  const phase = context.content.rules.turn.find((p) => p.id === state.phase)?.name ?? state.phase;
  return `bound ${state.bound}: the ${SIDE_WORDS[state.side]}'s ${phase.toLowerCase()}, ${state.pips} ${state.pips === 1 ? 'PIP' : 'PIPs'} left`;
}

/**
 * The picture of a battle position, captioned with the moment it shows: by default the bound, side, phase and
 * PIPs left; `caption` names it otherwise (the battle page shows the table as a bound ends).
 */
export function battlePicture(context: BattleContext, state: BattleState, caption = captionOf(context, state)): string {
  const { table } = state;
  const frame = frameOf(table.width * table.squarePaces, table.depth * table.squarePaces, table.squarePaces);
  const shown = state.elements.filter((e) => e.status !== 'destroyed' && e.status !== 'fled');
  const notes = shown
    .filter((e) => !onTable(table, e.square))
    .map((e) => `element ${e.id} (${e.type}) stands off the table at ${e.square.x},${e.square.y}`);
  const standing = (side: 0 | 1) =>
    state.elements.filter((e) => e.side === side && !isStronghold(e) && (e.status === 'in-play' || e.status === 'ensorcelled')).length;
  const legend: LegendEntry[] = SIDE_WORDS.map((word, side) => {
    const army = context.content.armies[state.armies[side]!]?.name ?? state.armies[side];
    return {
      swatch: swatch(SIDE_COLOURS[word]),
      text: `the ${word} (seat ${side + 1}): ${army}, ${standing(side as 0 | 1)} of ${state.startedWith[side]} elements standing`,
    };
  });
  legend.push({
    swatch: `${swatch('#dddddd')}<line x1="0" y1="1" x2="12" y2="1" stroke="${FRONT_MARK}" stroke-width="${FRONT_BAR}"/>`,
    text: 'an element, its front edge marked',
  });
  legend.push({
    swatch: `<circle cx="6" cy="5" r="2.5" fill="${FRONT_MARK}" stroke="#111111" stroke-width="0.5"/>`,
    text: "the side's general",
  });
  legend.push({ swatch: swatch('none'), text: "squares numbered x across, y up, from the defender's left" });
  if (shown.some((e) => isStronghold(e)))
    legend.push({ swatch: swatch(SIDE_COLOURS.defender), text: "the defender's stronghold (the attacker's colour once captured)" });
  const battlefield = context.content.battlefields[table.battlefield]?.name ?? table.battlefield;
  return tablePicture({
    frame,
    pieces: piecesOf(table),
    kinds: context.content.rules.terrain,
    zones: context.content.rules.setUp.deployment,
    over: shown.map((e) => elementSvg(context, frame, table, e)).join(''),
    legend,
    notes,
    caption,
    label: `a HOTT battle on ${battlefield}, ${caption}`,
    coordinates: true,
    textSizesAlongTable: PAGE_TEXT_SIZES_ALONG_TABLE,
  });
}

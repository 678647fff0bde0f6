/**
 * A HOTT table drawn to scale, shared by the editor's battlefield preview and the picture of a battle position:
 * the ground, each terrain piece filled by what its kind is (water, road, woods, hill, bad going) and named, both deployment
 * zones shaded, a light grid of squares (seeds/hott.md D22), both edges named, and a legend. North (towards the
 * attacker's edge, y growing) is up, so the defender's edge is at the bottom.
 */
import { escapeXml, inkOn, round, svgPicture } from '@armory/render';
import type { Rules } from './content.js';
import { LINE_HEIGHT, linesIn, textLinesSvg, textSizeOf, widthOf } from './picture-text.js';

/** A terrain kind of rules.yaml `terrain`. */
export type TerrainKind = Rules['terrain'][number];
/** How far from its own edge each side deploys (rules.yaml `setUp.deployment`). */
export type Deployment = Pick<Rules['setUp']['deployment'], 'defenderWithin' | 'attackerWithin'>;

/** Drawing units a square takes when the grid is drawn: an element's short label fits in it. */
export const SQUARE_UNITS = 24;
/** Drawing units the longer side of a table takes when it is drawn without its squares. */
const TABLE_UNITS = 480;
/**
 * A table more squares across or deep than this is drawn fitted, without its grid: a typo such as a width of
 * 999999 paces would otherwise hold the editor's page at each keystroke.
 */
export const MOST_SQUARES_DRAWN = 200;

/** Each side's colour, its deployment zone's shade and its elements' fill. */
export const SIDE_COLOURS = { defender: '#2f5fa8', attacker: '#b03a2e' } as const;
const GROUND = '#f3f0e2';
const UNKNOWN_KIND = '#c8c8c8';
const NOTE_INK = '#b00020';

/** The band along each edge of the table that holds its squares' numbers, when they are drawn (drawing units, like the squares). */
const NUMBER_BAND = 12;
/**
 * Characters on a line of the legend, fewest and most: it stands beside the table, its lines as long as keep it no
 * taller than the table, so the picture fits a wide, low box.
 */
const LEGEND_CHARACTERS = { fewest: 30, most: 60 };

/** The fill of a terrain kind, by what it is rather than by its id, so a new kind gets a fitting colour. */
export function terrainFill(kind: TerrainKind | undefined): string {
  if (!kind) return UNKNOWN_KIND;
  if (kind.water) return '#6fa8dc';
  if (kind.road) return '#a8a398';
  if (kind.woods) return '#7aa95c';
  if (kind.hill) return '#cdb48a';
  if (kind.going === 'bad') return '#9fc6c2';
  return '#dedbc8';
}

/** What a terrain kind means for play, for the legend: "bad going, blocks view". */
function kindTraits(kind: TerrainKind): string {
  return [
    `${kind.going} going`,
    kind.water ? 'water (wade it; aerials fly over)' : '',
    kind.road ? 'road (the road figure along it)' : '',
    kind.hill ? 'uphill in combat' : '',
    kind.blocksView ? 'blocks view' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** How a table in paces maps onto drawing units. */
export interface Frame {
  /** The table across and deep, in paces. */
  width: number;
  depth: number;
  /** Drawing units a pace. */
  scale: number;
  /** Paces a square, when the grid is drawn. */
  squarePaces?: number;
}

/**
 * The frame of a table `width` by `depth` paces: a square is SQUARE_UNITS when the squares are known and few
 * enough to draw; otherwise the table is fitted to TABLE_UNITS and drawn without a grid.
 */
export function frameOf(width: number, depth: number, squarePaces: number | undefined): Frame {
  if (squarePaces !== undefined && squarePaces > 0 && Math.max(width, depth) / squarePaces <= MOST_SQUARES_DRAWN) {
    return { width, depth, scale: SQUARE_UNITS / squarePaces, squarePaces };
  }
  return { width, depth, scale: TABLE_UNITS / Math.max(width, depth) };
}

/** A stretch of table given in paces (x from the left edge, y from the defender's edge) as a drawn rectangle. */
export function area(frame: Frame, x: number, y: number, width: number, depth: number) {
  return {
    x: round(x * frame.scale),
    y: round((frame.depth - y - depth) * frame.scale),
    width: round(width * frame.scale),
    height: round(depth * frame.scale),
  };
}

const rectAttributes = (r: ReturnType<typeof area>) => `x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}"`;

/** A terrain piece on the table, in paces. */
export interface Piece {
  kind: string;
  x: number;
  y: number;
  width: number;
  depth: number;
  /** Its place in the battlefield file's list, from 1, when it is one of the file's pieces. */
  number?: number;
}

/**
 * The stronghold standing on a square whose near left corner is (`x`, `y`) paces, `size` paces a side: a walled
 * square with battlements, in `fill`; `attributes` go on its group, `inside` (a title) into it.
 */
export function strongholdSvg(frame: Frame, x: number, y: number, size: number, fill: string, attributes: string, inside = ''): string {
  const r = area(frame, x, y, size, size);
  const u = r.width / 7;
  // Battlements: three merlons along the top of the wall.
  const merlons = [1, 3, 5]
    .map((m) => `<rect x="${round(r.x + m * u)}" y="${round(r.y + u)}" width="${round(u)}" height="${round(u)}" fill="${inkOn(fill)}"/>`)
    .join('');
  return `<g ${attributes}>${inside}<rect ${rectAttributes(r)} fill="${fill}" stroke="#222222" stroke-width="1"/>${merlons}</g>`;
}

/** One line of the legend: a swatch drawn in a 12 x 10 box at (0, 0), and its words. */
export interface LegendEntry {
  swatch: string;
  text: string;
}

/** A swatch of a plain fill, for the legend. */
export const swatch = (fill: string, extra = '') =>
  `<rect width="12" height="10" fill="${fill}" stroke="#555555" stroke-width="0.5"${extra}/>`;

/** Everything a table picture shows. */
export interface TableDrawing {
  frame: Frame;
  pieces: Piece[];
  /** The terrain kinds of rules.yaml (empty when the rules are not at hand). */
  kinds: readonly TerrainKind[];
  zones?: Deployment;
  /** Drawn over the ground in the table's units (the stronghold, elements). */
  over: string;
  /** Legend lines after the terrain kinds and deployment zones. */
  legend: LegendEntry[];
  /** Problems to show in red under the legend. */
  notes: string[];
  /** The line above the table. */
  caption: string;
  /** The picture's accessible label. */
  label: string;
  /** The words above and below the table (default: the attacker's edge, the defender's edge). */
  edges?: { top: string; bottom: string };
  /** Number the squares' columns (x) and rows (y) along the table's four edges, from 0 at the defender's left rear corner. */
  coordinates?: boolean;
  /** How many text sizes the table's longer side spans (picture-text.ts; default: as the editor's box needs). */
  textSizesAlongTable?: number;
}

/** Whether the squares are numbered: asked for, and the grid is drawn. */
const numbered = (d: TableDrawing) => d.coordinates === true && d.frame.squarePaces !== undefined;

/** Each column's number above and below the table, each row's left and right of it, in the table's units. */
function coordinatesSvg(frame: Frame): string {
  const step = frame.squarePaces!;
  const table = area(frame, 0, 0, frame.width, frame.depth);
  const label = (x: number, y: number, n: number, axis: 'x' | 'y') =>
    `<text data-${axis}="${n}" x="${round(x)}" y="${round(y)}" font-size="8" text-anchor="middle" fill="#555555">${n}</text>`;
  const parts: string[] = [];
  for (let n = 0; n * step < frame.width; n++) {
    const middle = area(frame, n * step, 0, step, 0).x + (step * frame.scale) / 2;
    parts.push(label(middle, -3, n, 'x'), label(middle, table.height + NUMBER_BAND - 3, n, 'x'));
  }
  for (let n = 0; n * step < frame.depth; n++) {
    const middle = area(frame, 0, n * step, 0, step).y + (step * frame.scale) / 2 + 3;
    parts.push(label(-NUMBER_BAND / 2, middle, n, 'y'), label(table.width + NUMBER_BAND / 2, middle, n, 'y'));
  }
  return `<g data-coordinates="true">${parts.join('')}</g>`;
}

/** Where a name's letters lie, in drawing units. */
interface NameBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlap = (a: NameBox, b: NameBox) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A terrain piece's name at its middle, turned to run up a piece too narrow for it and taller than wide (a road);
 * should that cover a name already drawn (a road crossing a river at both their middles), a quarter of the way
 * along the piece instead. `taken` gains the box it uses.
 */
function nameSvg(r: ReturnType<typeof area>, name: string, size: number, taken: NameBox[]): string {
  const along = r.height > r.width && widthOf(name.length, size) > r.width;
  const [long, short] = [widthOf(name.length, size) / 2, (size * 0.7) / 2];
  const at = (share: number) => {
    const cx = r.x + r.width * (r.width >= r.height ? share : 0.5);
    const cy = r.y + r.height * (r.width >= r.height ? 0.5 : share);
    const [halfX, halfY] = along ? [short, long] : [long, short];
    return { cx, cy, box: { left: cx - halfX, top: cy - halfY, right: cx + halfX, bottom: cy + halfY } };
  };
  const place = [0.5, 0.25, 0.75].map(at).find((p) => !taken.some((t) => overlap(t, p.box))) ?? at(0.5);
  taken.push(place.box);
  const [cx, cy] = [round(place.cx), round(place.cy)];
  const turn = along ? ` transform="rotate(-90 ${cx} ${cy})"` : '';
  // A white edge round the letters keeps them readable over any fill, the grid and the zones.
  return `<text x="${cx}" y="${round(cy + size * 0.35)}" font-size="${size}" text-anchor="middle" fill="#222222" stroke="#ffffff" stroke-width="${round(size / 6)}" stroke-opacity="0.7" paint-order="stroke"${turn}>${escapeXml(name)}</text>`;
}

function groundSvg(d: TableDrawing, size: number): string {
  const { frame } = d;
  const table = area(frame, 0, 0, frame.width, frame.depth);
  const kinds = new Map(d.kinds.map((k) => [k.id, k]));
  const parts = [`<rect ${rectAttributes(table)} fill="${GROUND}"/>`];
  const names: string[] = [];
  const taken: NameBox[] = [];
  for (const piece of d.pieces) {
    const kind = kinds.get(piece.kind);
    const r = area(frame, piece.x, piece.y, piece.width, piece.depth);
    const numbered = piece.number === undefined ? '' : ` data-piece="${piece.number}"`;
    const outline = kind ? '' : ' stroke="#555555" stroke-dasharray="3 2"';
    parts.push(
      `<rect data-terrain="${escapeXml(piece.kind)}"${numbered} ${rectAttributes(r)} fill="${terrainFill(kind)}"${outline}><title>${escapeXml(kind?.name ?? piece.kind)}</title></rect>`,
    );
    // Names go on after every fill and the grid, so a later piece never covers an earlier one's name.
    names.push(nameSvg(r, kind?.name ?? piece.kind, size, taken));
  }
  if (d.zones) {
    const { defenderWithin, attackerWithin } = d.zones;
    const zone = (side: 'defender' | 'attacker', y: number, depth: number) =>
      `<rect data-zone="${side}" ${rectAttributes(area(frame, 0, y, frame.width, depth))} fill="${SIDE_COLOURS[side]}" fill-opacity="0.1" stroke="${SIDE_COLOURS[side]}" stroke-dasharray="4 3"/>`;
    parts.push(zone('defender', 0, Math.min(defenderWithin, frame.depth)));
    parts.push(zone('attacker', Math.max(frame.depth - attackerWithin, 0), Math.min(attackerWithin, frame.depth)));
  }
  if (frame.squarePaces) {
    const step = frame.squarePaces;
    const lines: string[] = [];
    for (let x = step; x < frame.width; x += step) lines.push(`M${round(x * frame.scale)} ${table.y}V${table.y + table.height}`);
    for (let y = step; y < frame.depth; y += step) lines.push(`M0 ${area(frame, 0, y, 0, 0).y}H${table.width}`);
    const across = Math.ceil(frame.width / step);
    const deep = Math.ceil(frame.depth / step);
    parts.push(
      `<path data-grid="${across} x ${deep}" data-square-units="${SQUARE_UNITS}" d="${lines.join('')}" stroke="#000000" stroke-opacity="0.15" stroke-width="0.5" fill="none"/>`,
    );
  }
  parts.push(...names);
  parts.push(`<rect ${rectAttributes(table)} fill="none" stroke="#333333" stroke-width="1"/>`);
  return parts.join('');
}

/** The legend at (`left`, `top`), its lines as long as keep it within `room` high, as far as they may grow. */
function legendSvg(d: TableDrawing, size: number, left: number, top: number, room: number): { svg: string; width: number; height: number } {
  const entries: LegendEntry[] = d.kinds.map((k) => ({ swatch: swatch(terrainFill(k)), text: `${k.name}: ${kindTraits(k)}` }));
  const known = new Set(d.kinds.map((k) => k.id));
  const unknown = [...new Set(d.pieces.map((p) => p.kind).filter((k) => !known.has(k)))];
  // Without the rules at hand every kind is unknown: then the legend names them and claims nothing more.
  const unlisted = d.kinds.length > 0 ? ': not a terrain kind of rules.yaml' : '';
  for (const kind of unknown) entries.push({ swatch: swatch(UNKNOWN_KIND, ' stroke-dasharray="3 2"'), text: `${kind}${unlisted}` });
  if (d.zones) {
    for (const side of ['defender', 'attacker'] as const) {
      const within = side === 'defender' ? d.zones.defenderWithin : d.zones.attackerWithin;
      entries.push({
        swatch: swatch(SIDE_COLOURS[side], ' fill-opacity="0.1" stroke-dasharray="4 3"'),
        text: `the ${side} deploys within ${within} paces of its edge`,
      });
    }
  }
  entries.push(...d.legend);
  if (d.frame.squarePaces) entries.push({ swatch: swatch('none'), text: `a square is ${d.frame.squarePaces} paces` });
  const heightOf = (textWidth: number) =>
    entries.reduce((sum, e) => sum + (linesIn(e.text, textWidth, size).length * LINE_HEIGHT + 0.3) * size, 0);
  let characters = LEGEND_CHARACTERS.fewest;
  while (characters < LEGEND_CHARACTERS.most && heightOf(widthOf(characters, size)) > room) characters += 2;
  const textWidth = widthOf(characters, size);
  // A swatch is drawn in a 12 x 10 box: scaled to the text, it stands as high as a capital letter and a little more.
  const swatchScale = round(size / 10);
  let y = top;
  const parts = entries.map((e, i) => {
    const lines = linesIn(e.text, textWidth, size);
    const at = y;
    y += (lines.length * LINE_HEIGHT + 0.3) * size;
    return `<g data-legend="${i + 1}" transform="translate(${round(left)} ${round(at)})"><g transform="scale(${swatchScale})">${e.swatch}</g>${textLinesSvg(lines, 1.8 * size, 0.9 * size, size)}</g>`;
  });
  return { svg: parts.join(''), width: 1.8 * size + textWidth, height: y - top };
}

/**
 * The whole picture: caption, the attacker's edge, the table with what is drawn over it, the defender's edge, the
 * legend beside the table, notes under everything. Its words are sized by the table (picture-text.ts), and the
 * legend stands beside the table so the picture is wide and low, as the editor's box for it is.
 */
export function tablePicture(d: TableDrawing): string {
  const table = area(d.frame, 0, 0, d.frame.width, d.frame.depth);
  // With its squares numbered the table moves right and down by a band, and leaves one after it.
  const band = numbered(d) ? NUMBER_BAND : 0;
  const size = textSizeOf(Math.max(table.width, table.height) + 2 * band, d.textSizesAlongTable);
  const line = LINE_HEIGHT * size;
  const tableWidth = band + table.width + band;
  const caption = 1.2 * size;
  const top = linesIn(d.edges?.top ?? "the attacker's edge", tableWidth, size);
  const bottom = linesIn(d.edges?.bottom ?? "the defender's edge", tableWidth, size);
  const tableTop = caption + 0.5 * size + top.length * line + band;
  const below = tableTop + table.height + band;
  const legend = legendSvg(d, size, tableWidth + size, tableTop, below + bottom.length * line - tableTop);
  const width = Math.max(tableWidth + size + legend.width, widthOf(d.caption.length, caption));
  const notesTop = Math.max(below + bottom.length * line, tableTop + legend.height) + 0.5 * size;
  const notes = d.notes.map((note) => linesIn(note, width, size));
  let noteY = notesTop;
  const notesSvg = notes
    .map((lines, i) => {
      const svg = textLinesSvg(lines, 0, noteY + size, size, `data-note="${i + 1}" fill="${NOTE_INK}"`);
      noteY += lines.length * line;
      return svg;
    })
    .join('');
  const height = noteY + 0.3 * size;
  const middle = round(band + table.width / 2);
  const margin = 0.5 * size;
  const box = { x: -margin, y: -margin, width: round(width + 2 * margin), height: round(height + 2 * margin) };
  const edge = (lines: string[], y: number, colour: string) =>
    textLinesSvg(lines, middle, y, size, `text-anchor="middle" fill="${colour}"`);
  const body = [
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="#ffffff"/>`,
    `<text data-caption="true" x="0" y="${round(caption)}" font-size="${round(caption)}" font-weight="bold">${escapeXml(d.caption)}</text>`,
    edge(top, caption + 0.5 * size + size, SIDE_COLOURS.attacker),
    `<g data-table="${d.frame.width} x ${d.frame.depth} paces" transform="translate(${band} ${round(tableTop)})">${groundSvg(d, size)}${band ? coordinatesSvg(d.frame) : ''}${d.over}</g>`,
    edge(bottom, below + size, SIDE_COLOURS.defender),
    legend.svg,
    notesSvg,
  ].join('');
  return svgPicture({ viewBox: box, body: `<g font-family="sans-serif">${body}</g>`, label: escapeXml(d.label) });
}

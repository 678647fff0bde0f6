/**
 * The editor's picture of a battlefield file (schema annotation `x-preview: battlefield` on its root): the table to
 * scale, its terrain pieces, the defender's stronghold and both deployment zones (drawn by battlefield-picture.ts).
 * The grid, the terrain kinds' names and the zones come from rules.yaml in `context.content`, which the editor
 * passes while the game's content is valid; without it the table, the pieces (named by kind id) and the
 * stronghold are still drawn, and a note says what is missing. A half-edited file draws what it can and lists in
 * red what it cannot draw or what would not fit the grid.
 */
import type { Preview } from '@armory/engine';
import { escapeXml, svgPicture } from '@armory/render';
import {
  SIDE_COLOURS,
  SQUARE_UNITS,
  frameOf,
  strongholdSvg,
  swatch,
  tablePicture,
  type Deployment,
  type Piece,
  type TerrainKind,
} from './battlefield-picture.js';

type Loose = Record<string, unknown> | undefined;

const record = (v: unknown): Loose =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** What the picture reads from rules.yaml, as far as the content at hand has it. */
function rulesOf(content: unknown): { squarePaces?: number; kinds: TerrainKind[]; zones?: Deployment } {
  const rules = record(record(content)?.['rules']);
  const squarePaces = number(record(rules?.['table'])?.['squarePaces']);
  const terrain = rules?.['terrain'];
  const kinds = Array.isArray(terrain) ? (terrain.filter((k) => typeof record(k)?.['id'] === 'string') as TerrainKind[]) : [];
  const deployment = record(record(rules?.['setUp'])?.['deployment']);
  const defenderWithin = number(deployment?.['defenderWithin']);
  const attackerWithin = number(deployment?.['attackerWithin']);
  const zones = defenderWithin !== undefined && attackerWithin !== undefined ? { defenderWithin, attackerWithin } : undefined;
  return { squarePaces: squarePaces !== undefined && squarePaces > 0 ? squarePaces : undefined, kinds, zones };
}

/** Draws a battlefield file; `context.content` (the game's content) adds the grid, the kinds' names and the zones. */
export const battlefieldPreview: Preview = (value, context) => {
  const field = record(value) ?? {};
  const name = text(field['name']) ?? text(field['id']) ?? 'battlefield';
  const width = number(field['width']);
  const depth = number(field['depth']);
  if (width === undefined || depth === undefined || width <= 0 || depth <= 0) {
    const line = `${name}: give the table a width and a depth in paces to see it`;
    return svgPicture({
      viewBox: { x: 0, y: 0, width: 300, height: 20 },
      body: `<text x="4" y="13" font-size="9" font-family="sans-serif" fill="#b00020">${escapeXml(line)}</text>`,
      label: escapeXml(line),
    });
  }
  const { squarePaces, kinds, zones } = rulesOf(context.content);
  const frame = frameOf(width, depth, squarePaces);
  const notes: string[] = [];
  if (!squarePaces) notes.push('no grid, terrain names or deployment zones: they need the game content (shown while it has no errors)');
  // Where the grid is known, a size or place off it would stop the battle being set up (battle/table.ts): say so here.
  const offGrid = (what: string, paces: Record<string, number>) => {
    if (!squarePaces) return;
    const off = Object.entries(paces).filter(([, v]) => v % squarePaces !== 0);
    if (off.length > 0)
      notes.push(`${what}: ${off.map(([k, v]) => `${k} ${v}`).join(', ')} not a whole number of ${squarePaces}-pace squares`);
  };
  offGrid('the table', { width, depth });

  const pieces: Piece[] = [];
  const list = Array.isArray(field['terrain']) ? field['terrain'] : [];
  list.forEach((entry, i) => {
    const piece = record(entry) ?? {};
    const kind = text(piece['kind']) ?? '?';
    const what = `terrain ${i + 1} (${kind})`;
    const [x, y, w, d] = (['x', 'y', 'width', 'depth'] as const).map((k) => number(piece[k]));
    if (x === undefined || y === undefined || w === undefined || d === undefined || w <= 0 || d <= 0) {
      notes.push(`${what}: its place and size are not all set`);
      return;
    }
    offGrid(what, { x, y, width: w, depth: d });
    // The part on the table is drawn; a piece wholly off it is only named in the notes.
    const x0 = Math.max(x, 0);
    const y0 = Math.max(y, 0);
    const x1 = Math.min(x + w, width);
    const y1 = Math.min(y + d, depth);
    if (x1 <= x0 || y1 <= y0) {
      notes.push(`${what} lies off the table`);
      return;
    }
    if (x0 !== x || y0 !== y || x1 !== x + w || y1 !== y + d) notes.push(`${what} runs off the table`);
    pieces.push({ kind, x: x0, y: y0, width: x1 - x0, depth: y1 - y0, number: i + 1 });
  });

  let over = '';
  const place = record(field['stronghold']);
  const sx = number(place?.['x']);
  const sy = number(place?.['y']);
  if (sx === undefined || sy === undefined) notes.push('the stronghold has no place yet');
  else {
    offGrid('the stronghold', { x: sx, y: sy });
    // A square of the grid; without the grid, a square as big as one would be drawn.
    const size = squarePaces ?? SQUARE_UNITS / frame.scale;
    if (sx < 0 || sy < 0 || sx + size > width || sy + size > depth) notes.push('the stronghold stands off the table');
    else over = strongholdSvg(frame, sx, sy, size, SIDE_COLOURS.defender, `data-stronghold="${sx},${sy}"`);
  }

  const size = `${width} x ${depth} paces`;
  const squares = squarePaces ? `, ${Math.ceil(width / squarePaces)} x ${Math.ceil(depth / squarePaces)} squares` : '';
  return tablePicture({
    frame,
    pieces,
    kinds,
    zones,
    over,
    legend: [
      ...(over ? [{ swatch: swatch(SIDE_COLOURS.defender), text: "the defender's stronghold" }] : []),
      {
        swatch: '',
        text: 'the attacker rolls for its edge: 2 is on the right, 3 below, 4 on the left; the table turns to bring it to the top',
      },
    ],
    notes,
    caption: `${name}: ${size}${squares}`,
    // The attacker rolls for its edge (battle/edge-roll.ts): the file is drawn as it plays when it takes edge 1.
    edges: {
      top: "edge 1, the attacker's as drawn",
      bottom: "edge 3, the defender's as drawn",
    },
    label: `battlefield ${name}, ${size}; terrain: ${pieces.map((p) => p.kind).join(', ') || 'none'}${over ? `; stronghold at ${sx}, ${sy} paces` : ''}`,
  });
};

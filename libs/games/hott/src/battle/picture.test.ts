import { footprintOf } from '@armory/render';
import { seedState } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { SIDE_COLOURS, SQUARE_UNITS, terrainFill } from '../battlefield-picture.js';
import { contentKey } from '../compiled.js';
import { content } from '../content.testing.js';
import { smallestTextPx, wordsOf } from '../picture-text.testing.js';
import { setUpBattle } from './battle.js';
import { contextOf } from './context.js';
import { battlePicture, piecesOf, shortLabel } from './picture.js';
import type { BattleElement, BattleState } from './state.js';
import { tableOf, type Table } from './table.js';

const context = contextOf(content);
const table = tableOf(content, 'open-field');

type Placed = Pick<BattleElement, 'side' | 'type' | 'square' | 'facing'> &
  Partial<Pick<BattleElement, 'general' | 'status' | 'stronghold'>>;

/** A state on Open Field in the defender's movement with `placed` as its elements (ids 0, 1, ...). */
function position(placed: Placed[]): BattleState {
  return {
    kind: 'battle',
    content: contentKey(content),
    table,
    armies: ['feudal-host', 'goblin-horde'],
    rng: seedState(1),
    fixedDice: [],
    bound: 3,
    side: 0,
    phase: 'movement',
    pips: 4,
    pipRoll: 4,
    elements: placed.map((e, id) => ({ general: false, status: 'in-play', ...e, id, moved: false, charged: false, recoveryPips: 0 })),
    startedWith: [3, 4],
    boundLimit: null,
    result: null,
  };
}

const ELEMENTS: Placed[] = [
  { side: 0, type: 'stronghold', square: table.stronghold, facing: 'north', stronghold: true },
  { side: 0, type: 'paladin', square: { x: 5, y: 2 }, facing: 'north', general: true },
  { side: 0, type: 'knights', square: { x: 6, y: 2 }, facing: 'east' },
  { side: 0, type: 'spears', square: { x: 9, y: 4 }, facing: 'north', status: 'destroyed' },
  { side: 1, type: 'warband', square: { x: 5, y: 20 }, facing: 'south' },
  { side: 1, type: 'shooters', square: { x: 3, y: 8 }, facing: 'west' },
  { side: 1, type: 'hero', square: { x: 12, y: 21 }, facing: 'south', general: true, status: 'ensorcelled' },
  { side: 1, type: 'riders', square: { x: 0, y: 23 }, facing: 'south', status: 'fled' },
];

interface Drawn {
  data: Record<string, string>;
  rect: Record<string, number>;
  front?: Record<string, number>;
  inside: string;
}

/** Each element group of the picture: its data- attributes, its rectangle and its front bar. */
function drawnElements(svg: string): Drawn[] {
  const attributes = (text: string) => Object.fromEntries([...text.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]));
  const numbers = (text: string) => Object.fromEntries(Object.entries(attributes(text)).map(([k, v]) => [k, Number(v)]));
  return [...svg.matchAll(/<g (data-element="[^"]*"[^>]*)>(.*?)<\/g>/g)].map((m) => {
    const front = /<line data-front[^>]*>/.exec(m[2]!)?.[0];
    return {
      data: attributes(m[1]!),
      rect: numbers(/<rect ([^>]*)>/.exec(m[2]!)![1]!),
      front: front ? numbers(front) : undefined,
      inside: m[2]!,
    };
  });
}

describe('battlePicture', () => {
  const state = position(ELEMENTS);
  const svg = battlePicture(context, state);
  const words = wordsOf(svg);
  const drawn = drawnElements(svg);
  const byId = new Map(drawn.map((d) => [Number(d.data['data-element']), d]));

  it('draws every element still on the table, and none destroyed or fled', () => {
    expect(footprintOf(svg).shape).toBe('box');
    expect([...byId.keys()].sort()).toEqual(state.elements.filter((e) => e.status !== 'destroyed' && e.status !== 'fled').map((e) => e.id));
  });

  it("places each element on its square (north up) and marks the front edge it faces, in its side's colour", () => {
    for (const e of state.elements) {
      const d = byId.get(e.id);
      if (!d) continue;
      expect(d.data).toMatchObject({
        'data-side': e.side === 0 ? 'defender' : 'attacker',
        'data-type': e.type,
        'data-square': `${e.square.x},${e.square.y}`,
        'data-status': e.status,
      });
      // The square's cell in the table's drawing units: x across, y counted down from the attacker's edge.
      const cx = d.rect['x']! + d.rect['width']! / 2;
      const cy = d.rect['y']! + d.rect['height']! / 2;
      expect(Math.floor(cx / SQUARE_UNITS)).toBe(e.square.x);
      expect(Math.floor(cy / SQUARE_UNITS)).toBe(table.depth - 1 - e.square.y);
      if (e.type === 'stronghold') {
        expect(d.front).toBeUndefined();
        continue;
      }
      expect(d.data['data-facing']).toBe(e.facing);
      expect(d.inside).toContain(`fill="${e.side === 0 ? SIDE_COLOURS.defender : SIDE_COLOURS.attacker}"`);
      // The front bar's middle lies off the element's centre the way it faces (north: up the picture).
      const mx = (d.front!['x1']! + d.front!['x2']!) / 2 - cx;
      const my = (d.front!['y1']! + d.front!['y2']!) / 2 - cy;
      const seen = mx === 0 ? (my < 0 ? 'north' : 'south') : my === 0 ? (mx > 0 ? 'east' : 'west') : 'askew';
      expect(seen).toBe(e.facing);
    }
  });

  it('marks the generals, fades the ensorcelled, labels each with its troop type', () => {
    expect(drawn.filter((d) => d.data['data-general'] === 'true').map((d) => d.data['data-type'])).toEqual(['paladin', 'hero']);
    expect(drawn.filter((d) => d.inside.includes('data-general-mark'))).toHaveLength(2);
    expect(byId.get(6)!.inside).toContain('fill-opacity="0.45"');
    expect(byId.get(1)!.inside).not.toContain('fill-opacity');
    expect(byId.get(2)!.inside).toContain('>Kni</text>');
    expect(byId.get(4)!.inside).toContain('>War</text>');
  });

  it('shows each element\'s id under its label, as the page\'s words name it ("Knights 2")', () => {
    for (const d of drawn.filter((d) => d.data['data-type'] !== 'stronghold'))
      expect(d.inside).toContain(`data-id-label="${d.data['data-element']}"`);
    expect(byId.get(2)!.inside).toMatch(/>Kni<\/text><text data-id-label="2"[^>]*>2<\/text>/);
  });

  it("numbers every column along the top and bottom edges and every row along the left and right, from the defender's left rear corner", () => {
    const numbers = (axis: string) => [
      ...svg.matchAll(new RegExp(`<text data-${axis}="(\\d+)" x="([\\d.-]+)" y="([\\d.-]+)"[^>]*>(\\d+)<`, 'g')),
    ];
    const columns = numbers('x');
    const rows = numbers('y');
    expect(columns.map((m) => Number(m[1]))).toEqual([...Array(table.width).keys()].flatMap((n) => [n, n]));
    expect(rows.map((m) => Number(m[1]))).toEqual([...Array(table.depth).keys()].flatMap((n) => [n, n]));
    for (const m of [...columns, ...rows]) expect(m[4]).toBe(m[1]);
    // Column x sits over the middle of its squares; row 0 (the defender's edge) is the lowest on the picture.
    for (const m of columns) expect(Math.floor(Number(m[2]) / SQUARE_UNITS)).toBe(Number(m[1]));
    const rowY = (n: number) => Number(rows.find((m) => Number(m[1]) === n)![3]);
    expect(Math.floor(rowY(0) / SQUARE_UNITS)).toBe(table.depth - 1);
    expect(Math.floor(rowY(table.depth - 1) / SQUARE_UNITS)).toBe(0);
  });

  it('takes the caption it is given, for a page that names the moment itself', () => {
    const picture = battlePicture(context, state, "After bound 2, the attacker's");
    expect(wordsOf(picture)).toContain("After bound 2, the attacker's");
    expect(picture).not.toContain('PIPs left');
  });

  it('counts one PIP left in the singular, and says in the legend how the squares are numbered', () => {
    const last = battlePicture(context, { ...state, pips: 1 });
    expect(last.replace(/&#39;/g, "'")).toContain("bound 3: the defender's movement, 1 PIP left");
    expect(words).toContain("squares numbered x across, y up, from the defender's left");
  });

  it('draws the terrain and the deployment zones as the battlefield preview does, and says whose bound it is', () => {
    expect([...svg.matchAll(/data-terrain="([^"]*)"/g)].map((m) => m[1])).toEqual(
      content.battlefields['open-field']!.terrain.map((t) => t.kind),
    );
    expect(svg.match(/data-zone="/g)).toHaveLength(2);
    expect(words).toContain(`bound 3: the defender's movement, 4 PIPs left`);
    expect(words).toContain('the defender (seat 1): Feudal Host, 2 of 3 elements standing');
    expect(words).toContain('the attacker (seat 2): Goblin Horde, 3 of 4 elements standing');
    expect(svg).not.toContain('data-note');
  });

  it("draws the stronghold in the defender's colour, and in the attacker's once captured", () => {
    const wall = (picture: string) =>
      /<rect [^>]*fill="([^"]*)"/.exec(drawnElements(picture).find((d) => d.data['data-type'] === 'stronghold')!.inside)![1];
    expect(wall(svg)).toBe(SIDE_COLOURS.defender);
    const taken = position(ELEMENTS.map((e) => (e.type === 'stronghold' ? { ...e, status: 'captured' } : e)));
    taken.result = { winners: [1], reason: 'stronghold' };
    const picture = battlePicture(context, taken);
    expect(wall(picture)).toBe(SIDE_COLOURS.attacker);
    expect(drawnElements(picture).find((d) => d.data['data-type'] === 'stronghold')!.data['data-status']).toBe('captured');
    expect(picture).toContain('bound 3: the attacker won (stronghold)');
  });

  it('shows its caption, edges, terrain names and legend at 12 px or more on the battle page (at least 60rem wide)', () => {
    // commands/battle-page.ts gives the picture 60rem or more; the squares' numbers and the elements' labels are
    // sized by the square they stand in, so they are left out.
    const pageWidth = 60 * 16;
    const state = setUpBattle(content, { armies: ['feudal-host', 'goblin-horde'], battlefield: 'river-crossing', boundLimit: null }, 3);
    expect(smallestTextPx(battlePicture(context, state), pageWidth, undefined, /data-(element|coordinates)/)).toBeGreaterThanOrEqual(12);
  });

  it('names an element standing off the table (a broken position shows, rather than throws)', () => {
    const picture = battlePicture(context, position([{ side: 1, type: 'knights', square: { x: 30, y: 2 }, facing: 'north' }]));
    expect(wordsOf(picture)).toContain('element 0 (knights) stands off the table at 30,2');
  });
});

describe('piecesOf', () => {
  it("gives back a battlefield file's pieces from the laid-out table, where they do not overlap", () => {
    for (const id of Object.keys(content.battlefields).filter((id) => id !== 'river-crossing')) {
      const pieces = piecesOf(tableOf(content, id)).map(({ kind, x, y, width, depth }) => ({ kind, x, y, width, depth }));
      const sorted = (list: typeof pieces) => [...list].sort((a, b) => a.y - b.y || a.x - b.x);
      expect(sorted(pieces)).toEqual(sorted(content.battlefields[id]!.terrain));
    }
  });

  it('River Crossing: the road runs unbroken over its bridge, and the river lies either side of it', () => {
    const pieces = piecesOf(tableOf(content, 'river-crossing')).filter((p) => p.kind === 'road' || p.kind === 'river');
    expect(pieces).toEqual([
      { kind: 'road', x: 1200, y: 0, width: 100, depth: 2400 },
      { kind: 'river', x: 0, y: 1200, width: 1200, depth: 100 },
      { kind: 'river', x: 1300, y: 1200, width: 1100, depth: 100 },
    ]);
  });

  it('draws the river and the road in their own colours, and the legend says what each does', () => {
    const state = { ...position([]), table: tableOf(content, 'river-crossing') };
    const picture = battlePicture(context, state);
    const fills = Object.fromEntries([...picture.matchAll(/data-terrain="([^"]*)"[^>]*fill="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const kind = (id: string) => content.rules.terrain.find((k) => k.id === id)!;
    expect(fills['river']).toBe(terrainFill(kind('river')));
    expect(fills['road']).toBe(terrainFill(kind('road')));
    expect(new Set(Object.values(fills)).size).toBe(Object.keys(fills).length);
    expect(wordsOf(picture)).toContain('River: bad going, water (wade it; aerials fly over)');
    expect(wordsOf(picture)).toContain('Road: good going, road (the road figure along it)');
  });

  it('covers overlapping pieces with rectangles of one kind each, every square once', () => {
    // Woods 2 x 2 at (0, 0) under a marsh 3 x 1 at (1, 1): woods, woods / woods, marsh, marsh, marsh.
    const terrain = [...'ww..', 'wmmm', '....'].flatMap((row) => [...row].map((c) => (c === 'w' ? 'woods' : c === 'm' ? 'marsh' : null)));
    const laid: Table = { battlefield: 'test', width: 4, depth: 3, squarePaces: 100, terrain, stronghold: { x: 0, y: 0 } };
    expect(piecesOf(laid)).toEqual([
      { kind: 'woods', x: 0, y: 0, width: 200, depth: 100 },
      { kind: 'woods', x: 0, y: 100, width: 100, depth: 100 },
      { kind: 'marsh', x: 100, y: 100, width: 300, depth: 100 },
    ]);
  });
});

describe('shortLabel', () => {
  it("takes a one-word name's first three letters and a longer name's initials", () => {
    expect(shortLabel('Knights')).toBe('Kni');
    expect(shortLabel('Aerial Hero')).toBe('AH');
    expect(shortLabel('')).toBe('?');
  });
});

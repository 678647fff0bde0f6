/**
 * The content this game is built from, as `@armory/content-shifting-hills` exports it, and the tables the
 * rules read during play, compiled once per content object (ids turned into indices, copies expanded).
 */
import { Board } from '@armory/engine';
import type { BonusDeck, BonusEffect, Rules, TileSet, UnitTypes } from '@armory/content-shifting-hills';
import { hexNames } from './hex-names.js';

/** What `import { rules, tiles, units, bonusCards } from '@armory/content-shifting-hills'` gives. */
export interface ShiftingHillsContent {
  rules: Rules;
  tiles: TileSet;
  units: UnitTypes;
  bonusCards: BonusDeck;
}

/** What entering a tile does to a squad, with unit types as indices. */
export interface EnteringRule {
  effect: 'impedes' | 'forbids';
  /** Unit type indices it applies to; null for every type. */
  units: number[] | null;
  whose: 'enemy' | 'own' | 'any';
}

/** One tile design. */
export interface TileType {
  id: string;
  name: string;
  headquarters: boolean;
  atk: number;
  def: number;
  entering: EnteringRule[];
}

/** One unit type; `attack[d]` is the ATK it deals to unit type d. */
export interface UnitType {
  id: string;
  name: string;
  squad: number;
  attack: number[];
}

/** One bonus card design. */
export interface CardType {
  id: string;
  name: string;
  effect: BonusEffect;
}

/** The compiled tables of one content object. */
export interface Tables {
  /** This content's key in states (`ShiftingHillsState.content`). */
  key: number;
  content: ShiftingHillsContent;
  board: Board;
  /** `adjacent[a * size + b]` is 1 when hexes a and b are neighbours. */
  adjacent: Uint8Array;
  /** The seat whose HQ stands on each hex, or -1. */
  hqOwner: Int8Array;
  /**
   * The tiles' movement effects as one table: `entering[(tile * units + unit) * 3 + place]` holds FORBIDS and IMPEDES
   * bits, where place is 0 off any HQ, 1 on the squad's own HQ, 2 on an enemy HQ (see `placeOf`).
   */
  entering: Uint8Array;
  /** Hex names (`d2`) by board index. */
  names: string[];
  byName: Map<string, number>;
  tiles: TileType[];
  tileIndex: Map<string, number>;
  /** The land tiles laid face down at set-up, copies expanded: tile index and whether it carries a star. */
  landPool: Array<{ tile: number; star: boolean }>;
  /** The HQ tile index. */
  headquartersTile: number;
  /** The HQ hex of each seat. */
  headquarters: number[];
  units: UnitType[];
  unitIndex: Map<string, number>;
  /** The ids of the squads set up, by seat and unit type: `1-infantry` (seats counted from 1). */
  squadIds: string[][];
  cards: CardType[];
  cardIndex: Map<string, number>;
  /** The bonus deck, copies expanded, in content order (shuffled at set-up). */
  deck: string[];
  seats: number;
  chits: number;
  capture: { unit: number; turns: number };
  rout: boolean;
  seize: boolean;
}

/** Content that breaks the game's shape in a way the schemas and checks.yaml cannot see. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** Bits of `Tables.entering`. */
export const FORBIDS = 1;
export const IMPEDES = 2;

/** Where a hex lies for a seat's squad, as `Tables.entering` counts places: 0 off any HQ, 1 its own HQ, 2 an enemy HQ. */
export function placeOf(tables: Tables, hex: number, seat: number): number {
  const owner = tables.hqOwner[hex]!;
  return owner < 0 ? 0 : owner === seat ? 1 : 2;
}

function enteringTable(tiles: TileType[], unitCount: number): Uint8Array {
  const table = new Uint8Array(tiles.length * unitCount * 3);
  tiles.forEach((tile, t) => {
    for (let u = 0; u < unitCount; u++) {
      for (let place = 0; place < 3; place++) {
        let bits = 0;
        for (const rule of tile.entering) {
          if (rule.units && !rule.units.includes(u)) continue;
          const whose = rule.whose === 'any' || (rule.whose === 'own' ? place === 1 : place === 2);
          if (whose) bits |= rule.effect === 'forbids' ? FORBIDS : IMPEDES;
        }
        table[(t * unitCount + u) * 3 + place] = bits;
      }
    }
  });
  return table;
}

const compiled = new WeakMap<ShiftingHillsContent, Tables>();
// States name their content by a number so they stay plain data; set-up registers the content here.
const byKey: Tables[] = [];

/** The tables of a content object, compiled on first use. Throws `ContentError` for content the game cannot play. */
export function tablesOf(content: ShiftingHillsContent): Tables {
  let tables = compiled.get(content);
  if (!tables) {
    tables = compileTables(content, byKey.length);
    byKey.push(tables);
    compiled.set(content, tables);
  }
  return tables;
}

/** The tables a state was set up from. */
export function tablesFor(state: { content: number }): Tables {
  const tables = byKey[state.content];
  if (!tables) throw new Error(`shifting-hills: this state's content (${state.content}) was not set up in this process`);
  return tables;
}

function compileTables(content: ShiftingHillsContent, key: number): Tables {
  const { rules } = content;
  const board = new Board({ kind: 'columns', counts: rules.board.columns });
  const names = hexNames(rules.board.columns);
  const byName = new Map(names.map((n, i) => [n, i]));
  const unitIndex = new Map(content.units.units.map((u, i) => [u.id, i]));
  const unitOf = (id: string, where: string): number => {
    const i = unitIndex.get(id);
    if (i === undefined) throw new ContentError(`${where}: unknown unit type '${id}'; known: ${[...unitIndex.keys()].join(', ')}`);
    return i;
  };
  const units: UnitType[] = content.units.units.map((u) => ({
    id: u.id,
    name: u.name,
    squad: u.squad,
    attack: content.units.units.map((d) => {
      const atk = u.attack[d.id];
      if (atk === undefined) throw new ContentError(`units.yaml: unit type '${u.id}' has no ATK against '${d.id}' in its attack matrix`);
      return atk;
    }),
  }));
  const tiles: TileType[] = content.tiles.tiles.map((t) => ({
    id: t.id,
    name: t.name,
    headquarters: t.kind === 'headquarters',
    atk: t.battle.atk,
    def: t.battle.def,
    entering: t.entering.map((e) => ({
      effect: e.effect,
      units: e.units ? e.units.map((u) => unitOf(u, `tiles.yaml: tile '${t.id}'`)) : null,
      whose: e.whose ?? 'any',
    })),
  }));
  const tileIndex = new Map(tiles.map((t, i) => [t.id, i]));
  const hqTiles = content.tiles.tiles.filter((t) => t.kind === 'headquarters');
  if (hqTiles.length !== 1) throw new ContentError(`tiles.yaml: needs exactly one tile of kind headquarters, found ${hqTiles.length}`);
  const landPool: Tables['landPool'] = [];
  for (const t of content.tiles.tiles) {
    if (t.stars > t.count) throw new ContentError(`tiles.yaml: tile '${t.id}' has ${t.stars} stars on ${t.count} copies`);
    if (t.kind !== 'land') continue;
    for (let k = 0; k < t.count; k++) landPool.push({ tile: tileIndex.get(t.id)!, star: k < t.stars });
  }
  const headquarters: number[] = [];
  for (const hq of rules.headquarters) {
    const at = byName.get(hq.hex);
    if (at === undefined)
      throw new ContentError(`rules.yaml: HQ of player ${hq.seat} stands on '${hq.hex}', which is not a hex of the board`);
    if (headquarters.includes(at)) throw new ContentError(`rules.yaml: two HQs on hex '${hq.hex}'`);
    if (headquarters[hq.seat - 1] !== undefined) throw new ContentError(`rules.yaml: player ${hq.seat} has two HQs`);
    headquarters[hq.seat - 1] = at;
  }
  for (let s = 0; s < rules.seats; s++) if (headquarters[s] === undefined) throw new ContentError(`rules.yaml: player ${s + 1} has no HQ`);
  if (landPool.length + rules.seats !== board.size)
    throw new ContentError(
      `tiles.yaml: ${landPool.length} land tiles and ${rules.seats} HQs do not fill the ${board.size} hexes of the board`,
    );
  const cards: CardType[] = content.bonusCards.cards.map((c) => ({ id: c.id, name: c.name, effect: c.effect }));
  const cardIndex = new Map(cards.map((c, i) => [c.id, i]));
  const deck: string[] = [];
  for (const c of content.bonusCards.cards) for (let k = 0; k < c.count; k++) deck.push(c.id);
  const hqOwner = new Int8Array(board.size).fill(-1);
  headquarters.forEach((hex, seat) => (hqOwner[hex] = seat));
  const adjacent = new Uint8Array(board.size * board.size);
  for (let a = 0; a < board.size; a++) for (const b of board.adjacent(a)) adjacent[a * board.size + b] = 1;
  return {
    key,
    content,
    board,
    adjacent,
    hqOwner,
    entering: enteringTable(tiles, units.length),
    names,
    byName,
    tiles,
    tileIndex,
    landPool,
    headquartersTile: tileIndex.get(hqTiles[0]!.id)!,
    headquarters,
    units,
    unitIndex,
    squadIds: Array.from({ length: rules.seats }, (_, seat) => units.map((unit) => `${seat + 1}-${unit.id}`)),
    cards,
    cardIndex,
    deck,
    seats: rules.seats,
    chits: rules.squads.chits,
    capture: { unit: unitOf(rules.capture.unit, 'rules.yaml: capture'), turns: rules.capture.turns },
    rout: rules.winConditions.includes('rout'),
    seize: rules.winConditions.includes('seize'),
  };
}

/**
 * The catalog: content compiled once per (rules, armies) into lookup tables the rules code walks:
 * every tile design gets an integer index and, for each of the six rotations, its attacks, armor,
 * net and link edges in board directions. States refer to it by `key`, so they stay plain data.
 */
import { Board, OFF_BOARD, TIP_STEPS, hashSeed } from '@armory/engine';
import {
  EDGE_NAMES,
  TIP_NAMES,
  type AbilityUse,
  type ArmyContent,
  type MarkerContent,
  type NeuroshimaContent,
  type RulesContent,
  type TileContent,
} from './content.js';

/** Attack kinds as small integers (index into per-kind bonus arrays). */
export const ATTACK_KINDS = ['melee', 'ranged', 'gauss', 'thrower'] as const;
/** An attack kind's number. */
export type AttackCode = 0 | 1 | 2 | 3;
/** Index of the thrower attack kind. */
export const THROWER = 3;

/** One attack of a tile in one rotation. */
export interface Attack {
  /** Board direction: the edge it leaves through, or for a thrower the tip it is shot from. */
  dir: number;
  /** Index into ATTACK_KINDS. */
  kind: AttackCode;
  /** Printed strength. */
  strength: number;
}

/** A tile design compiled for play. */
export interface TileType {
  /** Index in `Catalog.types`. */
  index: number;
  /** The seat whose army it belongs to. */
  seat: number;
  /** The tile's id in its army. */
  id: string;
  /** hq, unit, module or instant. */
  kind: TileContent['kind'];
  /** Printed initiatives (HQ: the rules' HQ initiative when the tile gives none). */
  initiative: number[];
  /** Hit points with no bonus. */
  toughness: number;
  /** Its abilities by id (first use of each id). */
  abilities: Record<string, AbilityUse>;
  /** Attacks per rotation 0..5. */
  attacks: Attack[][];
  /** Bit d set when the edge facing board direction d is armored, per rotation. */
  armor: Uint8Array;
  /** Bit d set when the edge facing board direction d carries a net, per rotation. */
  nets: Uint8Array;
  /** Bit d set when the edge facing board direction d carries a link, per rotation. */
  links: Uint8Array;
  /** Rotations that give distinct boards (one for a tile that looks the same every way). */
  rotations: number[];
  /** The content it came from. */
  content: TileContent;
}

/** Content compiled for one pairing of armies. */
export interface Catalog {
  /** Identifies this catalog in states (a hash of the content it was built from). */
  key: string;
  /** The base rules. */
  rules: RulesContent;
  /** The board with integer hex indices. */
  board: Board;
  /** The army of each seat. */
  armies: ArmyContent[];
  /** All tile designs of all seats. */
  types: TileType[];
  /** Per seat: marker designs by id. */
  markers: Array<Record<string, MarkerContent>>;
  /** Per seat: army abilities by id. */
  armyAbilities: Array<Record<string, AbilityUse>>;
  /** "q,r" label of each board hex index, for events and messages. */
  labels: string[];
  /** Each hex's label alone in a list: an offered action's field as a product axis of one value (choices.ts). */
  labelAlone: ReadonlyArray<readonly string[]>;
  /** Each design's tile id alone in a list, by design index (the same use as `labelAlone`). */
  idAlone: ReadonlyArray<readonly string[]>;
  /** Per hex and tip (index hex * 6 + tip), the hex a Thrower shot from that tip lands on (rules.yaml `thrower.distance`), or -1 off the board. */
  throwerTargets: Int32Array;
}

/**
 * A table derived from a catalog, built on first use by `make` and kept per catalog. The catalog asked
 * for last is compared first: rules code asks for its tables several times per action, always with
 * the same catalog in practice, and that compare is cheaper than the WeakMap behind it (it keeps that
 * one catalog alive).
 */
export function perCatalog<T>(make: (cat: Catalog) => T): (cat: Catalog) => T {
  const all = new WeakMap<Catalog, T>();
  let lastCat: Catalog | null = null;
  let last: T | undefined;
  return (cat) => {
    if (cat === lastCat) return last!;
    let table = all.get(cat);
    if (table === undefined) {
      table = make(cat);
      all.set(cat, table);
    }
    lastCat = cat;
    last = table;
    return table;
  };
}

/** Per seat, its designs by tile id (per-seat maps, so no `seat:tile` key string is built per lookup). */
const designMaps = perCatalog((cat) => {
  const maps = cat.armies.map(() => new Map<string, TileType>());
  for (const type of cat.types) maps[type.seat]!.set(type.id, type);
  return maps;
});

/** The design of a seat's tile id, or undefined. */
export function designOf(cat: Catalog, seat: number, tile: string): TileType | undefined {
  return designMaps(cat)[seat]!.get(tile);
}

const catalogs = new Map<string, Catalog>();
const byContent = new WeakMap<NeuroshimaContent, Map<string, Catalog>>();

/** Compiles (or finds) the catalog for these rules and armies, one army per seat. */
export function compileCatalog(content: NeuroshimaContent, armyIds: string[]): Catalog {
  // Set-up runs once per game: skip hashing the content when this very object was compiled before.
  const seen = byContent.get(content)?.get(armyIds.join('+'));
  if (seen) return seen;
  const made = compileFresh(content, armyIds);
  if (!byContent.has(content)) byContent.set(content, new Map());
  byContent.get(content)!.set(armyIds.join('+'), made);
  return made;
}

function compileFresh(content: NeuroshimaContent, armyIds: string[]): Catalog {
  const armies = armyIds.map((id) => {
    const army = content.armies[id];
    if (!army) throw new RangeError(`no army '${id}'; known: ${Object.keys(content.armies).join(', ')}`);
    return army;
  });
  const key = `nh:${armyIds.join('+')}:${hashSeed(JSON.stringify({ rules: content.rules, armies })).toString(16)}`;
  const known = catalogs.get(key);
  if (known) return known;
  const rules = content.rules;
  const types: TileType[] = [];
  armies.forEach((army, seat) => {
    for (const tile of army.tiles) {
      const type = compileTile(tile, seat, types.length, rules);
      types.push(type);
    }
  });
  const board = new Board({ kind: 'hexagon', radius: rules.board.radius });
  const catalog: Catalog = {
    key,
    rules,
    board,
    armies,
    types,
    markers: armies.map((a) => Object.fromEntries((a.markers ?? []).map((m) => [m.id, m]))),
    armyAbilities: armies.map((a) => Object.fromEntries((a.abilities ?? []).map((u) => [u.ability, u]))),
    labels: [],
    labelAlone: [],
    idAlone: types.map((t) => Object.freeze([t.id])),
    throwerTargets: throwerTargets(board, rules.thrower.distance),
  };
  catalog.labels = catalog.board.hexes.map((h) => `${h.q},${h.r}`);
  catalog.labelAlone = catalog.labels.map((l) => Object.freeze([l]));
  catalogs.set(key, catalog);
  return catalog;
}

/**
 * Where a Thrower shot from each tip of each hex lands: `distance` steps out along the tip's line. That line
 * meets a hex only every second step (a tip lies between two neighbours), so the distance is even (the schema
 * says so); 2 is the hex just beyond the tip's two neighbours.
 */
export function throwerTargets(board: Board, distance: number): Int32Array {
  if (distance < 2 || distance % 2 !== 0)
    throw new RangeError(`rules.yaml thrower.distance must be an even number of steps, at least 2; got ${distance}`);
  const out = new Int32Array(board.size * 6).fill(OFF_BOARD);
  board.hexes.forEach((h, i) => {
    TIP_STEPS.forEach((step, tip) => {
      out[i * 6 + tip] = board.indexOf({ q: h.q + (step.q * distance) / 2, r: h.r + (step.r * distance) / 2 });
    });
  });
  return out;
}

/** The catalog a state was set up with; throws a plain message when this process never compiled it. */
export function catalogOf(key: string): Catalog {
  // Asked once or twice per action, nearly always for the catalog asked for last.
  if (key === lastKey && lastCatalog) return lastCatalog;
  const c = catalogs.get(key);
  if (!c) throw new Error(`content '${key}' is not loaded in this process: call setup with the same content first`);
  lastKey = key;
  lastCatalog = c;
  return c;
}

let lastKey = '';
let lastCatalog: Catalog | null = null;

function compileTile(tile: TileContent, seat: number, index: number, rules: RulesContent): TileType {
  const kindDefaults = tile.kind === 'instant' ? undefined : rules.kinds[tile.kind];
  const initiative = tile.initiative ?? (tile.kind === 'hq' ? [rules.kinds.hq.initiative] : []);
  const attacks: Attack[][] = [];
  const armor = new Uint8Array(6);
  const nets = new Uint8Array(6);
  const links = new Uint8Array(6);
  const signatures = new Map<string, number>();
  const rotations: number[] = [];
  for (let rot = 0; rot < 6; rot++) {
    const list: Attack[] = [];
    EDGE_NAMES.forEach((name, local) => {
      const f = tile.edges?.[name];
      if (!f) return;
      const dir = (local + rot) % 6;
      const kind = (ATTACK_KINDS as readonly string[]).indexOf(f.feature);
      if (kind >= 0) list.push({ dir, kind: kind as AttackCode, strength: f.strength ?? 1 });
      else if (f.feature === 'armor') armor[rot]! |= 1 << dir;
      else if (f.feature === 'net') nets[rot]! |= 1 << dir;
      else if (f.feature === 'link') links[rot]! |= 1 << dir;
    });
    TIP_NAMES.forEach((name, local) => {
      const f = tile.tips?.[name];
      if (f) list.push({ dir: (local + rot) % 6, kind: THROWER, strength: f.strength ?? 1 });
    });
    attacks.push(list);
    const sig = `${list
      .map((a) => `${a.dir}/${a.kind}/${a.strength}`)
      .sort()
      .join()}|${armor[rot]}|${nets[rot]}|${links[rot]}`;
    if (!signatures.has(sig)) {
      signatures.set(sig, rot);
      rotations.push(rot);
    }
  }
  const abilities: Record<string, AbilityUse> = {};
  for (const use of tile.abilities ?? []) abilities[use.ability] ??= use;
  return {
    index,
    seat,
    id: tile.id,
    kind: tile.kind,
    initiative,
    toughness: tile.toughness ?? kindDefaults?.toughness ?? 1,
    abilities,
    attacks,
    armor,
    nets,
    links,
    rotations,
    content: tile,
  };
}

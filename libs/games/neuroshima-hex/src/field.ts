/**
 * The battlefield as typed arrays: a snapshot of the board that battles and module effects read
 * without allocating. One Field per board size is reused, so it is not re-entrant (battles never nest).
 */
import { perCatalog, type Catalog } from './catalog.js';
import type { LinkPlan } from './links.js';
import type { Cell, NhState } from './state.js';

/** Typed-array view of the board plus what nets, freezing, modules and markers do this moment. */
export interface Field {
  /** Number of hexes. */
  n: number;
  /** Catalog type index of the tile on each hex, or -1. */
  type: Int16Array;
  /** Owner seat of each tile. */
  owner: Int8Array;
  /** Team of each tile's owner: tiles of one team never attack, net or freeze each other. */
  team: Int8Array;
  /** Rotation of each tile. */
  rot: Int8Array;
  /** Wounds on each tile. */
  damage: Int16Array;
  /** Armor mask of each tile in board directions (bit d: the edge facing direction d). */
  armor: Uint8Array;
  /** 1 when the tile is a unit (the only kind module effects reach). */
  unit: Uint8Array;
  /** Net edges of each tile in board directions (bit d: its net faces direction d). */
  nets: Uint8Array;
  /** Link edges of each tile in board directions. */
  links: Uint8Array;
  /** 1 when a marker lies on the tile. */
  marked: Uint8Array;
  /** 1 when the tile is netted by an active net. */
  netted: Uint8Array;
  /** 1 when an enemy Freezing switches the tile's module effects off. */
  frozen: Uint8Array;
  /** The hex of the Freezing source that froze each tile (the last one, when several), or -1. */
  frozenBy: Int16Array;
  /** Initiative bonus of each tile. */
  init: Int8Array;
  /** Strength bonus per tile and attack kind (index hex * 4 + kind). */
  str: Int8Array;
  /** Toughness bonus of each tile. */
  tough: Int16Array;
  /** Number of medics protecting each tile. */
  medicCount: Uint8Array;
  /** Medic hexes protecting each tile (index hex * 6 + k). */
  medics: Int16Array;
  /**
   * netted, frozen, init, str, tough and medicCount as one run of memory, in 8-byte words: settling
   * zeroes them all in one short loop (a fill per array costs more than the loop on 19-hex boards).
   */
  settledWords: Float64Array;
  /** frozenBy's memory as 4-byte words, set to -1 in one short loop. */
  frozenByWords: Int32Array;
  /** The designs of the catalog the board was last read with (readBoard sets it). */
  designs: Designs | null;
  /** Who may give what to whom on the board as read (links.ts plans it on the first settle after a read). */
  plan: LinkPlan | null;
  /** False after readBoard until links.ts has planned the board. */
  planned: boolean;
}

/** What fields and battles read of each tile design, as flat arrays, built once per catalog. */
export interface Designs {
  cat: Catalog;
  /** Printed toughness per design. */
  toughness: Int16Array;
  /** 1 for HQ designs. */
  hq: Uint8Array;
  /** 1 for unit designs (the only kind module effects reach). */
  unit: Uint8Array;
  /** Armor, net and link edges per design and rotation (index type * 6 + rot), in board directions. */
  armor: Uint8Array;
  nets: Uint8Array;
  links: Uint8Array;
}

/** The designs table of a catalog (built on first use). */
export const designsOf: (cat: Catalog) => Designs = perCatalog((cat) => {
  const k = cat.types.length;
  const d: Designs = {
    cat,
    toughness: new Int16Array(k),
    hq: new Uint8Array(k),
    unit: new Uint8Array(k),
    armor: new Uint8Array(k * 6),
    nets: new Uint8Array(k * 6),
    links: new Uint8Array(k * 6),
  };
  for (let t = 0; t < k; t++) {
    const type = cat.types[t]!;
    d.toughness[t] = type.toughness;
    d.hq[t] = type.kind === 'hq' ? 1 : 0;
    d.unit[t] = type.kind === 'unit' ? 1 : 0;
    for (let r = 0; r < 6; r++) {
      d.armor[t * 6 + r] = type.armor[r]!;
      d.nets[t * 6 + r] = type.nets[r]!;
      d.links[t * 6 + r] = type.links[r]!;
    }
  }
  return d;
});

const fields = new Map<number, Field>();

/** The reusable field for a board of `n` hexes. */
export function fieldFor(n: number): Field {
  let f = fields.get(n);
  if (!f) {
    f = newField(n);
    fields.set(n, f);
  }
  return f;
}

/** Bytes up to the next multiple of 8. */
function words8(bytes: number): number {
  return Math.ceil(bytes / 8) * 8;
}

/** A fresh field of `n` hexes, shared with nobody (fieldFor's is the battles'). */
export function newField(n: number): Field {
  // What settling rewrites shares one buffer: tough (2 bytes a hex) first for its alignment, then the
  // byte arrays, then frozenBy in its own 8-byte-aligned stretch.
  const settledBytes = words8(2 * n + 8 * n);
  const buffer = new ArrayBuffer(settledBytes + words8(2 * n));
  let at = 2 * n;
  const bytes = (size: number): number => {
    at += size;
    return at - size;
  };
  const f: Field = {
    n,
    type: new Int16Array(n),
    owner: new Int8Array(n),
    team: new Int8Array(n),
    rot: new Int8Array(n),
    damage: new Int16Array(n),
    armor: new Uint8Array(n),
    unit: new Uint8Array(n),
    nets: new Uint8Array(n),
    links: new Uint8Array(n),
    marked: new Uint8Array(n),
    tough: new Int16Array(buffer, 0, n),
    netted: new Uint8Array(buffer, bytes(n), n),
    frozen: new Uint8Array(buffer, bytes(n), n),
    init: new Int8Array(buffer, bytes(n), n),
    str: new Int8Array(buffer, bytes(4 * n), 4 * n),
    medicCount: new Uint8Array(buffer, bytes(n), n),
    frozenBy: new Int16Array(buffer, settledBytes, n),
    medics: new Int16Array(n * 6),
    settledWords: new Float64Array(buffer, 0, settledBytes / 8),
    frozenByWords: new Int32Array(buffer, settledBytes, words8(2 * n) / 4),
    designs: null,
    plan: null,
    planned: false,
  };
  f.frozenBy.fill(-1);
  return f;
}

/** Zeroes netted, frozen and every bonus, and sets frozenBy to -1 (the state before settling). */
export function clearSettled(f: Field): void {
  const w = f.settledWords;
  for (let i = 0; i < w.length; i++) w[i] = 0;
  const b = f.frozenByWords;
  for (let i = 0; i < b.length; i++) b[i] = -1;
}

/** Clears what settling gives the one hex `h`: not netted nor frozen, no bonus, no medic. */
export function clearSettledAt(f: Field, h: number): void {
  f.netted[h] = 0;
  f.frozen[h] = 0;
  f.frozenBy[h] = -1;
  f.init[h] = 0;
  for (let k = 0; k < 4; k++) f.str[h * 4 + k] = 0;
  f.tough[h] = 0;
  f.medicCount[h] = 0;
}

/** Copies the board of `state` into the field's tile arrays (and, when given, each hex's tile object into `cells`). */
export function readBoard(f: Field, state: NhState, cat: Catalog, cells: Array<Cell | null> | null = null): void {
  const d = f.designs !== null && f.designs.cat === cat ? f.designs : (f.designs = designsOf(cat));
  const b = state.board;
  const teams = state.teams;
  for (let h = 0; h < f.n; h++) {
    const c = b[h];
    if (c) readTile(f, d, teams, h, c);
    else f.type[h] = -1;
    if (cells) cells[h] = c ?? null;
  }
  f.planned = false;
}

/**
 * Copies one tile into the field's tile arrays at `h` (what readBoard does for each tile; the settled
 * arrays - nets, bonuses - are left alone).
 */
export function readTile(f: Field, d: Designs, teams: readonly number[], h: number, c: Cell): void {
  const t = c.type;
  const tr = t * 6 + c.rot;
  f.type[h] = t;
  f.owner[h] = c.owner;
  f.team[h] = teams[c.owner]!;
  f.rot[h] = c.rot;
  f.damage[h] = c.damage;
  f.armor[h] = d.armor[tr]!;
  f.unit[h] = d.unit[t]!;
  f.nets[h] = d.nets[tr]!;
  f.links[h] = d.links[tr]!;
  f.marked[h] = c.marker === null ? 0 : 1;
}

/** Effective toughness of the tile on `h` (printed plus bonuses). */
export function toughnessAt(f: Field, cat: Catalog, h: number): number {
  return cat.types[f.type[h]!]!.toughness + f.tough[h]!;
}

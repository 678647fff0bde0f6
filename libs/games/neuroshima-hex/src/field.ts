/**
 * The battlefield as typed arrays: a snapshot of the board that battles and module effects read
 * without allocating. One Field per board size is reused, so it is not re-entrant (battles never nest).
 */
import type { Catalog } from './catalog.js';
import type { NhState } from './state.js';

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
}

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

/** A fresh field of `n` hexes, shared with nobody (fieldFor's is the battles'). */
export function newField(n: number): Field {
  return {
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
      netted: new Uint8Array(n),
      frozen: new Uint8Array(n),
      frozenBy: new Int16Array(n).fill(-1),
      init: new Int8Array(n),
      str: new Int8Array(n * 4),
      tough: new Int16Array(n),
      medicCount: new Uint8Array(n),
      medics: new Int16Array(n * 6),
  };
}

/** Copies the board of `state` into the field's tile arrays. */
export function readBoard(f: Field, state: NhState, cat: Catalog): void {
  const b = state.board;
  for (let h = 0; h < f.n; h++) {
    const c = b[h];
    if (c) {
      const type = cat.types[c.type]!;
      f.type[h] = c.type;
      f.owner[h] = c.owner;
      f.team[h] = state.teams[c.owner]!;
      f.rot[h] = c.rot;
      f.damage[h] = c.damage;
      f.armor[h] = type.armor[c.rot]!;
      f.unit[h] = type.kind === 'unit' ? 1 : 0;
      f.nets[h] = type.nets[c.rot]!;
      f.links[h] = type.links[c.rot]!;
      f.marked[h] = c.marker === null ? 0 : 1;
    } else f.type[h] = -1;
  }
}

/** Effective toughness of the tile on `h` (printed plus bonuses). */
export function toughnessAt(f: Field, cat: Catalog, h: number): number {
  return cat.types[f.type[h]!]!.toughness + f.tough[h]!;
}

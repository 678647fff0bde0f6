/**
 * Who reaches whom: settles nets, then Freezing, then every module, module feature and marker
 * effect, into the field's bonus arrays. Module effects reach units only (modules and HQs take no
 * bonus: a decision recorded in docs/games/neuroshima-hex.md). Netted or frozen sources give nothing.
 * Each tile design's module-like uses are compiled once into `Reacher`s so the battle loop does no
 * string lookups and builds no closures.
 */
import type { AbilityUse } from './content.js';
import type { Catalog, TileType } from './catalog.js';
import { clearSettled, designsOf, type Field } from './field.js';
import { AURAS, FREEZING } from './abilities/auras.js';
import type { Aura } from './abilities/aura.js';
import { resolveNets } from './nets.js';
import type { NhState } from './state.js';

const SELF = 0;
const LINKED = 1;
const ADJACENT = 2;
const FRIEND = 0;
const ENEMY = 1;
const ANY = 2;

/** One module-like use of a tile design, compiled. */
interface Reacher {
  aura: Aura;
  use: AbilityUse;
  reach: number;
  affects: number;
}

/** A tile design's compiled influence on others. */
interface Influence {
  freezing: Reacher | null;
  auras: Reacher[];
  /** True when the tile changes other tiles (nets, freezing, auras): its removal means recomputing links. */
  influences: boolean;
}

const compiled = new WeakMap<Catalog, Influence[]>();
// The catalog asked for last and its list: battles ask many times for the same catalog, and this
// compare is cheaper than the WeakMap.
let lastCat: Catalog | null = null;
let lastList: Influence[] = [];

function reacher(aura: Aura, use: AbilityUse): Reacher {
  const reach = use.reach === 'self' ? SELF : use.reach === 'linked' ? LINKED : ADJACENT;
  const affects = use.affects === 'friend' ? FRIEND : use.affects === 'enemy' ? ENEMY : ANY;
  return { aura, use, reach, affects };
}

/** The compiled influence of every tile design of a catalog (built on first use). */
export function influencesOf(cat: Catalog): Influence[] {
  if (cat === lastCat) return lastList;
  let list = compiled.get(cat);
  if (!list) {
    list = cat.types.map((type: TileType) => {
      const f = type.abilities[FREEZING.id];
      const auras = Object.values(type.abilities)
        .filter((u) => AURAS[u.ability] !== undefined)
        .map((u) => reacher(AURAS[u.ability]!, u));
      const freezing = f ? reacher(FREEZING, f) : null;
      return { freezing, auras, influences: freezing !== null || auras.length > 0 || type.nets.some((m) => m !== 0) };
    });
    compiled.set(cat, list);
  }
  lastCat = cat;
  lastList = list;
  return list;
}

/**
 * Whether `target` matches `affects` as seen from `source`: 'friend' is the same army (allies in team
 * play are not: D25), 'enemy' another team, 'any' everyone.
 */
export function allegianceOk(f: Field, source: number, target: number, affects: unknown): boolean {
  if (affects === 'enemy') return f.team[source] !== f.team[target];
  if (affects === 'friend') return f.owner[source] === f.owner[target];
  return true;
}

function allegiance(f: Field, source: number, target: number, affects: number): boolean {
  if (affects === ANY) return true;
  return affects === FRIEND ? f.owner[source] === f.owner[target] : f.team[source] !== f.team[target];
}

/**
 * Calls `visit` for each board hex a use reaches from `h`: itself (self), the hexes its link edges
 * face (linked) or all six neighbours (adjacent). Off-board and empty hexes are skipped.
 */
export function forEachReached(f: Field, cat: Catalog, h: number, reach: unknown, visit: (target: number) => void): void {
  if (reach === 'self') {
    visit(h);
    return;
  }
  const mask = reach === 'linked' ? cat.types[f.type[h]!]!.links[f.rot[h]!]! : 63;
  const nb = cat.board.neighbours;
  for (let d = 0; d < 6; d++) {
    if (!(mask & (1 << d))) continue;
    const v = nb[h * 6 + d]!;
    if (v >= 0 && f.type[v]! >= 0) visit(v);
  }
}

/** Reach mask of a compiled use from hex `h` (bit d: the neighbour across edge d). */
function reachMask(f: Field, h: number, r: Reacher): number {
  return r.reach === LINKED ? f.links[h]! : 63;
}

/** Whether removing a tile of this design can change other tiles' nets or bonuses. */
export function hasInfluence(cat: Catalog, type: number): boolean {
  return influencesOf(cat)[type]!.influences;
}

let settles = 0;

/** How many times links were settled in this thread so far (battles compare it to know when to re-read initiatives). */
export function linkSettles(): number {
  return settles;
}

/** Lists on `f.sources` the hexes whose tiles may give something when settling: only they are visited then. */
function listSources(f: Field, inf: Influence[]): void {
  let count = 0;
  for (let h = 0; h < f.n; h++) {
    const t = f.type[h]!;
    if (t >= 0 && (inf[t]!.influences || f.marked[h])) f.sources[count++] = h;
  }
  f.sourceCount = count;
}

/** Fills nets, freezing and all bonuses on the field for the board as it stands. */
export function computeLinks(f: Field, cat: Catalog, state: NhState): void {
  settles++;
  const inf = influencesOf(cat);
  // The sources are listed once per board read; tiles only leave the board until the next read.
  if (f.sourceCount < 0) listSources(f, inf);
  clearSettled(f);
  resolveNets(f, cat);
  const hq = (f.designs !== null && f.designs.cat === cat ? f.designs : designsOf(cat)).hq;
  const nb = cat.board.neighbours;
  const sources = f.sources;
  const count = f.sourceCount;
  const type = f.type;
  for (let i = 0; i < count; i++) {
    const h = sources[i]!;
    const t = type[h]!;
    if (t < 0 || f.netted[h]) continue;
    const fr = inf[t]!.freezing;
    if (!fr) continue;
    const mask = reachMask(f, h, fr);
    for (let d = 0; d < 6; d++) {
      if (!(mask & (1 << d))) continue;
      const v = nb[h * 6 + d]!;
      if (v >= 0 && type[v]! >= 0 && !hq[type[v]!] && allegiance(f, h, v, fr.affects)) fr.aura.give(f, h, v, fr.use);
    }
  }
  for (let i = 0; i < count; i++) {
    const h = sources[i]!;
    const t = type[h]!;
    if (t < 0) continue;
    const auras = inf[t]!.auras;
    if (auras.length && !f.netted[h] && !f.frozen[h]) {
      for (let a = 0; a < auras.length; a++) {
        const r = auras[a]!;
        if (r.reach === SELF) {
          if (f.unit[h]) r.aura.give(f, h, h, r.use);
          continue;
        }
        const mask = reachMask(f, h, r);
        for (let d = 0; d < 6; d++) {
          if (!(mask & (1 << d))) continue;
          const v = nb[h * 6 + d]!;
          if (v >= 0 && type[v]! >= 0 && f.unit[v] && allegiance(f, h, v, r.affects)) r.aura.give(f, h, v, r.use);
        }
      }
    }
    if (!f.marked[h]) continue;
    const marker = state.board[h]!.marker;
    if (marker) {
      const effect = cat.markers[f.owner[h]!]![marker]?.effect;
      const aura = effect && AURAS[effect.ability];
      if (aura) aura.give(f, h, h, effect);
    }
  }
}

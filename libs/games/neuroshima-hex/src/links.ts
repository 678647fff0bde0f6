/**
 * Who reaches whom: settles nets, then Freezing, then every module, module feature and marker
 * effect, into the field's bonus arrays. Module effects reach units only (modules and HQs take no
 * bonus: a decision recorded in docs/games/neuroshima-hex.md). Netted or frozen sources give nothing.
 * Each tile design's module-like uses are compiled once into `Reacher`s so the battle loop does no
 * string lookups and builds no closures.
 */
import type { AbilityUse } from './content.js';
import { perCatalog, type Catalog, type TileType } from './catalog.js';
import { clearSettled, designsOf, type Field } from './field.js';
import { AURAS, FREEZING } from './abilities/auras.js';
import type { Aura } from './abilities/aura.js';
import { addCarrier, clearNetPlan, newNetPlan, resolveNets, type NetPlan } from './nets.js';
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

function reacher(aura: Aura, use: AbilityUse): Reacher {
  const reach = use.reach === 'self' ? SELF : use.reach === 'linked' ? LINKED : ADJACENT;
  const affects = use.affects === 'friend' ? FRIEND : use.affects === 'enemy' ? ENEMY : ANY;
  return { aura, use, reach, affects };
}

/** The compiled influence of every tile design of a catalog (built on first use). */
export const influencesOf: (cat: Catalog) => Influence[] = perCatalog((cat) =>
  cat.types.map((type: TileType) => {
    const f = type.abilities[FREEZING.id];
    const auras = Object.values(type.abilities)
      .filter((u) => AURAS[u.ability] !== undefined)
      .map((u) => reacher(AURAS[u.ability]!, u));
    const freezing = f ? reacher(FREEZING, f) : null;
    return { freezing, auras, influences: freezing !== null || auras.length > 0 || type.nets.some((m) => m !== 0) };
  }),
);

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

/**
 * Who may give what to whom on the board as read, in the order settling gives it: Freezing first,
 * then per hex its modules and module features, then its marker's effect. Reach, allegiance, unit
 * and HQ checks do not change while tiles only leave the board, so they are made once here;
 * settling then checks only who is still alive, netted or frozen.
 */
export interface LinkPlan {
  nets: NetPlan;
  /** Freezing: source and target hexes, and the use. */
  freezeFrom: Int16Array;
  freezeTo: Int16Array;
  freezeBy: Reacher[];
  freezeCount: number;
  /** Other gifts: source and target hexes, the ability and its use, and 1 for a marker's effect (given even when netted or frozen). */
  giftFrom: Int16Array;
  giftTo: Int16Array;
  giftAura: Aura[];
  giftUse: AbilityUse[];
  giftMarker: Uint8Array;
  giftCount: number;
}

function newPlan(n: number): LinkPlan {
  return {
    nets: newNetPlan(n),
    freezeFrom: new Int16Array(n * 6),
    freezeTo: new Int16Array(n * 6),
    freezeBy: [],
    freezeCount: 0,
    giftFrom: new Int16Array(n * 7),
    giftTo: new Int16Array(n * 7),
    giftAura: [],
    giftUse: [],
    giftMarker: new Uint8Array(n * 7),
    giftCount: 0,
  };
}

/** Adds a gift to the plan, growing its arrays when a design has many module uses. */
function addGift(plan: LinkPlan, from: number, to: number, aura: Aura, use: AbilityUse, marker: number): void {
  const i = plan.giftCount++;
  if (i >= plan.giftFrom.length) {
    const grow = <T extends Int16Array | Uint8Array>(a: T, b: T): T => (b.set(a), b);
    plan.giftFrom = grow(plan.giftFrom, new Int16Array(i * 2));
    plan.giftTo = grow(plan.giftTo, new Int16Array(i * 2));
    plan.giftMarker = grow(plan.giftMarker, new Uint8Array(i * 2));
  }
  plan.giftFrom[i] = from;
  plan.giftTo[i] = to;
  plan.giftAura[i] = aura;
  plan.giftUse[i] = use;
  plan.giftMarker[i] = marker;
}

/** Plans settling for the board as read (see LinkPlan), in one pass over the tiles that give something. */
function planLinks(f: Field, cat: Catalog, state: NhState, inf: Influence[], hq: Uint8Array): LinkPlan {
  const plan = f.plan ?? (f.plan = newPlan(f.n));
  const nb = cat.board.neighbours;
  const { type, unit, marked } = f;
  clearNetPlan(plan.nets);
  plan.freezeCount = 0;
  plan.giftCount = 0;
  for (let h = 0; h < f.n; h++) {
    const t = type[h]!;
    if (t < 0) continue;
    const influence = inf[t]!;
    if (!influence.influences && !marked[h]) continue;
    if (f.nets[h]) addCarrier(f, nb, plan.nets, h);
    const fr = influence.freezing;
    if (fr) {
      const mask = reachMask(f, h, fr);
      for (let d = 0; d < 6; d++) {
        if (!(mask & (1 << d))) continue;
        const v = nb[h * 6 + d]!;
        if (v >= 0 && type[v]! >= 0 && !hq[type[v]!] && allegiance(f, h, v, fr.affects)) {
          const i = plan.freezeCount++;
          plan.freezeFrom[i] = h;
          plan.freezeTo[i] = v;
          plan.freezeBy[i] = fr;
        }
      }
    }
    const auras = influence.auras;
    for (let a = 0; a < auras.length; a++) {
      const r = auras[a]!;
      if (r.reach === SELF) {
        if (unit[h]) addGift(plan, h, h, r.aura, r.use, 0);
        continue;
      }
      const mask = reachMask(f, h, r);
      for (let d = 0; d < 6; d++) {
        if (!(mask & (1 << d))) continue;
        const v = nb[h * 6 + d]!;
        if (v >= 0 && type[v]! >= 0 && unit[v] && allegiance(f, h, v, r.affects)) addGift(plan, h, v, r.aura, r.use, 0);
      }
    }
    if (!marked[h]) continue;
    const marker = state.board[h]!.marker;
    if (marker) {
      const effect = cat.markers[f.owner[h]!]![marker]?.effect;
      const aura = effect && AURAS[effect.ability];
      if (aura) addGift(plan, h, h, aura, effect, 1);
    }
  }
  f.planned = true;
  return plan;
}

/** Fills nets, freezing and all bonuses on the field for the board as it stands. */
export function computeLinks(f: Field, cat: Catalog, state: NhState): void {
  settles++;
  const inf = influencesOf(cat);
  const hq = (f.designs !== null && f.designs.cat === cat ? f.designs : designsOf(cat)).hq;
  // Planned once per board read; tiles only leave the board until the next read.
  const plan = f.planned && f.plan ? f.plan : planLinks(f, cat, state, inf, hq);
  clearSettled(f);
  resolveNets(f, plan.nets);
  const { type, netted, frozen } = f;
  const { freezeFrom, freezeTo, freezeBy, freezeCount } = plan;
  for (let i = 0; i < freezeCount; i++) {
    const h = freezeFrom[i]!;
    const v = freezeTo[i]!;
    if (type[h]! < 0 || netted[h] || type[v]! < 0) continue;
    const fr = freezeBy[i]!;
    fr.aura.give(f, h, v, fr.use);
  }
  const { giftFrom, giftTo, giftAura, giftUse, giftMarker, giftCount } = plan;
  for (let i = 0; i < giftCount; i++) {
    const h = giftFrom[i]!;
    const v = giftTo[i]!;
    if (type[h]! < 0 || type[v]! < 0 || (!giftMarker[i] && (netted[h] || frozen[h]))) continue;
    giftAura[i]!.give(f, h, v, giftUse[i]!);
  }
}

/**
 * Nets: which tiles are netted (only enemies' tiles: allies in team play are never netted). A net is active unless the tile carrying it is netted by an active
 * net; nets that depend on each other in a ring (two net-fighters facing each other) are all
 * active (decision D2 in seeds/neuroshima-hex.md). Settled by propagation from nets that nobody nets.
 */
import type { Field } from './field.js';

const UNKNOWN = 0;
const ACTIVE = 1;
const INACTIVE = 2;

/**
 * The nets of a board as read: the net carriers, ascending, and for carrier i the enemy tiles its
 * nets face, target[start[i]] up to target[start[i + 1]]. Tiles only leave the board until it is read
 * again, so settling needs only to skip the dead.
 */
export interface NetPlan {
  carriers: Int16Array;
  count: number;
  start: Int16Array;
  target: Int16Array;
}

/** An empty plan for a board of `n` hexes. */
export function newNetPlan(n: number): NetPlan {
  return { carriers: new Int16Array(n), count: 0, start: new Int16Array(n + 1), target: new Int16Array(n * 6) };
}

/** Empties the plan before a board is planned. */
export function clearNetPlan(plan: NetPlan): void {
  plan.count = 0;
  plan.start[0] = 0;
}

/** Adds the living tile on `h`, which has net edges, as the next carrier (hexes come in ascending order). */
export function addCarrier(f: Field, nb: Int32Array, plan: NetPlan, h: number): void {
  const mask = f.nets[h]!;
  let edges = plan.start[plan.count]!;
  plan.carriers[plan.count] = h;
  for (let d = 0; d < 6; d++) {
    if (!(mask & (1 << d))) continue;
    const v = nb[h * 6 + d]!;
    if (v >= 0 && f.type[v]! >= 0 && f.team[v] !== f.team[h]) plan.target[edges++] = v;
  }
  plan.start[++plan.count] = edges;
}

let status = new Uint8Array(0);
let pending = new Uint8Array(0);
let queue = new Int16Array(0);
let tail = 0;

/**
 * Spreads the decided state of carrier `i` (on hex `h`) to the living tiles its nets point at. Every
 * living tile with net edges is a carrier of the plan, so `status` is known for it.
 */
function settle(f: Field, plan: NetPlan, i: number, h: number): void {
  const end = plan.start[i + 1]!;
  for (let e = plan.start[i]!; e < end; e++) {
    const v = plan.target[e]!;
    if (f.type[v]! < 0) continue;
    const isSource = f.nets[v] !== 0;
    if (status[h] === ACTIVE) {
      f.netted[v] = 1;
      if (isSource && status[v] === UNKNOWN) {
        status[v] = INACTIVE;
        queue[tail++] = v;
      }
    } else if (--pending[v]! === 0 && !f.netted[v] && isSource && status[v] === UNKNOWN) {
      status[v] = ACTIVE;
      queue[tail++] = v;
    }
  }
}

// Where each carrier's hex sits in the plan, to find its targets from the queue.
let indexOf = new Int16Array(0);

/**
 * Fills `f.netted` for the tiles now on the field from the plan of the board as read. Expects
 * `f.netted` all 0 (computeLinks clears it).
 */
export function resolveNets(f: Field, plan: NetPlan): void {
  const n = f.n;
  if (status.length < n) {
    status = new Uint8Array(n);
    pending = new Uint8Array(n);
    indexOf = new Int16Array(n);
    queue = new Int16Array(n * 4);
  }
  const { carriers, count, start, target } = plan;
  // Count, for every tile, the living enemy nets pointing at it. Only carriers' status and the
  // pending of tiles they point at are read below, so only those are reset.
  let living = 0;
  for (let i = 0; i < count; i++) {
    const h = carriers[i]!;
    status[h] = UNKNOWN;
    pending[h] = 0;
    indexOf[h] = i;
    if (f.type[h]! < 0) continue;
    living++;
    for (let e = start[i]!; e < start[i + 1]!; e++) pending[target[e]!] = 0;
  }
  if (living === 0) return;
  for (let i = 0; i < count; i++) {
    if (f.type[carriers[i]!]! < 0) continue;
    for (let e = start[i]!; e < start[i + 1]!; e++) if (f.type[target[e]!]! >= 0) pending[target[e]!]!++;
  }
  let head = 0;
  tail = 0;
  for (let i = 0; i < count; i++) {
    const h = carriers[i]!;
    if (f.type[h]! >= 0 && pending[h] === 0) {
      status[h] = ACTIVE;
      queue[tail++] = h;
    }
  }
  while (head < tail) {
    const h = queue[head++]!;
    settle(f, plan, indexOf[h]!, h);
  }
  // Whatever is still undecided sits in a ring of nets: all of them hold.
  for (let i = 0; i < count; i++) if (f.type[carriers[i]!]! >= 0 && status[carriers[i]!] === UNKNOWN) status[carriers[i]!] = ACTIVE;
  for (let i = 0; i < count; i++) if (f.type[carriers[i]!]! >= 0 && status[carriers[i]!] === ACTIVE) settle(f, plan, i, carriers[i]!);
}

/**
 * Nets: which tiles are netted (only enemies' tiles: allies in team play are never netted). A net is active unless the tile carrying it is netted by an active
 * net; nets that depend on each other in a ring (two net-fighters facing each other) are all
 * active (rules option netChains: fixed-point). Settled by propagation from nets that nobody nets.
 */
import type { Catalog } from './catalog.js';
import type { Field } from './field.js';

const UNKNOWN = 0;
const ACTIVE = 1;
const INACTIVE = 2;

let status = new Uint8Array(0);
let pending = new Uint8Array(0);
let queue = new Int16Array(0);
let carrier = new Int16Array(0);
let tail = 0;

/** Spreads the decided state of the net carrier on `h` to the tiles its nets point at. */
function settle(f: Field, nb: Int32Array, h: number): void {
  const mask = f.nets[h]!;
  for (let d = 0; d < 6; d++) {
    if (!(mask & (1 << d))) continue;
    const v = nb[h * 6 + d]!;
    if (v < 0 || f.type[v]! < 0 || f.team[v] === f.team[h]) continue;
    // A living tile with net edges carries nets.
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

/**
 * Fills `f.netted` for the tiles now on the field. Expects `f.netted` all 0 and `f.sources` listed
 * (computeLinks does both): net carriers are among the sources, so only those are visited.
 */
export function resolveNets(f: Field, cat: Catalog): void {
  const n = f.n;
  if (status.length < n) {
    status = new Uint8Array(n);
    pending = new Uint8Array(n);
    carrier = new Int16Array(n);
    queue = new Int16Array(n * 4);
  }
  const nb = cat.board.neighbours;
  // The living net carriers, ascending (as the sources are).
  let carriers = 0;
  for (let i = 0; i < f.sourceCount; i++) {
    const h = f.sources[i]!;
    if (f.type[h]! >= 0 && f.nets[h]) carrier[carriers++] = h;
  }
  if (carriers === 0) return;
  // Count, for every tile, the enemy nets pointing at it.
  pending.fill(0, 0, n);
  status.fill(UNKNOWN, 0, n);
  for (let i = 0; i < carriers; i++) {
    const h = carrier[i]!;
    const mask = f.nets[h]!;
    for (let d = 0; d < 6; d++) {
      if (!(mask & (1 << d))) continue;
      const v = nb[h * 6 + d]!;
      if (v >= 0 && f.type[v]! >= 0 && f.team[v] !== f.team[h]) pending[v]!++;
    }
  }
  let head = 0;
  tail = 0;
  for (let i = 0; i < carriers; i++) {
    const h = carrier[i]!;
    if (pending[h] === 0) {
      status[h] = ACTIVE;
      queue[tail++] = h;
    }
  }
  while (head < tail) settle(f, nb, queue[head++]!);
  // Whatever is still undecided sits in a ring of nets: all of them hold.
  for (let i = 0; i < carriers; i++) if (status[carrier[i]!] === UNKNOWN) status[carrier[i]!] = ACTIVE;
  for (let i = 0; i < carriers; i++) if (status[carrier[i]!] === ACTIVE) settle(f, nb, carrier[i]!);
}

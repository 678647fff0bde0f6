/**
 * Nets: which tiles are netted. A net is active unless the tile carrying it is netted by an active
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

/** Fills `f.netted` for the tiles now on the field. */
export function resolveNets(f: Field, cat: Catalog): void {
  const n = f.n;
  if (status.length < n) {
    status = new Uint8Array(n);
    pending = new Uint8Array(n);
    queue = new Int16Array(n * 4);
  }
  const nb = cat.board.neighbours;
  f.netted.fill(0);
  pending.fill(0, 0, n);
  let sources = 0;
  // Count, for every tile, the enemy nets pointing at it.
  for (let h = 0; h < n; h++) {
    status[h] = UNKNOWN;
    const t = f.type[h]!;
    if (t < 0) continue;
    const mask = cat.types[t]!.nets[f.rot[h]!]!;
    if (mask === 0) continue;
    sources++;
    for (let d = 0; d < 6; d++) {
      if (!(mask & (1 << d))) continue;
      const v = nb[h * 6 + d]!;
      if (v >= 0 && f.type[v]! >= 0 && f.owner[v] !== f.owner[h]) pending[v]!++;
    }
  }
  if (sources === 0) return;
  let head = 0;
  let tail = 0;
  for (let h = 0; h < n; h++) {
    if (f.type[h]! >= 0 && cat.types[f.type[h]!]!.nets[f.rot[h]!]! !== 0 && pending[h] === 0) {
      status[h] = ACTIVE;
      queue[tail++] = h;
    }
  }
  const settle = (h: number): void => {
    const mask = cat.types[f.type[h]!]!.nets[f.rot[h]!]!;
    for (let d = 0; d < 6; d++) {
      if (!(mask & (1 << d))) continue;
      const v = nb[h * 6 + d]!;
      if (v < 0 || f.type[v]! < 0 || f.owner[v] === f.owner[h]) continue;
      const isSource = cat.types[f.type[v]!]!.nets[f.rot[v]!]! !== 0;
      if (status[h] === ACTIVE) {
        f.netted[v] = 1;
        if (isSource && status[v] === UNKNOWN) {
          status[v] = INACTIVE;
          queue[tail++] = v;
        }
      } else {
        pending[v]!--;
        if (pending[v] === 0 && !f.netted[v] && isSource && status[v] === UNKNOWN) {
          status[v] = ACTIVE;
          queue[tail++] = v;
        }
      }
    }
  };
  while (head < tail) settle(queue[head++]!);
  // Whatever is still undecided sits in a ring of nets: all of them hold.
  for (let h = 0; h < n; h++) {
    if (f.type[h]! >= 0 && status[h] === UNKNOWN && cat.types[f.type[h]!]!.nets[f.rot[h]!]! !== 0) status[h] = ACTIVE;
  }
  for (let h = 0; h < n; h++) if (status[h] === ACTIVE && f.type[h]! >= 0 && cat.types[f.type[h]!]!.nets[f.rot[h]!]! !== 0) settle(h);
}

/**
 * swap (army ability) and swap-zone (the HQ's and the Bitch's feature): once per turn the player
 * exchanges a friendly board tile in the Swap Zone for a board tile from the hand. The old tile goes
 * back to the hand clean (wounds and markers dropped); the new one may face any way. A netted or
 * frozen zone-giver spreads no zone, and a netted tile cannot be swapped.
 */
import type { Catalog } from '../catalog.js';
import type { Field } from '../field.js';
import { allegianceOk, forEachReached } from '../links.js';
import { fieldNow, hexArg, rotationArg } from '../position.js';
import type { NhState } from '../state.js';
import { actionFrom, label, type Params, type Play } from './play.js';

const BOARD_KINDS = ['unit', 'module'];

/** Hexes of `seat`'s tiles that are in its Swap Zone now (and not netted). */
export function swapZone(state: NhState, cat: Catalog, f: Field, seat: number): number[] {
  const zone = new Set<number>();
  for (let h = 0; h < f.n; h++) {
    const t = f.type[h]!;
    if (t < 0 || f.netted[h] || f.frozen[h] || f.owner[h] !== seat) continue;
    const use = cat.types[t]!.abilities['swap-zone'];
    if (!use) continue;
    forEachReached(f, cat, h, use.reach, (v) => {
      if (v !== h && !f.netted[v] && allegianceOk(f, h, v, use.affects) && f.owner[v] === seat && BOARD_KINDS.includes(cat.types[f.type[v]!]!.kind)) zone.add(v);
    });
  }
  return [...zone].sort((a, b) => a - b);
}

function handTiles(state: NhState, cat: Catalog, seat: number): string[] {
  return [...new Set(state.seats[seat]!.hand)].filter((id) => BOARD_KINDS.includes(cat.types[cat.typeIndex.get(`${seat}:${id}`)!]!.kind));
}

/** Swap, the Hell Hounds' army ability. */
export const swap: Play = {
  id: 'swap',
  options(t, _use, _source, head) {
    const f = fieldNow(t.state, t.cat);
    const out: Params[] = [];
    const tiles = handTiles(t.state, t.cat, t.seat);
    if (tiles.length === 0) return out;
    for (const h of swapZone(t.state, t.cat, f, t.seat)) {
      for (const tile of tiles) {
        for (const rotation of t.cat.types[t.cat.typeIndex.get(`${t.seat}:${tile}`)!]!.rotations) {
          const a = actionFrom(head);
          a.hex = label(t.cat, h);
          a.tile = tile;
          a.rotation = rotation;
          out.push(a);
        }
      }
    }
    return out;
  },
  refuse(t, _use, _source, p) {
    const h = hexArg(t.cat, p.hex);
    if (h < 0) return "swap needs a board hex 'hex'";
    if (rotationArg(p.rotation) < 0) return "swap needs a 'rotation' 0-5";
    if (typeof p.tile !== 'string' || !handTiles(t.state, t.cat, t.seat).includes(p.tile)) return `'${String(p.tile)}' is not a board tile in your hand`;
    const f = fieldNow(t.state, t.cat);
    if (!swapZone(t.state, t.cat, f, t.seat).includes(h)) return `${label(t.cat, h)} is not a tile of yours in the Swap Zone (or it is netted)`;
    return null;
  },
  perform(t, _use, _source, p, events) {
    const h = hexArg(t.cat, p.hex);
    const old = t.state.board[h]!;
    const seat = t.state.seats[t.seat]!;
    if (old.marker) seat.supply[old.marker] = (seat.supply[old.marker] ?? 0) + 1;
    seat.hand.splice(seat.hand.indexOf(p.tile as string), 1);
    seat.hand.push(old.tile);
    const tile = p.tile as string;
    t.state.board[h] = { tile, type: t.cat.typeIndex.get(`${t.seat}:${tile}`)!, owner: t.seat, rot: rotationArg(p.rotation), damage: 0, marker: null, id: t.state.nextId++ };
    events.push({ type: 'swapped', hex: label(t.cat, h), out: old.tile, in: tile, rotation: rotationArg(p.rotation) });
  },
};

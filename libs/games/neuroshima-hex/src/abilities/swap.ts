/**
 * swap (army ability) and swap-zone (the HQ's and the Bitch's feature): once per turn the player
 * exchanges a friendly board tile in the Swap Zone for a board tile from the hand. The old tile goes
 * back to the hand clean (wounds and markers dropped); the new one may face any way. A netted or
 * frozen zone-giver spreads no zone, and a netted tile cannot be swapped.
 */
import { designOf, perCatalog, type Catalog, type TileType } from '../catalog.js';
import type { Field } from '../field.js';
import { allegianceOk, forEachReached } from '../links.js';
import { fieldNow, hexArg, rotationArg } from '../position.js';
import { takeTile, type NhState } from '../state.js';
import { definePlay, label } from './play.js';
import { designUses, useOf, type SwapParams, type SwapZoneParams } from './params.js';

const BOARD_KINDS = ['unit', 'module'];

/**
 * Whether zone-givers of `owner` spread a Swap Zone for `seat`: its own, or (team play) an ally's
 * whose army's Swap says `alliesMayUse` (D17: allies swap only their own tiles there).
 */
function givesZoneTo(state: NhState, cat: Catalog, owner: number, seat: number): boolean {
  if (owner === seat) return true;
  return state.teams[owner] === state.teams[seat] && useOf(cat.armyAbilities[owner]!, 'swap')?.alliesMayUse === true;
}

/** Hexes of `seat`'s tiles that are in a Swap Zone open to it now (and not netted). */
export function swapZone(state: NhState, cat: Catalog, f: Field, seat: number): number[] {
  // Marks per hex, read back in board order: sorted and without duplicates, with no Set or closure per giver.
  if (inZone.length < f.n) inZone = new Uint8Array(f.n);
  for (let h = 0; h < f.n; h++) inZone[h] = 0;
  let any = false;
  // Per-catalog tables read once, not per hex; most designs give no zone, so that is checked first.
  const uses = designUses(cat, 'swap-zone');
  zoneBoardKinds = boardKinds(cat);
  for (let h = 0; h < f.n; h++) {
    const t = f.type[h]!;
    if (t < 0) continue;
    const use = uses[t];
    if (!use || f.netted[h] || f.frozen[h] || !givesZoneTo(state, cat, f.owner[h]!, seat)) continue;
    giver = h;
    giverUse = use;
    zoneField = f;
    zoneSeat = seat;
    forEachReached(f, cat, h, use.reach, markZone);
    any = true;
  }
  const zone: number[] = [];
  if (any) for (let h = 0; h < f.n; h++) if (inZone[h]) zone.push(h);
  return zone;
}

/** Per tile design, 1 for a unit or module (the kinds a swap takes). */
const boardKinds = perCatalog((cat) => Uint8Array.from(cat.types, (t) => (BOARD_KINDS.includes(t.kind) ? 1 : 0)));

let inZone = new Uint8Array(0);
let giver = -1;
let giverUse: SwapZoneParams | null = null;
let zoneField: Field | null = null;
let zoneBoardKinds: Uint8Array = new Uint8Array(0);
let zoneSeat = -1;

/** Marks `v` when the current zone-giver's zone takes it in (one shared function: no closure per giver). */
function markZone(v: number): void {
  const f = zoneField!;
  // An ally's zone takes in the seat's tiles as the giver's own zone takes in the giver's (D17).
  const owned = f.owner[giver] === zoneSeat ? allegianceOk(f, giver, v, giverUse!.affects) : f.team[giver] === f.team[v];
  if (v !== giver && !f.netted[v] && owned && f.owner[v] === zoneSeat && zoneBoardKinds[f.type[v]!] === 1) inZone[v] = 1;
}

/**
 * The key of the once-per-turn record that holds, for the rest of the turn, the placement id of a tile of
 * `seat` a swap took back to the hand: placed again this turn, the tile keeps that id, so what it used up
 * this turn (the Tugger's Mobility and Tugging) stays used.
 */
export function swappedOutKey(seat: number, tile: string): string {
  return `swapped-out#${seat}#${tile}`;
}

/** The placement id for `seat` placing `tile` now: the one it had before a swap this turn took it back, or a new one. */
export function placementId(state: NhState, seat: number, tile: string): number {
  // No swap this turn (nearly every placement): no key to look up.
  if (state.used['swap'] === undefined) return state.nextId++;
  const key = swappedOutKey(seat, tile);
  const id = state.used[key];
  if (id === undefined) return state.nextId++;
  delete state.used[key];
  return id;
}

/** The designs `options` offers, reused between offers (read by the sink before the next offer). */
const handDesigns: TileType[] = [];

/** Swap, the Hell Hounds' army ability. */
export const swap = definePlay<SwapParams>({
  id: 'swap',
  options(t, _use, _source, head, out) {
    // The hand's unit and module designs, each once, in hand order (into a reused buffer).
    const hand = t.state.seats[t.seat]!.hand;
    const kinds = boardKinds(t.cat);
    let count = 0;
    for (let i = 0; i < hand.length; i++) {
      const type = designOf(t.cat, t.seat, hand[i]!)!;
      if (kinds[type.index] === 1 && hand.indexOf(hand[i]!) === i) handDesigns[count++] = type;
    }
    if (count === 0) return;
    const zone = swapZone(t.state, t.cat, fieldNow(t.state, t.cat), t.seat);
    const alone = t.cat.idAlone;
    for (const h of zone) {
      for (let i = 0; i < count; i++) {
        const type = handDesigns[i]!;
        out.product(head, 'hex', t.cat.labelAlone[h]!, 'tile', alone[type.index]!, 'rotation', type.rotations);
      }
    }
  },
  refuse(t, _use, _source, p) {
    const h = hexArg(t.cat, p.hex);
    if (h < 0) return "swap needs a board hex 'hex'";
    if (rotationArg(p.rotation) < 0) return "swap needs a 'rotation' 0-5";
    const type = typeof p.tile === 'string' && t.state.seats[t.seat]!.hand.includes(p.tile) ? designOf(t.cat, t.seat, p.tile) : undefined;
    if (!type || boardKinds(t.cat)[type.index] !== 1) return `'${String(p.tile)}' is not a board tile in your hand`;
    const f = fieldNow(t.state, t.cat);
    if (!swapZone(t.state, t.cat, f, t.seat).includes(h))
      return `${label(t.cat, h)} is not a tile of yours in the Swap Zone (or it is netted)`;
    return null;
  },
  perform(t, _use, _source, p, events) {
    const h = hexArg(t.cat, p.hex);
    const old = t.state.board[h]!;
    const seat = t.state.seats[t.seat]!;
    if (old.marker) seat.supply[old.marker] = (seat.supply[old.marker] ?? 0) + 1;
    const tile = p.tile as string;
    // The incoming tile's id first: it may be one swapped out earlier this turn (with perTurn above 1).
    const id = placementId(t.state, t.seat, tile);
    takeTile(seat.hand, tile);
    seat.hand.push(old.tile);
    t.state.used[swappedOutKey(t.seat, old.tile)] = old.id;
    t.state.board[h] = {
      tile,
      type: designOf(t.cat, t.seat, tile)!.index,
      owner: t.seat,
      rot: rotationArg(p.rotation),
      damage: 0,
      marker: null,
      id,
    };
    events.push({ type: 'swapped', hex: label(t.cat, h), out: old.tile, in: tile, rotation: rotationArg(p.rotation) });
  },
});

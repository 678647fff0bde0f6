/**
 * Wounds and removals: taking a tile off the board (its marker back to the supply), removing every
 * tile whose wounds reach its toughness (and those that needed a bonus from a removed tile), and
 * wounding tiles outside battle (instant tiles such as Avalanche).
 */
import type { Event } from '@armory/engine';
import type { Catalog } from './catalog.js';
import { designsOf, type Field } from './field.js';
import { fieldNow } from './position.js';
import { computeLinks, influencesOf } from './links.js';
import type { NhState } from './state.js';

/**
 * Removes every tile whose wounds reach its toughness, then (when a removed tile gave nets or bonuses)
 * settles links again and removes tiles that needed a lost bonus, until nothing changes.
 * The first pass uses the links of the phase, since a phase's bonuses hold until its end.
 */
export function removeDead(
  f: Field,
  cat: Catalog,
  state: NhState,
  events: Event[] | null,
  hqsDestroyed: number[],
  woundedNow: Int16Array | null = null,
): boolean {
  // The first pass may look only at tiles wounded just now (`woundedNow[v] > 0`): the others were alive
  // with the same toughness before. After links change, every tile is looked at.
  if (!woundedNow) return removeDeadAmong(f, cat, state, events, hqsDestroyed, null, 0);
  if (scratch.length < f.n) scratch = new Int16Array(f.n);
  let count = 0;
  for (let v = 0; v < f.n; v++) if (woundedNow[v]! > 0) scratch[count++] = v;
  return removeDeadAmong(f, cat, state, events, hqsDestroyed, scratch, count);
}

let scratch = new Int16Array(0);

/**
 * removeDead with the first pass over the hexes `first[0]` .. `first[count - 1]` (ascending), or over
 * every hex when `first` is null.
 */
export function removeDeadAmong(
  f: Field,
  cat: Catalog,
  state: NhState,
  events: Event[] | null,
  hqsDestroyed: number[],
  first: Int16Array | null,
  count: number,
): boolean {
  const d = f.designs !== null && f.designs.cat === cat ? f.designs : designsOf(cat);
  const inf = influencesOf(cat);
  let any = false;
  let only = first;
  for (;;) {
    let relink = false;
    let died = false;
    const end = only ? count : f.n;
    for (let i = 0; i < end; i++) {
      const v = only ? only[i]! : i;
      // Unwounded tiles never die here; most tiles of a full scan are unwounded or gone.
      const damage = f.damage[v]!;
      if (damage === 0) continue;
      const t = f.type[v]!;
      if (t < 0 || damage < d.toughness[t]! + f.tough[v]!) continue;
      if (d.hq[t]) hqsDestroyed.push(f.owner[v]!);
      if (inf[t]!.influences) relink = true;
      removeTile(state, cat, f, v, 'removed', events, 'destroyed');
      died = true;
    }
    any ||= died;
    if (!relink) return any;
    only = null;
    computeLinks(f, cat, state);
  }
}

/** Takes the tile on `h` off the board into its owner's `pile`; a marker on it goes back to the supply. */
export function removeTile(
  state: NhState,
  cat: Catalog,
  f: Field | null,
  h: number,
  pile: 'discard' | 'removed' | 'hand',
  events: Event[] | null,
  why: string,
): void {
  const cell = state.board[h]!;
  const seat = state.seats[cell.owner]!;
  if (cell.marker) seat.supply[cell.marker] = (seat.supply[cell.marker] ?? 0) + 1;
  // Named loads: a load keyed by the pile's name would go through V8's slow generic path.
  (pile === 'removed' ? seat.removed : pile === 'discard' ? seat.discard : seat.hand).push(cell.tile);
  state.board[h] = null;
  if (f) f.type[h] = -1;
  events?.push({ type: why, hex: cat.labels[h], tile: cell.tile, owner: cell.owner });
}

/**
 * Wounds the tiles on `hexes` by `amount` each outside battle (an instant's damage: no armor, no
 * medic), then removes the dead as a phase end does. Returns the seats whose HQ was destroyed.
 */
export function woundTiles(state: NhState, cat: Catalog, hexes: number[], amount: number, events: Event[]): number[] {
  // The looking field: settled already when nothing moved since actions were listed. Removals below
  // change the board, which makes the next look settle it afresh. Its wounds may be older than the
  // board's (fieldNow does not follow them), so they are copied first.
  const f = fieldNow(state, cat);
  for (let h = 0; h < f.n; h++) {
    const c = state.board[h];
    if (c) f.damage[h] = c.damage;
  }
  const hqsDestroyed: number[] = [];
  for (const h of hexes) {
    const cell = state.board[h];
    if (!cell || amount <= 0) continue;
    cell.damage += amount;
    f.damage[h] = cell.damage;
    events.push({ type: 'damaged', hex: cat.labels[h], tile: cell.tile, owner: cell.owner, amount });
  }
  removeDead(f, cat, state, events, hqsDestroyed);
  return hqsDestroyed;
}

/**
 * Offering the legal actions of the seat to act, in a fixed order, to a Choices sink (choices.ts):
 * place-hq in set-up; then discards; then per hand tile its plays or placements; then each board
 * tile's own abilities; then the army's abilities; then end-turn. The actions' fixed parts (discards,
 * placements, heads and sources of uses) are built once per catalog and shared, frozen, by every
 * offer: most offers then allocate nothing but what the abilities add.
 */
import type { AbilityUse } from './content.js';
import { designOf, perCatalog, type Catalog, type TileType } from './catalog.js';
import type { Choices, Fields } from './choices.js';
import { PLAYS } from './abilities/plays.js';
import { FAR_MOVES, farMoveKey, useKey } from './abilities/mobility.js';
import type { Play, Source, TurnContext } from './abilities/play.js';
import type { Field } from './field.js';
import { fieldNow } from './position.js';
import type { Cell, NhAction, NhState } from './state.js';

/** A use a board tile offers as actions, with its module and the heads of its actions by hex. */
export interface TileOffer {
  use: AbilityUse;
  play: Play;
  /** `{ type: 'ability', ability, hex }` per board hex, made on first use. */
  heads: Fields[];
  /** The once-per-turn key (`useKey`) of this use by each tile, by placement id, made on first use. */
  keys: string[];
}

/** A use an instant tile or the army offers, with its module, action head and source. */
interface FixedOffer {
  use: AbilityUse;
  play: Play;
  head: Fields;
  source: Source;
}

interface OfferTables {
  /** Per design: the abilities of its own a board tile offers (army abilities are offered apart). */
  own: TileOffer[][];
  /** Per design: the uses of an instant tile that are played. */
  instant: FixedOffer[][];
  /** Per design: its discard action. */
  discard: NhAction[];
  /** Per design: its placements per hex, one per distinct rotation (made on first use). */
  placements: Array<NhAction[][] | undefined>;
  /** Per seat: the army abilities used as actions. */
  army: FixedOffer[][];
  /** Per seat and marker id: the ability a marker's effect lends its unit, or null. */
  markerOffers: Array<Map<string, TileOffer | null>>;
  /** Per hex: the source of a use by the unit there. */
  unitSource: Source[];
}

const frozen = <T extends object>(x: T): T => Object.freeze(x);

function tileOffer(use: AbilityUse): TileOffer {
  return { use, play: PLAYS[use.ability]!, heads: [], keys: [] };
}

/** Whether a tile's own ability is offered as a tile action (army abilities are offered apart). */
const tileAction = (u: AbilityUse) => PLAYS[u.ability] !== undefined && u.ability !== 'swap' && u.ability !== 'cannibalize';

export const offerTables = perCatalog((cat): OfferTables => ({
  own: cat.types.map((type) => Object.values(type.abilities).filter(tileAction).map(tileOffer)),
  instant: cat.types.map((type) =>
    type.kind !== 'instant'
      ? []
      : Object.values(type.abilities)
          .filter((u) => PLAYS[u.ability])
          .map((use) => ({
            use,
            play: PLAYS[use.ability]!,
            head: frozen({ type: 'play', tile: type.id }),
            source: frozen({ from: 'instant' as const, tile: type.id }),
          })),
  ),
  discard: cat.types.map((type) => frozen({ type: 'discard', tile: type.id })),
  placements: [],
  army: cat.armyAbilities.map((byId) =>
    Object.values(byId)
      .filter((u) => PLAYS[u.ability])
      .map((use) => ({ use, play: PLAYS[use.ability]!, head: frozen({ type: use.ability }), source: frozen({ from: 'army' as const }) })),
  ),
  markerOffers: cat.markers.map(() => new Map()),
  unitSource: cat.labels.map((_, hex) => frozen({ from: 'unit' as const, hex })),
}));

/** The ability a marker on `cell` lends its unit as an action (one its design lacks), or null. */
function markerOffer(tb: OfferTables, cat: Catalog, cell: Cell, own: readonly TileOffer[]): TileOffer | null {
  const byId = tb.markerOffers[cell.owner]!;
  let offer = byId.get(cell.marker!);
  if (offer === undefined) {
    const effect = cat.markers[cell.owner]![cell.marker!]?.effect;
    offer = effect && PLAYS[effect.ability] ? tileOffer(effect) : null;
    byId.set(cell.marker!, offer);
  }
  return offer && !own.some((o) => o.use.ability === offer!.use.ability) ? offer : null;
}

/** The use of ability `id` a board tile offers as an action (its design's own or its marker's), if any. */
export function tileUse(cat: Catalog, cell: Cell, id: unknown): AbilityUse | undefined {
  const tb = offerTables(cat);
  const own = tb.own[cell.type]!;
  for (let k = 0; k < own.length; k++) if (own[k]!.use.ability === id) return own[k]!.use;
  const lent = cell.marker ? markerOffer(tb, cat, cell, own) : null;
  return lent && lent.use.ability === id ? lent.use : undefined;
}

/** The use an instant tile is played for, if any. */
export function instantUse(cat: Catalog, type: TileType): AbilityUse | undefined {
  return offerTables(cat).instant[type.index]![0]?.use;
}

/** The army abilities of a seat used as actions, with those its allies lend it (`alliesMayUse`). */
function armyOffers(state: NhState, tb: OfferTables, seat: number): FixedOffer[] {
  const own = tb.army[seat]!;
  let lent: FixedOffer[] | null = null;
  for (let other = 0; other < tb.army.length; other++) {
    if (other === seat || state.teams[other] !== state.teams[seat]) continue;
    for (const o of tb.army[other]!) {
      const id = o.use.ability;
      if (o.use.alliesMayUse !== true || own.some((x) => x.use.ability === id) || lent?.some((x) => x.use.ability === id)) continue;
      (lent ??= []).push(o);
    }
  }
  return lent ? [...own, ...lent] : own;
}

/** The army ability `id` the seat may use: its own, or one an ally lends it. */
export function armyUse(state: NhState, cat: Catalog, seat: number, id: string): AbilityUse | undefined {
  return armyOffers(state, offerTables(cat), seat).find((o) => o.use.ability === id)?.use;
}

/** Whether the use under once-per-turn `key` has uses left this turn. */
export function usesLeft(state: NhState, key: string, use: AbilityUse): boolean {
  // perTurn is a parameter of most usable abilities; a use without it (an instant) counts once.
  return (state.used[key] ?? 0) < (typeof use.perTurn === 'number' ? use.perTurn : 1);
}

/**
 * The place actions of a tile design, per hex, one per distinct rotation. Built once and frozen:
 * most of a turn's actions are placements, and building them afresh dominated the cost of listing
 * (a caller that mutates one gets an error).
 */
function placements(cat: Catalog, tb: OfferTables, type: TileType): NhAction[][] {
  let byHex = tb.placements[type.index];
  if (!byHex) {
    // An HQ is only ever placed by 'place-hq' (which names no tile), other designs only by 'place'.
    const hq = type.kind === 'hq';
    byHex = cat.labels.map((hex) =>
      type.rotations.map(
        (rotation) => frozen(hq ? { type: 'place-hq', hex, rotation } : { type: 'place', tile: type.id, hex, rotation }) as NhAction,
      ),
    );
    tb.placements[type.index] = byHex;
  }
  return byHex;
}

/** Offers every legal action of the seat to act, in a fixed order. */
export function offerActions(state: NhState, cat: Catalog, out: Choices): void {
  if (state.stage === 'over') return;
  if (state.pending) {
    // Another seat answers a question of the turn: how its tugged tile faces.
    const cell = state.board[state.pending.hex]!;
    out.product(TURN_TUGGED, 'rotation', cat.types[cell.type]!.rotations);
    return;
  }
  const seatNo = state.current;
  const seat = state.seats[seatNo]!;
  const board = state.board;
  const tb = offerTables(cat);
  if (state.stage === 'hq') {
    const hq = cat.armies[seatNo]!.tiles.find((t) => t.kind === 'hq')!;
    const type = designOf(cat, seatNo, hq.id)!;
    out.table(placements(cat, tb, type), emptyBuffer, type.rotations.length, emptyHexes(fieldNow(state, cat)));
    return;
  }
  const inHand = handTypes(cat, seatNo, seat.hand);
  const hand = handBuffer;
  for (let i = 0; i < inHand; i++) out.one(tb.discard[hand[i]!.index]!);
  if (state.stage === 'discard') return;
  const t: TurnContext = { state, cat, seat: seatNo };
  // The settled field (nearly every offer's abilities read it) mirrors the board in typed arrays,
  // which the scans below read instead of the tile objects.
  const f = fieldNow(state, cat);
  let empties = -1;
  for (let i = 0; i < inHand; i++) {
    const type = hand[i]!;
    if (type.kind === 'instant') {
      for (const o of tb.instant[type.index]!) o.play.options(t, o.use, o.source, o.head, out);
    } else if (type.kind !== 'hq') {
      if (empties < 0) empties = emptyHexes(f);
      out.table(placements(cat, tb, type), emptyBuffer, type.rotations.length, empties);
    }
  }
  const used = state.used;
  const farMoves = used[FAR_MOVES] !== undefined;
  for (let h = 0; h < f.n; h++) {
    const type = f.type[h]!;
    if (type < 0 || f.owner[h] !== seatNo) continue;
    const own = tb.own[type]!;
    // Most tiles offer no ability of their own: they are passed over before their tile is read.
    if (own.length === 0 && !f.marked[h]) continue;
    const c = board[h]!;
    if (farMoves && used[farMoveKey(c.id)]) continue;
    const lent = c.marker ? markerOffer(tb, cat, c, own) : null;
    for (let k = 0; k < own.length; k++) offerTileUse(t, own[k]!, c, h, out);
    if (lent) offerTileUse(t, lent, c, h, out);
  }
  for (const o of armyOffers(state, tb, seatNo)) {
    if (usesLeft(state, o.use.ability, o.use)) o.play.options(t, o.use, o.source, o.head, out);
  }
  out.one(END_TURN);
}

function offerTileUse(t: TurnContext, o: TileOffer, c: Cell, h: number, out: Choices): void {
  const ability = o.use.ability;
  if (!usesLeft(t.state, (o.keys[c.id] ??= useKey(ability, c.id)), o.use)) return;
  const head = (o.heads[h] ??= frozen({ type: 'ability', ability, hex: t.cat.labels[h]! }));
  o.play.options(t, o.use, offerTables(t.cat).unitSource[h]!, head, out);
}

const END_TURN: NhAction = frozen({ type: 'end-turn' });
const TURN_TUGGED: NhAction = frozen({ type: 'turn-tugged' });

/** Puts the indexes of the empty hexes of the settled field, in board order, into `emptyBuffer`; returns how many. */
function emptyHexes(f: Field): number {
  // Into one reused buffer (read by the sink before the next offer): growing a fresh array hex by
  // hex took 2.6% of a random game.
  let k = 0;
  for (let h = 0; h < f.n; h++) if (f.type[h]! < 0) emptyBuffer[k++] = h;
  return k;
}

/** The empty hexes of the latest offer (its first `emptyHexes(...)` entries). */
const emptyBuffer: number[] = [];

/**
 * Puts the designs of the hand's tiles, each once, in hand order, into `handBuffer` (reused by the next
 * offer; not cut to length, since setting an array's length is a slow call); returns how many.
 */
function handTypes(cat: Catalog, seat: number, hand: readonly string[]): number {
  let k = 0;
  for (let i = 0; i < hand.length; i++) {
    if (hand.indexOf(hand[i]!) === i) handBuffer[k++] = designOf(cat, seat, hand[i]!)!;
  }
  return k;
}

const handBuffer: TileType[] = [];

/**
 * The player's decisions: which are legal now (`legalActions`), why one is not (`refusal`), and
 * carrying one out (`perform`). Actions are plain data:
 *   { type: 'place-hq', hex, rotation }            set-up: put the HQ on the board
 *   { type: 'discard', tile }                      the forced discard, or dropping a tile later
 *   { type: 'place', tile, hex, rotation }         a unit or module from the hand onto an empty hex
 *   { type: 'play', tile, ...params }              an instant tile from the hand
 *   { type: 'ability', ability, hex, ...params }   a board tile's ability (Mobility, Rotation, ...)
 *   { type: <army ability>, ...params }            the army's own ability ('swap', 'cannibalize')
 *   { type: 'end-turn' }                           keep the rest of the hand and pass
 * Hexes are "q,r" labels (board indices are accepted too); rotations are sixth-turns clockwise 0-5.
 */
import type { Event, Rng } from '@armory/engine';
import { Choices } from './choices.js';
import type { AbilityUse } from './content.js';
import { designOf, type Catalog, type TileType } from './catalog.js';
import { ENDS_TURN, PLAYS } from './abilities/plays.js';
import { FAR_MOVES, farMoveKey, useKey } from './abilities/mobility.js';
import { label, type Params, type Source, type TurnContext } from './abilities/play.js';
import { endTurn, fullBoardBattles, startTurn } from './flow.js';
import { woundTiles } from './wounds.js';
import { syncReminders } from './reminders.js';
import { boardFull, hexArg, holdingField, rotationArg } from './position.js';
import type { Cell, NhAction, NhState } from './state.js';

const CORE = new Set(['place-hq', 'discard', 'place', 'play', 'ability', 'end-turn']);


const ownUseLists = new WeakMap<Catalog, AbilityUse[][]>();

/** Per tile design, the abilities of its own that it offers as actions (army abilities are offered apart). */
function ownUses(cat: Catalog): AbilityUse[][] {
  let lists = ownUseLists.get(cat);
  if (!lists) {
    lists = cat.types.map((type) => Object.values(type.abilities).filter((u) => PLAYS[u.ability] && u.ability !== 'swap' && u.ability !== 'cannibalize'));
    ownUseLists.set(cat, lists);
  }
  return lists;
}

/** The abilities a board tile offers as actions: its own (`own`, from `ownUses`) and its marker's. */
function tileUses(cat: Catalog, cell: Cell, own: AbilityUse[] = ownUses(cat)[cell.type]!): AbilityUse[] {
  const effect = cell.marker ? cat.markers[cell.owner]![cell.marker]?.effect : undefined;
  if (effect && PLAYS[effect.ability] && !own.some((u) => u.ability === effect.ability)) return [...own, effect];
  return own;
}

const playableUses = new WeakMap<TileType, AbilityUse[]>();

/** The uses of an instant tile that are played (cached per design). */
function playable(type: TileType): AbilityUse[] {
  let uses = playableUses.get(type);
  if (!uses) playableUses.set(type, (uses = Object.values(type.abilities).filter((u) => PLAYS[u.ability])));
  return uses;
}

const armyUseLists = new WeakMap<Catalog, AbilityUse[][]>();

/** The army abilities of a seat that are used as actions (cached per catalog), with those its allies lend it. */
function armyUses(state: NhState, cat: Catalog, seat: number): AbilityUse[] {
  let lists = armyUseLists.get(cat);
  if (!lists) armyUseLists.set(cat, (lists = cat.armyAbilities.map((byId) => Object.values(byId).filter((u) => PLAYS[u.ability]))));
  const own = lists[seat]!;
  let lent: AbilityUse[] | null = null;
  for (let other = 0; other < lists.length; other++) {
    if (other === seat || state.teams[other] !== state.teams[seat]) continue;
    for (const u of lists[other]!) {
      if (u.alliesMayUse !== true || own.some((o) => o.ability === u.ability) || lent?.some((o) => o.ability === u.ability)) continue;
      (lent ??= []).push(u);
    }
  }
  return lent ? [...own, ...lent] : own;
}

/** The army ability `id` the seat may use: its own, or one an ally lends it (`alliesMayUse`). */
function armyUse(state: NhState, cat: Catalog, seat: number, id: string): AbilityUse | undefined {
  return armyUses(state, cat, seat).find((u) => u.ability === id);
}

function usesLeft(state: NhState, key: string, use: AbilityUse): boolean {
  // perTurn is a parameter of most usable abilities; a use without it (an instant) counts once.
  return (state.used[key] ?? 0) < (typeof use.perTurn === 'number' ? use.perTurn : 1);
}


const placementCache = new WeakMap<TileType, NhAction[][]>();

/**
 * The place actions of a tile design, per hex, one per distinct rotation. Built once and frozen:
 * a listing hands out the same objects every time, since most of a turn's actions are placements
 * and building them afresh dominated the cost of listing (a caller that mutates one gets an error).
 */
function placements(cat: Catalog, type: TileType, kind: 'place' | 'place-hq'): NhAction[][] {
  let byHex = placementCache.get(type);
  if (!byHex) {
    // An HQ is only ever placed by 'place-hq' (which names no tile), other designs only by 'place'.
    byHex = cat.labels.map((hex) => type.rotations.map((rotation) => Object.freeze(kind === 'place' ? { type: kind, tile: type.id, hex, rotation } : { type: kind, hex, rotation }) as NhAction));
    placementCache.set(type, byHex);
  }
  return byHex;
}

/** Every legal action of the seat to act. */
export function legalActions(state: NhState, cat: Catalog): NhAction[] {
  const out = Choices.listing();
  holdingField(state, () => offerActions(state, cat, out));
  return out.list!;
}

const sampler = Choices.sampling();

/**
 * The action `legalActions(state, cat)[rng.int(n)]` would give, with the same single draw from `rng`,
 * but built alone: the other actions are only counted (see choices.ts).
 */
export function sampleAction(state: NhState, cat: Catalog, rng: Rng): NhAction {
  sampler.reset();
  holdingField(state, () => offerActions(state, cat, sampler));
  if (sampler.total === 0) throw new Error('neuroshima-hex: no legal action to choose from');
  return sampler.pick(rng.int(sampler.total));
}

/**
 * Samples as `sampleAction` and carries the action out at once, skipping the legality check `apply` makes:
 * the action was just built from this very state, and nothing can change the state in between.
 */
export function playSample(state: NhState, cat: Catalog, rng: Rng): { action: NhAction; events: Event[] } {
  const action = sampleAction(state, cat, rng);
  return { action, events: perform(state, cat, action) };
}

/** Offers every legal action of the seat to act, in a fixed order. */
function offerActions(state: NhState, cat: Catalog, out: Choices): void {
  const seatNo = state.current;
  const seat = state.seats[seatNo]!;
  if (state.stage === 'over') return;
  const board = state.board;
  if (state.stage === 'hq') {
    const hq = cat.armies[seatNo]!.tiles.find((t) => t.kind === 'hq')!;
    const type = designOf(cat, seatNo, hq.id)!;
    out.table(placements(cat, type, 'place-hq'), emptyBuffer, type.rotations.length, emptyHexes(board));
    return;
  }
  const distinct = distinctTiles(seat.hand);
  for (const tile of distinct) out.one({ type: 'discard', tile });
  if (state.stage === 'discard') return;
  const t: TurnContext = { state, cat, seat: seatNo };
  const empties = emptyHexes(board);
  for (const tile of distinct) {
    const type = designOf(cat, seatNo, tile)!;
    if (type.kind === 'instant') {
      for (const use of playable(type)) PLAYS[use.ability]!.options(t, use, { from: 'instant', tile }, { type: 'play', tile }, out);
    } else if (type.kind !== 'hq') {
      out.table(placements(cat, type, 'place'), emptyBuffer, type.rotations.length, empties);
    }
  }
  const used = state.used;
  const farMoves = used[FAR_MOVES] !== undefined;
  const owns = ownUses(cat);
  for (let h = 0; h < board.length; h++) {
    const c = board[h];
    if (!c || c.owner !== seatNo || (farMoves && used[farMoveKey(c.id)])) continue;
    // Most tiles offer no ability of their own: skip them before building anything.
    const uses = c.marker ? tileUses(cat, c, owns[c.type]) : owns[c.type]!;
    if (uses.length === 0) continue;
    const source: Source = { from: 'unit', hex: h };
    const hex = label(cat, h);
    for (const use of uses) {
      if (!usesLeft(state, useKey(use.ability, c.id), use)) continue;
      PLAYS[use.ability]!.options(t, use, source, { type: 'ability', ability: use.ability, hex }, out);
    }
  }
  for (const use of armyUses(state, cat, seatNo)) {
    if (!usesLeft(state, use.ability, use)) continue;
    PLAYS[use.ability]!.options(t, use, { from: 'army' }, { type: use.ability }, out);
  }
  out.one(END_TURN);
}

const END_TURN: NhAction = Object.freeze({ type: 'end-turn' });

/** Whether any tile on the board has wounds. */
function anyWounded(board: NhState['board']): boolean {
  for (let h = 0; h < board.length; h++) if (board[h] && board[h]!.damage > 0) return true;
  return false;
}

/** Puts the indexes of the empty hexes, in board order, into `emptyBuffer`; returns how many. */
function emptyHexes(board: NhState['board']): number {
  // Into one reused buffer (read by the sink before the next offer): growing a fresh array hex by
  // hex took 2.6% of a random game.
  let k = 0;
  for (let h = 0; h < board.length; h++) if (!board[h]) emptyBuffer[k++] = h;
  return k;
}

/** The empty hexes of the latest offer (its first `emptyHexes(...)` entries). */
const emptyBuffer: number[] = [];

/** The hand's tile ids, each once, in hand order. */
function distinctTiles(hand: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < hand.length; i++) if (hand.indexOf(hand[i]!) === i) out.push(hand[i]!);
  return out;
}

/** The action's parameters: every field but `type` and the `drop`ped ones (copied, not deleted: deletes slow objects down). */
function params(action: NhAction, drop1?: string, drop2?: string): Params {
  const p: Params = {};
  for (const k in action) {
    if (k !== 'type' && k !== drop1 && k !== drop2 && Object.hasOwn(action, k)) p[k] = action[k];
  }
  return p;
}

interface Resolved {
  use: AbilityUse;
  source: Source;
  key: string | null;
  p: Params;
}

/** Finds the ability use an action calls on, or the reason there is none. */
function resolveUse(state: NhState, cat: Catalog, action: NhAction): Resolved | string {
  const seatNo = state.current;
  if (action.type === 'play') {
    const tile = String(action.tile);
    const type = designOf(cat, seatNo, tile);
    if (!type || !state.seats[seatNo]!.hand.includes(tile)) return `'${tile}' is not in your hand`;
    if (type.kind !== 'instant') return `'${tile}' is not an instant tile: place it instead`;
    const use = Object.values(type.abilities).find((u) => PLAYS[u.ability]);
    if (!use) return `'${tile}' has no ability this game knows how to play`;
    return { use, source: { from: 'instant', tile }, key: null, p: params(action, 'tile') };
  }
  if (action.type === 'ability') {
    const h = hexArg(cat, action.hex);
    const cell = h >= 0 ? state.board[h] : null;
    if (!cell || cell.owner !== seatNo) return `no tile of yours on ${String(action.hex)}`;
    const use = tileUses(cat, cell).find((u) => u.ability === action.ability);
    if (!use) return `the tile on ${label(cat, h)} has no ability '${String(action.ability)}'`;
    if (state.used[farMoveKey(cell.id)]) return `the unit on ${label(cat, h)} moved more than one hex this turn and may take no other action but eating`;
    const key = useKey(use.ability, cell.id);
    if (!usesLeft(state, key, use)) return `'${use.ability}' of the tile on ${label(cat, h)} is used up this turn`;
    return { use, source: { from: 'unit', hex: h }, key, p: params(action, 'ability', 'hex') };
  }
  const use = armyUse(state, cat, seatNo, action.type);
  if (!use || !PLAYS[use.ability]) return `unknown action '${action.type}'`;
  if (!usesLeft(state, use.ability, use)) return `'${use.ability}' is used up this turn`;
  return { use, source: { from: 'army' }, key: use.ability, p: params(action) };
}

/** Why `action` is not legal now, or null when it is. Never changes the state. */
export function refusal(state: NhState, cat: Catalog, action: NhAction): string | null {
  return holdingField(state, () => refuse(state, cat, action));
}

function refuse(state: NhState, cat: Catalog, action: NhAction): string | null {
  if (!action || typeof action !== 'object' || typeof action.type !== 'string') return 'an action needs a type';
  if (state.stage === 'over') return 'the game is over';
  const seatNo = state.current;
  const seat = state.seats[seatNo]!;
  if (state.stage === 'hq') {
    if (action.type !== 'place-hq') return 'both HQs must be placed first';
    const h = hexArg(cat, action.hex);
    if (h < 0) return `${String(action.hex)} is not a board hex`;
    if (state.board[h]) return `${label(cat, h)} is taken`;
    if (action.rotation !== undefined && rotationArg(action.rotation) < 0) return 'rotation must be 0-5';
    return null;
  }
  if (action.type === 'place-hq') return 'the HQs are already placed';
  if (action.type === 'discard') {
    return seat.hand.includes(String(action.tile)) ? null : `'${String(action.tile)}' is not in your hand`;
  }
  if (state.stage === 'discard') return `discard ${state.toDiscard} tile(s) first`;
  if (action.type === 'end-turn') return null;
  if (action.type === 'place') {
    const tile = String(action.tile);
    const type = designOf(cat, seatNo, tile);
    if (!type || !seat.hand.includes(tile)) return `'${tile}' is not in your hand`;
    if (type.kind === 'instant' || type.kind === 'hq') return `'${tile}' is not a unit or module: play it instead`;
    const h = hexArg(cat, action.hex);
    if (h < 0) return `${String(action.hex)} is not a board hex`;
    if (state.board[h]) return `${label(cat, h)} is taken`;
    if (rotationArg(action.rotation) < 0) return 'rotation must be 0-5';
    return null;
  }
  if (!CORE.has(action.type) || action.type === 'play' || action.type === 'ability') {
    const r = resolveUse(state, cat, action);
    if (typeof r === 'string') return r;
    return PLAYS[r.use.ability]!.refuse({ state, cat, seat: seatNo }, r.use, r.source, r.p);
  }
  return `unknown action '${action.type}'`;
}

/** Carries out an action that `refusal` accepted; returns its events. */
export function perform(state: NhState, cat: Catalog, action: NhAction): Event[] {
  const events = performAction(state, cat, action);
  syncReminders(state, cat, events);
  return events;
}

function performAction(state: NhState, cat: Catalog, action: NhAction): Event[] {
  const events: Event[] = [];
  const seatNo = state.current;
  const seat = state.seats[seatNo]!;
  switch (action.type) {
    case 'place-hq': {
      const h = hexArg(cat, action.hex);
      const hq = cat.armies[seatNo]!.tiles.find((t) => t.kind === 'hq')!;
      const rot = rotationArg(action.rotation ?? 0);
      seat.hand.splice(seat.hand.indexOf(hq.id), 1);
      state.board[h] = { tile: hq.id, type: designOf(cat, seatNo, hq.id)!.index, owner: seatNo, rot, damage: 0, marker: null, id: state.nextId++ };
      events.push({ type: 'placed', seat: seatNo, tile: hq.id, hex: label(cat, h), rotation: rot });
      state.current = (seatNo + 1) % state.seats.length;
      if (state.board.filter((c) => c && cat.types[c.type]!.kind === 'hq').length === state.seats.length) {
        state.current = 0;
        startTurn(state, cat, events);
      }
      return events;
    }
    case 'discard': {
      const tile = String(action.tile);
      seat.hand.splice(seat.hand.indexOf(tile), 1);
      seat.discard.push(tile);
      events.push({ type: 'discarded', seat: seatNo, tile });
      if (state.stage === 'discard' && --state.toDiscard <= 0) state.stage = 'play';
      return events;
    }
    case 'end-turn':
      events.push({ type: 'turn-ended', seat: seatNo });
      endTurn(state, cat, events);
      return events;
    case 'place': {
      const tile = String(action.tile);
      const h = hexArg(cat, action.hex);
      const rot = rotationArg(action.rotation);
      seat.hand.splice(seat.hand.indexOf(tile), 1);
      const id = state.nextId++;
      state.board[h] = { tile, type: designOf(cat, seatNo, tile)!.index, owner: seatNo, rot, damage: 0, marker: null, id };
      events.push({ type: 'placed', seat: seatNo, tile, hex: label(cat, h), rotation: rot });
      if (boardFull(state)) {
        fullBoardBattles(state, cat, id, events);
        endTurn(state, cat, events);
      }
      return events;
    }
  }
  const r = resolveUse(state, cat, action) as Resolved;
  if (r.source.from === 'instant') {
    seat.hand.splice(seat.hand.indexOf(r.source.tile), 1);
    seat.discard.push(r.source.tile);
    events.push({ type: 'played', seat: seatNo, tile: r.source.tile });
  }
  if (r.key) state.used[r.key] = (state.used[r.key] ?? 0) + 1;
  PLAYS[r.use.ability]!.perform({ state, cat, seat: seatNo }, r.use, r.source, r.p, events);
  // A tile that lost a toughness bonus it needed (its marker swapped, a link moved away) dies at once.
  if (state.stage !== 'over' && anyWounded(state.board)) woundTiles(state, cat, [], 0, events);
  if (ENDS_TURN.has(r.use.ability)) endTurn(state, cat, events);
  return events;
}


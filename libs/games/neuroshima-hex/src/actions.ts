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
 *   { type: 'turn-tugged', rotation }              another seat's answer: how its tile, just tugged, faces
 * Hexes are "q,r" labels (board indices are accepted too); rotations are sixth-turns clockwise 0-5.
 */
import { seatInFile, type Event, type Rng } from '@armory/engine';
import { Choices } from './choices.js';
import type { AbilityUse } from './content.js';
import { designOf, type Catalog } from './catalog.js';
import { ENDS_TURN, PLAYS } from './abilities/plays.js';
import { farMoveKey, useKey } from './abilities/mobility.js';
import { label, type Params, type Source } from './abilities/play.js';
import { armyUse, instantUse, offerActions, tileUse, usesLeft } from './offers.js';
import { endTurn, fullBoardBattles, startTurn } from './flow.js';
import { woundTiles } from './wounds.js';
import { placementId } from './abilities/swap.js';
import { syncReminders } from './reminders.js';
import { boardFull, hexArg, holdingField, rotationArg } from './position.js';
import { recast, takeTile, type NhAction, type NhState } from './state.js';

const CORE = new Set(['place-hq', 'discard', 'place', 'play', 'ability', 'end-turn']);

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

/** Whether any tile on the board has wounds. */
function anyWounded(board: NhState['board']): boolean {
  for (let h = 0; h < board.length; h++) if (board[h] && board[h]!.damage > 0) return true;
  return false;
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
    const use = instantUse(cat, type);
    if (!use) return `'${tile}' has no ability this game knows how to play`;
    return { use, source: { from: 'instant', tile }, key: null, p: action };
  }
  if (action.type === 'ability') {
    const h = hexArg(cat, action.hex);
    const cell = h >= 0 ? state.board[h] : null;
    if (!cell || cell.owner !== seatNo) return `no tile of yours on ${String(action.hex)}`;
    const use = tileUse(cat, cell, action.ability);
    if (!use) return `the tile on ${label(cat, h)} has no ability '${String(action.ability)}'`;
    if (state.used[farMoveKey(cell.id)])
      return `the unit on ${label(cat, h)} moved more than one hex this turn and may take no other action but eating`;
    const key = useKey(use.ability, cell.id);
    if (!usesLeft(state, key, use)) return `'${use.ability}' of the tile on ${label(cat, h)} is used up this turn`;
    return { use, source: { from: 'unit', hex: h }, key, p: action };
  }
  const use = armyUse(state, cat, seatNo, action.type);
  if (!use || !PLAYS[use.ability]) return `unknown action '${action.type}'`;
  if (!usesLeft(state, use.ability, use)) return `'${use.ability}' is used up this turn`;
  return { use, source: { from: 'army' }, key: use.ability, p: action };
}

/** Why `action` is not legal now, or null when it is. Never changes the state. */
export function refusal(state: NhState, cat: Catalog, action: NhAction): string | null {
  return holdingField(state, () => refuse(state, cat, action));
}

function refuse(state: NhState, cat: Catalog, action: NhAction): string | null {
  if (!action || typeof action !== 'object' || typeof action.type !== 'string') return 'an action needs a type';
  if (state.stage === 'over') return 'the game is over';
  if (state.pending) {
    const where = label(cat, state.pending.hex);
    if (action.type !== 'turn-tugged')
      return `seat ${seatInFile(state.pending.seat)} must first choose how its tugged tile on ${where} faces ('turn-tugged')`;
    return rotationArg(action.rotation) < 0 ? "'turn-tugged' needs a 'rotation' 0-5" : null;
  }
  if (action.type === 'turn-tugged') return 'no tugged tile is waiting to be turned';
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
  const battles = state.battles;
  const events = performAction(state, cat, action);
  // A discard leaves the board as it was, and so does ending the turn unless a battle was fought:
  // the reminders on it stay right.
  if (action.type !== 'discard' && (action.type !== 'end-turn' || state.battles !== battles)) syncReminders(state, cat, events);
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
      takeTile(seat.hand, hq.id);
      state.board[h] = {
        tile: hq.id,
        type: designOf(cat, seatNo, hq.id)!.index,
        owner: seatNo,
        rot,
        damage: 0,
        marker: null,
        id: state.nextId++,
      };
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
      takeTile(seat.hand, tile);
      seat.discard.push(tile);
      events.push({ type: 'discarded', seat: seatNo, tile });
      if (state.stage === 'discard' && --state.toDiscard <= 0) state.stage = 'play';
      return events;
    }
    case 'turn-tugged': {
      // The tugged tile's owner answers; then the active player's turn goes on.
      const h = state.pending!.hex;
      const cell = recast(state.board[h]!, rotationArg(action.rotation), state.board[h]!.marker);
      state.board[h] = cell;
      state.pending = null;
      events.push({ type: 'rotated', tile: cell.tile, owner: cell.owner, hex: label(cat, h), rotation: cell.rot });
      if (anyWounded(state.board)) woundTiles(state, cat, [], 0, events);
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
      takeTile(seat.hand, tile);
      const id = placementId(state, seatNo, tile);
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
    takeTile(seat.hand, r.source.tile);
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

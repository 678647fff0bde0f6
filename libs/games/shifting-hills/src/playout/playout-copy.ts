/**
 * Copying a state into the compact copy that `playOut` plays on (playout-state.ts), and writing the copy back
 * as the step-by-step rules would have left the state.
 */
import { FORBIDS, IMPEDES, placeOf } from '../content.js';
import type { ShiftingHillsState, Star } from '../state.js';
import { addHex } from './hex-set.js';
import { PlayoutSquad, TAKEN, WAITING, type Ending, type PlayoutState } from './playout-state.js';

const STARS: Star[] = ['none', 'waiting', 'taken'];

/**
 * Copies a state in (a full state: no face-down tile hidden). Every game of a run starts with a load, so it avoids
 * what costs most there (a profile of random games): calls into the runtime (filling typed arrays, cutting an
 * array's length) and map lookups.
 */
export function loadPlayout(p: PlayoutState, state: ShiftingHillsState): void {
  const n = state.squads.length;
  while (p.squads.length < n) p.squads.push(new PlayoutSquad());
  if (p.optionsOf.length < n) p.optionsOf = new Int32Array(n);
  p.squadCount = n;
  const { crowd, own } = p;
  for (let h = 0; h < crowd.length; h++) crowd[h] = 0;
  for (let k = 0; k < own.length; k++) own[k] = 0;
  for (const side of p.sides) side.ownLow = side.ownHigh = 0;
  p.occupiedLow = p.occupiedHigh = p.crowdedLow = p.crowdedHigh = 0;
  const listed = p.listed;
  for (let s = 0; s < p.seats; s++) listed[s] = 0;
  for (let k = 0; k < n; k++) {
    const squad = state.squads[k]!;
    const q = p.squads[k]!;
    const seat = squad.seat;
    q.seat = seat;
    q.unit = squad.unit;
    q.side = p.sides[seat]!;
    q.units = squad.units;
    p.stand(q, squad.hex);
    q.moves = squad.moves;
    q.held = squad.held;
    q.impeded = squad.impeded;
    q.acted = squad.acted;
    q.moved = squad.moved;
    // The seat's list is rewritten only where it differs: from one game to the next it holds the same squads.
    const list = p.squadsOf[seat]!;
    const at = listed[seat]!++;
    if (list[at] !== q) list[at] = q;
  }
  for (let s = 0; s < p.seats; s++) {
    const list = p.squadsOf[s]!;
    while (list.length > listed[s]!) list.pop();
  }
  p.revealedLow = p.revealedHigh = 0;
  for (let h = 0; h < p.size; h++) {
    const tile = state.tiles[h]!;
    if (tile < 0) throw new Error('shifting-hills: playOut needs a full state, not a view with face-down tiles hidden');
    p.tile[h] = tile;
    p.revealed[h] = 0;
    if (state.revealed[h] === true) p.reveal(h);
    const star = state.stars[h]!;
    p.star[h] = star === 'none' ? 0 : star === 'waiting' ? WAITING : TAKEN;
  }
  closeHexes(p);
  for (let k = 0; k < n; k++) {
    const q = p.squads[k]!;
    const row = q.seat * p.unitTypes + q.unit;
    q.forbiddenLow = p.forbiddenLow[row]!;
    q.forbiddenHigh = p.forbiddenHigh[row]!;
    q.impedingLow = p.impedingLow[row]!;
    q.impedingHigh = p.impedingHigh[row]!;
  }
  const cards = state.deck.length + state.discard.length + state.hands.reduce((n, hand) => n + hand.length, 0);
  if (cards > p.cardRoom) {
    p.cardRoom = cards;
    p.deck = new Int32Array(cards);
    p.hands = new Int32Array(cards * p.seats);
    p.discard = new Int32Array(cards);
  }
  p.deckSize = state.deck.length;
  for (let k = 0; k < state.deck.length; k++) p.deck[k] = cardIndex(p, state.deck[k]!);
  for (let s = 0; s < p.seats; s++) {
    const hand = state.hands[s]!;
    p.handSize[s] = hand.length;
    for (let k = 0; k < hand.length; k++) p.hands[s * p.cardRoom + k] = cardIndex(p, hand[k]!);
  }
  p.discardSize = state.discard.length;
  for (let k = 0; k < state.discard.length; k++) p.discard[k] = cardIndex(p, state.discard[k]!);
  p.turn = state.turn;
  p.player = state.player;
  p.cardPlayed = state.cardPlayed;
  p.turnLimit = state.turnLimit;
  p.refuse = state.knownForbiddenMove === 'refuse';
  p.survivorsCountAsPlay = state.survivorsCountAsPlay;
  p.attackerDefShields = state.attackerDefShields;
  p.ending = state.result ? (state.result.reason as Ending) : null;
  p.endingSeat = -1;
  p.attacks = state.counts.attacks;
  p.movesMade = state.counts.moves;
  p.failedMoves = state.counts.failedMoves;
  p.cardsPlayed = state.counts.cards;
}

/** The index of bonus card `id`: the designs are few, so a look along their ids is quicker than a map. */
function cardIndex(p: PlayoutState, id: string): number {
  const ids = p.cardIds;
  for (let k = 0; k < ids.length; k++) if (ids[k] === id) return k;
  throw new Error(`shifting-hills: playOut met '${String(id)}', which is not a bonus card of this content`);
}

/**
 * Fills the forbidden and impeding sets from the tiles of this game: off the HQs a tile does the same to a
 * unit type wherever it lies and whoever's squad it is, so each set is the union of where the tiles that close
 * to it lie; on an HQ it depends on whose HQ it is.
 */
function closeHexes(p: PlayoutState): void {
  const tables = p.tables;
  const { tileLow, tileHigh, unitTypes } = p;
  for (let t = 0; t < tileLow.length; t++) tileLow[t] = tileHigh[t] = 0;
  for (let h = 0; h < p.size; h++) if (tables.hqOwner[h]! < 0) addHex(tileLow, tileHigh, p.tile[h]!, h);
  for (let unit = 0; unit < unitTypes; unit++) {
    let forbiddenLow = 0;
    let forbiddenHigh = 0;
    let impedingLow = 0;
    let impedingHigh = 0;
    for (let t = 0; t < tileLow.length; t++) {
      const effects = tables.entering[(t * unitTypes + unit) * 3]!;
      if ((effects & FORBIDS) !== 0) {
        forbiddenLow |= tileLow[t]!;
        forbiddenHigh |= tileHigh[t]!;
      }
      if ((effects & IMPEDES) !== 0) {
        impedingLow |= tileLow[t]!;
        impedingHigh |= tileHigh[t]!;
      }
    }
    for (let seat = 0, row = unit; seat < p.seats; seat++, row += unitTypes) {
      p.forbiddenLow[row] = forbiddenLow;
      p.forbiddenHigh[row] = forbiddenHigh;
      p.impedingLow[row] = impedingLow;
      p.impedingHigh[row] = impedingHigh;
      for (const h of tables.headquarters) {
        const effects = tables.entering[(p.tile[h]! * unitTypes + unit) * 3 + placeOf(tables, h, seat)]!;
        if ((effects & FORBIDS) !== 0) addHex(p.forbiddenLow, p.forbiddenHigh, row, h);
        if ((effects & IMPEDES) !== 0) addHex(p.impedingLow, p.impedingHigh, row, h);
      }
    }
  }
}

/** Writes this copy back into `state`, as the step-by-step rules would have left it. */
export function storePlayout(p: PlayoutState, state: ShiftingHillsState): void {
  for (let k = 0; k < p.squadCount; k++) {
    const squad = state.squads[k]!;
    const q = p.squads[k]!;
    squad.units = q.units;
    squad.hex = q.hex;
    squad.moves = q.moves;
    squad.held = q.held;
    squad.impeded = q.impeded;
    squad.acted = q.acted;
    squad.moved = q.moved;
  }
  for (let h = 0; h < p.size; h++) {
    state.revealed[h] = p.revealed[h] === 1;
    state.stars[h] = STARS[p.star[h]!]!;
  }
  storePile(p, state.deck, p.deck, 0, p.deckSize);
  for (let s = 0; s < p.seats; s++) storePile(p, state.hands[s]!, p.hands, s * p.cardRoom, p.handSize[s]!);
  storePile(p, state.discard, p.discard, 0, p.discardSize);
  state.turn = p.turn;
  state.player = p.player;
  state.cardPlayed = p.cardPlayed;
  state.counts.attacks = p.attacks;
  state.counts.moves = p.movesMade;
  state.counts.failedMoves = p.failedMoves;
  state.counts.cards = p.cardsPlayed;
  if (state.result) return;
  if (p.ending === 'rout') {
    const winners: number[] = [];
    for (let s = 0; s < p.seats; s++) if (s !== p.endingSeat) winners.push(s);
    state.result = { winners, draw: false, reason: 'rout' };
  } else if (p.ending === 'seize') state.result = { winners: [p.endingSeat], draw: false, reason: 'seize' };
  else if (p.ending === 'turn-limit') state.result = { winners: [], draw: true, reason: 'turn-limit' };
}

/**
 * Writes the `size` cards at `from` in `cards` into the state's pile `ids`, growing or shortening it one card at a
 * time (cutting an array's length is a call into the runtime; piles change by a few cards a game).
 */
function storePile(p: PlayoutState, ids: string[], cards: Int32Array, from: number, size: number): void {
  while (ids.length > size) ids.pop();
  for (let k = 0; k < size; k++) {
    const id = p.cardIds[cards[from + k]!]!;
    if (k < ids.length) ids[k] = id;
    else ids.push(id);
  }
}

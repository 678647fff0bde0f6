/**
 * The compact copy of a game that `playOut` plays on: the same facts as `ShiftingHillsState`, with squads as
 * small objects of numbers (no ids), cards as indices, how many squads of each seat stand on every hex, and the hexes
 * that are occupied, face up or closed to a unit type as bit sets (hex-set.ts), so a random game allocates
 * nothing and counts a squad's options with a few word operations. playout-copy.ts fills it from a state and
 * writes it back; playout-rules.ts holds the rules on it. playout.ts keeps one per content and reuses it (play is synchronous).
 */
import { IMPEDES, FORBIDS, type Tables } from '../content.js';
import { addHex, countHexes, hexBit, lowestHex } from './hex-set.js';
import type { BonusEffectRule } from '../effects/effect.js';

/** How a playout's game ended, by the rules' reasons (`Outcome.reason`), or null while it goes on. */
export type Ending = 'rout' | 'seize' | 'turn-limit' | null;

export const WAITING = 1;
export const TAKEN = 2;
export { FORBIDS, IMPEDES };

/** The hexes a seat's squads stand on, as a bit set (hex-set.ts). */
export class PlayoutSide {
  ownLow = 0;
  ownHigh = 0;
}

/** A squad on the compact copy: `Squad` without its id, and the hexes its unit type may not enter or is impeded on. */
export class PlayoutSquad {
  seat = 0;
  unit = 0;
  units = 0;
  hex = -1;
  moves = 0;
  held = 0;
  /**
   * Flags. The playout rules test them with `=== true` and `=== false`, never by truth alone: the optimiser does
   * not know these fields hold only booleans, so a bare `if (q.acted)` costs a dozen instructions (it allows for
   * strings and numbers) and the comparison one. Over a random game that is 3.6% of the instructions.
   */
  impeded = false;
  acted = false;
  moved = false;
  /** Its seat's side, and the hexes next to its own (both set at load and by `place`). */
  side = new PlayoutSide();
  aroundLow = 0;
  aroundHigh = 0;
  /** Its row of the forbidden and impeding sets (seat and unit type), copied onto it at load. */
  forbiddenLow = 0;
  forbiddenHigh = 0;
  impedingLow = 0;
  impedingHigh = 0;
}

export class PlayoutState {
  readonly tables: Tables;
  readonly seats: number;
  readonly size: number;
  readonly unitTypes: number;
  readonly neighbours: Int32Array;
  readonly adjacent: Uint8Array;
  /** `attack[attackerUnit * unitTypes + defenderUnit]`: the attack matrix. */
  readonly attack: Int32Array;
  readonly tileAtk: Int32Array;
  readonly tileDef: Int32Array;
  /** Each card's effect and its parameters, by card index. */
  readonly cardEffect: Array<BonusEffectRule<any>>;
  readonly cardParams: unknown[];
  /** Each card's id, by card index. */
  readonly cardIds: string[];
  /** Room for every card of the game in one pile (the deck's cards, or more in a state made by hand). */
  cardRoom: number;

  /** The squads in `state.squads` order (`squadCount` of them; the list only grows). */
  readonly squads: PlayoutSquad[] = [];
  squadCount = 0;
  /** Each seat's squads, in squad order. */
  readonly squadsOf: PlayoutSquad[][] = [];
  /** How many squads of each seat `loadPlayout` has listed so far. */
  readonly listed: Int32Array;
  /**
   * Squads on each crowded hex (several squads only on an HQ at set-up), and per seat: `own[hex * seats + seat]`;
   * not kept for other hexes (see `place`).
   */
  readonly crowd: Int32Array;
  readonly own: Int32Array;
  /**
   * Bit sets of hexes (hex-set.ts), each a low and a high word: each hex's neighbours (by hex), the hexes
   * with squads on them, with more than one squad (only HQs at set-up), with squads of each seat (by seat),
   * face up, and those whose tile forbids or impedes each unit type of each seat (by `typeRow`, filled in by
   * `load` from the tiles).
   */
  readonly neighboursLow: Int32Array;
  readonly neighboursHigh: Int32Array;
  occupiedLow = 0;
  occupiedHigh = 0;
  crowdedLow = 0;
  crowdedHigh = 0;
  /** Each seat's side (the hexes its squads stand on). */
  readonly sides: PlayoutSide[] = [];
  revealedLow = 0;
  revealedHigh = 0;
  readonly forbiddenLow: Int32Array;
  readonly forbiddenHigh: Int32Array;
  readonly impedingLow: Int32Array;
  readonly impedingHigh: Int32Array;
  /** Where each tile design lies this game, off the HQs (by tile index). */
  readonly tileLow: Int32Array;
  readonly tileHigh: Int32Array;
  /** The counting pass of a step: the player's squads that may still take a full action (`isReady`). */
  fullyReady = 0;
  /** Options of each of the player's squads found by the counting pass of a step (by place in `squadsOf`). */
  optionsOf: Int32Array;

  readonly tile: Int32Array;
  readonly revealed: Uint8Array;
  /** 0 no star, WAITING, TAKEN. */
  readonly star: Uint8Array;
  deck: Int32Array;
  deckSize = 0;
  /** `hands[seat * cardRoom + k]`. */
  hands: Int32Array;
  readonly handSize: Int32Array;
  discard: Int32Array;
  discardSize = 0;

  turn = 1;
  player = 0;
  /** Flags, tested with `=== true` as the squads' are (see `PlayoutSquad`). */
  cardPlayed = false;
  turnLimit: number | null = null;
  refuse = true;
  survivorsCountAsPlay = false;
  attackerDefShields = false;
  ending: Ending = null;
  /** The routed seat (Rout) or the seizing seat (Seize). */
  endingSeat = -1;
  attacks = 0;
  movesMade = 0;
  failedMoves = 0;
  cardsPlayed = 0;

  /** `effects`: the catalog's effect of each card, by card index (passed in, so the effects may import the playout rules). */
  constructor(tables: Tables, effects: Array<BonusEffectRule<any>>) {
    this.tables = tables;
    this.seats = tables.seats;
    this.size = tables.board.size;
    this.unitTypes = tables.units.length;
    this.neighbours = tables.board.neighbours;
    this.adjacent = tables.adjacent;
    this.attack = Int32Array.from(tables.units.flatMap((u) => u.attack));
    this.tileAtk = Int32Array.from(tables.tiles.map((t) => t.atk));
    this.tileDef = Int32Array.from(tables.tiles.map((t) => t.def));
    this.cardEffect = effects;
    this.cardParams = tables.cards.map((c) => c.effect);
    this.cardIds = tables.cards.map((c) => c.id);
    this.cardRoom = tables.deck.length;
    this.optionsOf = new Int32Array(0);
    this.listed = new Int32Array(this.seats);
    for (let seat = 0; seat < this.seats; seat++) this.squadsOf.push([]);
    this.neighboursLow = new Int32Array(this.size);
    this.neighboursHigh = new Int32Array(this.size);
    for (let h = 0; h < this.size; h++) {
      for (let d = 0; d < 6; d++) {
        const to = this.neighbours[h * 6 + d]!;
        if (to < 0) continue;
        addHex(this.neighboursLow, this.neighboursHigh, h, to);
      }
    }
    for (let seat = 0; seat < this.seats; seat++) this.sides.push(new PlayoutSide());
    const rows = this.seats * this.unitTypes;
    this.forbiddenLow = new Int32Array(rows);
    this.forbiddenHigh = new Int32Array(rows);
    this.impedingLow = new Int32Array(rows);
    this.impedingHigh = new Int32Array(rows);
    this.tileLow = new Int32Array(tables.tiles.length);
    this.tileHigh = new Int32Array(tables.tiles.length);
    this.crowd = new Int32Array(this.size);
    this.own = new Int32Array(this.size * this.seats);
    this.tile = new Int32Array(this.size);
    this.revealed = new Uint8Array(this.size);
    this.star = new Uint8Array(this.size);
    this.deck = new Int32Array(this.cardRoom);
    this.hands = new Int32Array(this.cardRoom * this.seats);
    this.handSize = new Int32Array(this.seats);
    this.discard = new Int32Array(this.cardRoom);
  }

  /** Whether the tile on `hex` forbids squad `q` to enter. */
  forbids(q: PlayoutSquad, hex: number): boolean {
    return hex < 32 ? (q.forbiddenLow & hexBit(hex)) !== 0 : (q.forbiddenHigh & hexBit(hex)) !== 0;
  }

  /** Whether the tile on `hex` impedes squad `q` entering it. */
  impedes(q: PlayoutSquad, hex: number): boolean {
    return hex < 32 ? (q.impedingLow & hexBit(hex)) !== 0 : (q.impedingHigh & hexBit(hex)) !== 0;
  }

  /** Turns the tile on `hex` face up. */
  reveal(hex: number): void {
    this.revealed[hex] = 1;
    if (hex < 32) this.revealedLow |= hexBit(hex);
    else this.revealedHigh |= hexBit(hex);
  }

  /** Units seat `s` has on the board. */
  unitsOf(s: number): number {
    let n = 0;
    for (const q of this.squadsOf[s]!) n += q.units;
    return n;
  }

  /** Whether squad `q` of the player to act may still take a full action (not acted, impeded or moved). */
  isReady(q: PlayoutSquad): boolean {
    return q.seat === this.player && q.hex >= 0 && q.acted === false && q.impeded === false && q.moved === false;
  }

  /** Whether squads `a` and `b` stand on neighbouring hexes (both on the board). */
  nextTo(a: PlayoutSquad, b: PlayoutSquad): boolean {
    return this.adjacent[a.hex * this.size + b.hex] === 1;
  }

  /** Enemy squads next to squad `q`. */
  enemiesNextTo(q: PlayoutSquad): number {
    const s = q.seat;
    if ((this.crowdedLow | this.crowdedHigh) === 0) {
      // One squad a hex: the enemy squads next to it are the occupied neighbours that are not its seat's.
      return countHexes(q.aroundLow & this.occupiedLow & ~q.side.ownLow, q.aroundHigh & this.occupiedHigh & ~q.side.ownHigh);
    }
    // Hexes with an enemy squad: occupied and not ours, or crowded (where squads of two seats could meet).
    const low = q.aroundLow & ((this.occupiedLow & ~q.side.ownLow) | this.crowdedLow);
    const high = q.aroundHigh & ((this.occupiedHigh & ~q.side.ownHigh) | this.crowdedHigh);
    let n = countHexes(low & ~this.crowdedLow, high & ~this.crowdedHigh);
    for (let crowded = low & this.crowdedLow; crowded !== 0; crowded &= crowded - 1) n += this.enemiesOn(lowestHex(crowded), s);
    for (let crowded = high & this.crowdedHigh; crowded !== 0; crowded &= crowded - 1) n += this.enemiesOn(lowestHex(crowded) + 32, s);
    return n;
  }

  /** Squads of other seats than `s` on `hex`. */
  private enemiesOn(hex: number, s: number): number {
    return this.crowd[hex]! - this.own[hex * this.seats + s]!;
  }

  /**
   * Stands squad `q` (off the board) on `hex` as a state is loaded, where several squads may share a hex (the
   * HQs at set-up): counts the squads on it, and marks it crowded at two.
   */
  stand(q: PlayoutSquad, hex: number): void {
    q.hex = hex;
    if (hex < 0) {
      q.aroundLow = q.aroundHigh = 0;
      return;
    }
    const squadsHere = ++this.crowd[hex]!;
    ++this.own[hex * this.seats + q.seat]!;
    this.markStanding(q, hex);
    if (squadsHere === 2) {
      if (hex < 32) this.crowdedLow |= hexBit(hex);
      else this.crowdedHigh |= hexBit(hex);
    }
  }

  /**
   * Moves squad `q` in play to `hex`, which is empty, or off the board (-1). Squads only ever enter empty hexes
   * in play, so a hex is crowded only from the loading on, and the counts per hex are kept only while it is.
   */
  place(q: PlayoutSquad, hex: number): void {
    const from = q.hex;
    if (from >= 0) {
      if (from < 32 ? (this.crowdedLow & hexBit(from)) !== 0 : (this.crowdedHigh & hexBit(from)) !== 0) this.leaveCrowd(q, from);
      else if (from < 32) {
        this.occupiedLow &= ~hexBit(from);
        q.side.ownLow &= ~hexBit(from);
      } else {
        this.occupiedHigh &= ~hexBit(from);
        q.side.ownHigh &= ~hexBit(from);
      }
    }
    q.hex = hex;
    if (hex >= 0) this.markStanding(q, hex);
    else q.aroundLow = q.aroundHigh = 0;
  }

  /** Adds `hex`, where squad `q` now stands, to the occupied hexes and its side's, and notes its neighbours on it. */
  private markStanding(q: PlayoutSquad, hex: number): void {
    if (hex < 32) {
      this.occupiedLow |= hexBit(hex);
      q.side.ownLow |= hexBit(hex);
    } else {
      this.occupiedHigh |= hexBit(hex);
      q.side.ownHigh |= hexBit(hex);
    }
    q.aroundLow = this.neighboursLow[hex]!;
    q.aroundHigh = this.neighboursHigh[hex]!;
  }

  /** Squad `q` leaves crowded `hex`: one squad fewer there, its side's hex no more if it was its seat's last. */
  private leaveCrowd(q: PlayoutSquad, hex: number): void {
    const bit = ~hexBit(hex);
    const squadsLeft = --this.crowd[hex]!;
    const ownLeft = --this.own[hex * this.seats + q.seat]!;
    if (hex < 32) {
      if (squadsLeft === 1) this.crowdedLow &= bit;
      if (ownLeft === 0) q.side.ownLow &= bit;
    } else {
      if (squadsLeft === 1) this.crowdedHigh &= bit;
      if (ownLeft === 0) q.side.ownHigh &= bit;
    }
  }
}

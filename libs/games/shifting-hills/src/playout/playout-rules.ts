/**
 * The rules of play on the compact copy (playout-state.ts), for `playOut`: moving and entering, combat,
 * drawing and playing bonus cards, and turns. Each function is the twin of the plain rule named in its comment
 * and must change the game exactly as that rule does (playout.test.ts compares them over whole games).
 */
import { TAKEN, WAITING, type PlayoutState } from './playout-state.js';

/** Twin of movement.ts `move`. */
export function move(p: PlayoutState, q: number, to: number): void {
  p.reveal(to);
  if (p.forbids(q, to)) {
    p.failedMoves++;
    p.acted[q] = 1;
    return;
  }
  p.movesMade++;
  p.moved[q] = 1;
  if (--p.moves[q]! <= 0) p.acted[q] = 1;
  enter(p, q, to);
  if (p.impeded[q]) p.acted[q] = 1;
}

/** Twin of entering.ts `enter`. */
export function enter(p: PlayoutState, q: number, hex: number): void {
  p.place(q, hex);
  p.held[q] = 0;
  if (p.impedes(q, hex)) p.impeded[q] = 1;
  const tables = p.tables;
  if (tables.seize && p.unit[q] === tables.capture.unit) {
    const owner = tables.hqOwner[hex]!;
    if (owner >= 0 && owner !== p.seat[q]) {
      p.held[q] = 1;
      seizeIfHeld(p, q);
      if (p.ending !== null) return;
    }
  }
  if (p.star[hex] === WAITING) {
    p.star[hex] = TAKEN;
    drawBonus(p, q);
  }
}

/** Twin of capture.ts `seizeIfHeld`. */
function seizeIfHeld(p: PlayoutState, q: number): void {
  if (p.held[q]! < p.tables.capture.turns) return;
  p.ending = 'seize';
  p.endingSeat = p.seat[q]!;
}

/** Twin of combat.ts `strikeDamage`. */
function strikeDamage(p: PlayoutState, attacker: number, defender: number, counterattack: boolean): number {
  const atk = p.attack[p.unit[attacker]! * p.unitTypes + p.unit[defender]!]! + p.tileAtk[p.tile[p.hex[attacker]!]!]!;
  const def = counterattack ? 0 : p.tileDef[p.tile[p.hex[defender]!]!]!;
  return Math.max(0, atk - def);
}

/** Twin of combat.ts `wound`. */
export function wound(p: PlayoutState, q: number, amount: number): void {
  p.units[q]! -= Math.min(amount, p.units[q]!);
  if (p.units[q]! > 0) return;
  p.place(q, -1);
  p.held[q] = 0;
  p.impeded[q] = 0;
  if (p.tables.rout && p.unitsOf(p.seat[q]!) === 0) {
    p.ending = 'rout';
    p.endingSeat = p.seat[q]!;
  }
}

/** Twin of combat.ts `fight`. */
export function fight(p: PlayoutState, attacker: number, defender: number, strikes: number): void {
  p.attacks++;
  const hex = p.hex[defender]!;
  for (let k = 0; k < strikes && p.units[defender]! > 0; k++) wound(p, defender, strikeDamage(p, attacker, defender, false));
  if (p.ending !== null) return;
  if (p.units[defender]! > 0) {
    wound(p, attacker, strikeDamage(p, defender, attacker, true));
    return;
  }
  if (p.crowd[hex] === 0 && !p.forbids(attacker, hex)) enter(p, attacker, hex);
}

/** Twin of bonus.ts `drawBonus`. */
function drawBonus(p: PlayoutState, q: number): void {
  if (p.deckSize === 0) return;
  const card = p.deck[--p.deckSize]!;
  const effect = p.cardEffect[card]!;
  if (effect.when === 'drawn') {
    p.discard[p.discardSize++] = card;
    if (p.survivorsCountAsPlay && p.seat[q] === p.player) p.cardPlayed = true;
    effect.playout.drawn(p, q, p.cardParams[card]);
    return;
  }
  const seat = p.seat[q]!;
  p.hands[seat * p.cardRoom + p.handSize[seat]!++] = card;
}

/** Twin of bonus.ts `play`: the player plays the card at `at` in hand, and its effect's play number `pick`. */
export function playCard(p: PlayoutState, at: number, pick: number): void {
  const hand = p.player * p.cardRoom;
  const card = p.hands[hand + at]!;
  const size = --p.handSize[p.player]!;
  p.hands.copyWithin(hand + at, hand + at + 1, hand + size + 1);
  p.discard[p.discardSize++] = card;
  p.cardPlayed = true;
  p.cardsPlayed++;
  p.cardEffect[card]!.playout.play(p, pick, p.cardParams[card]);
}

/** Twin of turn.ts `squadsLeft`. */
export function squadsLeft(p: PlayoutState): boolean {
  const { squadsOf, hex, acted } = p;
  for (let k = p.player * p.squadCount, end = k + p.squadsIn[p.player]!; k < end; k++) {
    const q = squadsOf[k]!;
    if (hex[q]! >= 0 && !acted[q]) return true;
  }
  return false;
}

/** Twin of turn.ts `endTurn` and `startTurn`. */
export function endTurn(p: PlayoutState): void {
  if (p.turnLimit !== null && p.turn >= p.turnLimit) {
    p.ending = 'turn-limit';
    return;
  }
  p.turn++;
  p.player = p.player + 1 === p.seats ? 0 : p.player + 1;
  p.cardPlayed = false;
  const first = p.player * p.squadCount;
  const end = first + p.squadsIn[p.player]!;
  for (let k = first; k < end; k++) {
    const q = p.squadsOf[k]!;
    p.acted[q] = 0;
    p.moved[q] = 0;
    p.moves[q] = 1;
    // capture.ts `countCaptures`, in the same pass: a seizure stops the counting, not the readying.
    if (p.held[q] === 0 || p.ending !== null) continue;
    p.held[q]!++;
    seizeIfHeld(p, q);
  }
}

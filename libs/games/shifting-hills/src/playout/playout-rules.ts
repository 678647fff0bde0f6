/**
 * The rules of play on the compact copy (playout-state.ts), for `playOut`: moving and entering, combat,
 * drawing and playing bonus cards, and turns. Each function is the twin of the plain rule named in its comment
 * and must change the game exactly as that rule does (playout.test.ts compares them over whole games).
 */
import { hasHex } from './hex-set.js';
import { TAKEN, WAITING, type PlayoutSquad, type PlayoutState } from './playout-state.js';

/** Twin of movement.ts `move`. */
export function move(p: PlayoutState, q: PlayoutSquad, to: number): void {
  p.reveal(to);
  if (p.forbids(q, to)) {
    p.failedMoves++;
    q.acted = true;
    return;
  }
  p.movesMade++;
  q.moved = true;
  if (--q.moves <= 0) q.acted = true;
  enter(p, q, to);
  if (q.impeded === true) q.acted = true;
}

/** Twin of entering.ts `enter`. */
export function enter(p: PlayoutState, q: PlayoutSquad, hex: number): void {
  p.place(q, hex);
  q.held = 0;
  if (p.impedes(q, hex)) q.impeded = true;
  const tables = p.tables;
  if (tables.seize && q.unit === tables.capture.unit) {
    const owner = tables.hqOwner[hex]!;
    if (owner >= 0 && owner !== q.seat) {
      q.held = 1;
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
function seizeIfHeld(p: PlayoutState, q: PlayoutSquad): void {
  if (q.held < p.tables.capture.turns) return;
  p.ending = 'seize';
  p.endingSeat = q.seat;
}

/** Twin of combat.ts `strikeDamage`. */
function strikeDamage(p: PlayoutState, attacker: PlayoutSquad, defender: PlayoutSquad, counterattack: boolean): number {
  const atk = p.attack[attacker.unit * p.unitTypes + defender.unit]! + p.tileAtk[p.tile[attacker.hex]!]!;
  const def = counterattack && p.attackerDefShields === false ? 0 : p.tileDef[p.tile[defender.hex]!]!;
  return Math.max(0, atk - def);
}

/** Twin of combat.ts `wound`. */
export function wound(p: PlayoutState, q: PlayoutSquad, amount: number): void {
  q.units -= Math.min(amount, q.units);
  if (q.units > 0) return;
  p.place(q, -1);
  q.held = 0;
  q.impeded = false;
  if (p.tables.rout && p.unitsOf(q.seat) === 0) {
    p.ending = 'rout';
    p.endingSeat = q.seat;
  }
}

/** Twin of combat.ts `fight`. */
export function fight(p: PlayoutState, attacker: PlayoutSquad, defender: PlayoutSquad, strikes: number): void {
  p.attacks++;
  const hex = defender.hex;
  for (let k = 0; k < strikes && defender.units > 0; k++) wound(p, defender, strikeDamage(p, attacker, defender, false));
  if (p.ending !== null) return;
  if (defender.units > 0) {
    wound(p, attacker, strikeDamage(p, defender, attacker, true));
    return;
  }
  if (!hasHex(p.occupiedLow, p.occupiedHigh, hex) && !p.forbids(attacker, hex)) enter(p, attacker, hex);
}

/** Twin of bonus.ts `drawBonus`. */
function drawBonus(p: PlayoutState, q: PlayoutSquad): void {
  if (p.deckSize === 0) return;
  const card = p.deck[--p.deckSize]!;
  const effect = p.cardEffect[card]!;
  if (effect.when === 'drawn') {
    p.discard[p.discardSize++] = card;
    if (p.survivorsCountAsPlay && q.seat === p.player) p.cardPlayed = true;
    effect.playout.drawn(p, q, p.cardParams[card]);
    return;
  }
  p.hands[q.seat * p.cardRoom + p.handSize[q.seat]!++] = card;
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
  for (const q of p.squadsOf[p.player]!) if (q.hex >= 0 && q.acted === false) return true;
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
  for (const q of p.squadsOf[p.player]!) {
    q.acted = false;
    q.moved = false;
    q.moves = 1;
    // capture.ts `countCaptures`, in the same pass: a seizure stops the counting, not the readying.
    if (q.held === 0 || p.ending !== null) continue;
    q.held++;
    seizeIfHeld(p, q);
  }
}

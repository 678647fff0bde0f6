/**
 * Whole random games, fast (the engine's `Game.playOut`): from a state, uniformly random legal actions until the
 * game ends or a step limit, drawn and carried out exactly as `playRandom` would one at a time, but on a compact
 * copy of the state (playout-state.ts) with no action objects and no events. The profile of random games
 * showed building actions, events and looking squads up by id to be most of the time. The plain twin is the
 * game itself (`legalActions` and `applyAction` in rules.ts): playout.test.ts plays whole games both ways and
 * compares the states, the draws and the step counts.
 */
import { RngWords, type Rng } from '@armory/engine';
import { tablesFor, type Tables } from '../content.js';
import { bonusEffect } from '../effects/catalog.js';
import { sampleAction } from '../random-play.js';
import { carryOut, legalActions } from '../rules.js';
import type { ShiftingHillsState } from '../state.js';
import { endTurn, fight, move, playCard, squadsLeft } from './playout-rules.js';
import { countHexes, hasHex, MAX_HEXES } from './hex-set.js';
import { loadPlayout, storePlayout } from './playout-copy.js';
import { PlayoutState, type PlayoutSquad } from './playout-state.js';

const copies = new WeakMap<Tables, PlayoutState>();
/** The random player's generator while a playout runs (play is synchronous, so one serves every call). */
const draws = new RngWords();

/** The reusable compact copy for this content. */
function playoutStateFor(tables: Tables): PlayoutState {
  let p = copies.get(tables);
  if (!p) {
    p = new PlayoutState(
      tables,
      tables.cards.map((c) => bonusEffect(c.effect.effect)),
    );
    copies.set(tables, p);
  }
  return p;
}

/** Plays random actions from `state` (in place) until the game is over or `maxSteps` were played; returns how many. */
export function playOut(state: ShiftingHillsState, rng: Rng, maxSteps: number): number {
  if (state.result !== null || maxSteps <= 0) return 0;
  const tables = tablesFor(state);
  if (tables.board.size > MAX_HEXES) return playStepByStep(state, rng, maxSteps);
  const p = playoutStateFor(tables);
  loadPlayout(p, state);
  draws.load(rng);
  let steps = 0;
  while (p.ending === null && steps < maxSteps) {
    playStep(p, draws);
    steps++;
  }
  draws.store(rng);
  storePlayout(p, state);
  return steps;
}

/** The same for a board too big for the bit sets: the game's own random play (game.ts `playSample`), one action at a time. */
function playStepByStep(state: ShiftingHillsState, rng: Rng, maxSteps: number): number {
  let steps = 0;
  for (; steps < maxSteps && state.result === null; steps++) carryOut(state, sampleAction(state, rng) ?? rng.pick(legalActions(state)));
  return steps;
}

/**
 * One random action, as `legalActions(state)[rng.int(count)]` then `carryOut`: each ready squad's options in
 * squad order (deimpede; or its moves, its attacks if it has not moved, and wait), then the bonus plays of the
 * distinct cards in hand, then ending the turn.
 */
function playStep(p: PlayoutState, rng: RngWords): void {
  // The player's squads only: the others have no options.
  const squads = p.squadsOf[p.player]!;
  const optionsOf = p.optionsOf;
  let count = 0;
  let ready = 0;
  p.fullyReady = 0;
  for (let k = 0; k < squads.length; k++) {
    const q = squads[k]!;
    const n = q.hex < 0 || q.acted === true ? 0 : optionCount(p, q);
    optionsOf[k] = n;
    count += n;
    if (n > 0) ready++;
  }
  const squadOptions = count;
  if (p.cardPlayed === false && p.handSize[p.player]! > 0) count += bonusPlays(p, -1);
  let pick = rng.int(count + 1);
  const turnEnded = pick === count;
  if (pick < squadOptions) {
    let k = 0;
    while (pick >= optionsOf[k]!) pick -= optionsOf[k++]!;
    const q = squads[k]!;
    carryOutOption(p, q, pick);
    // A squad's action changes no other squad of its side, so squads are left unless it was the last ready one
    // and it is now done or gone (turn.ts `squadsLeft`, without looking at every squad again).
    if (p.ending === null && ready === 1 && (q.acted === true || q.hex < 0)) endTurn(p);
    return;
  }
  if (!turnEnded) bonusPlays(p, pick - squadOptions);
  if (p.ending === null && (turnEnded || !squadsLeft(p))) endTurn(p);
}

/** The neighbours squad `q` may try to move onto, as a bit set's low word: free, and not a face-up tile it is refused. */
function movesLow(p: PlayoutState, q: PlayoutSquad): number {
  const free = q.aroundLow & ~p.occupiedLow;
  return p.refuse === true ? free & ~(p.revealedLow & q.forbiddenLow) : free;
}

/** The high word of `movesLow`'s set. */
function movesHigh(p: PlayoutState, q: PlayoutSquad): number {
  const free = q.aroundHigh & ~p.occupiedHigh;
  return p.refuse === true ? free & ~(p.revealedHigh & q.forbiddenHigh) : free;
}

/** How many options a ready squad has (rules.ts lists them): deimpede alone, or its moves, attacks and wait. */
function optionCount(p: PlayoutState, q: PlayoutSquad): number {
  if (q.impeded === true) return 1;
  // movesLow and movesHigh written out, reading each word once: this runs for every ready squad at every step.
  const { aroundLow, aroundHigh } = q;
  const { occupiedLow, occupiedHigh } = p;
  let low = aroundLow & ~occupiedLow;
  let high = aroundHigh & ~occupiedHigh;
  if (p.refuse === true) {
    low &= ~(p.revealedLow & q.forbiddenLow);
    high &= ~(p.revealedHigh & q.forbiddenHigh);
  }
  let attacks = 0;
  if (q.moved === false) {
    p.fullyReady++;
    if ((p.crowdedLow | p.crowdedHigh) !== 0) attacks = p.enemiesNextTo(q);
    else {
      // enemiesNextTo's common case, one squad a hex: the enemies' hexes are occupied and the moves' free, so one
      // count of both sets together takes both.
      low |= aroundLow & occupiedLow & ~q.side.ownLow;
      high |= aroundHigh & occupiedHigh & ~q.side.ownHigh;
    }
  }
  return 1 + countHexes(low, high) + attacks;
}

/** Carries out squad `q`'s option number `pick`, in `optionCount`'s order. */
function carryOutOption(p: PlayoutState, q: PlayoutSquad, pick: number): void {
  if (q.impeded === true) {
    q.impeded = false;
    q.acted = true;
    return;
  }
  const low = movesLow(p, q);
  const high = movesHigh(p, q);
  // Moves in the board's order of directions, as movement.ts lists them.
  for (let d = q.hex * 6, end = d + 6; d < end; d++) {
    const to = p.neighbours[d]!;
    if (to >= 0 && hasHex(low, high, to) && pick-- === 0) return move(p, q, to);
  }
  if (q.moved === false) {
    // Targets in squad order, as attack.ts lists them.
    for (let k = 0; k < p.squadCount; k++) {
      const e = p.squads[k]!;
      if (e.seat === q.seat || e.hex < 0 || !p.nextTo(q, e) || pick-- > 0) continue;
      q.acted = true;
      return fight(p, q, e, 1);
    }
  }
  q.acted = true;
}

/**
 * The plays of the distinct played-effect cards in the player's hand, in hand order (bonus.ts `bonusOffers`):
 * their count when `pick` < 0, else carries out play number `pick`.
 */
function bonusPlays(p: PlayoutState, pick: number): number {
  const hand = p.player * p.cardRoom;
  const size = p.handSize[p.player]!;
  let k = 0;
  for (let at = 0; at < size; at++) {
    const card = p.hands[hand + at]!;
    if (heldBefore(p, hand, at, card)) continue;
    const effect = p.cardEffect[card]!;
    if (effect.when !== 'played') continue;
    const n = effect.playout.count(p, p.cardParams[card]);
    if (pick >= k && pick < k + n) {
      playCard(p, at, pick - k);
      return n;
    }
    k += n;
  }
  return k;
}

/** Whether `card` is in the hand starting at `hand` before place `at` (a card counts once, at its first copy). */
function heldBefore(p: PlayoutState, hand: number, at: number, card: number): boolean {
  for (let k = hand, end = hand + at; k < end; k++) if (p.hands[k] === card) return true;
  return false;
}

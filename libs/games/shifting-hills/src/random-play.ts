/**
 * The fast path for random play (the engine's `sampleAction` / `playSample`): the uniformly random legal
 * action drawn exactly as `legalActions(state)[rng.int(count)]` would be, found by counting the options and
 * building only the chosen one, then carried out without re-checking it. The profile of random games showed
 * listing every action was most of the time. `legalActions` in rules.ts is its plain twin;
 * random-play.test.ts plays random games both ways and compares every action and event.
 */
import type { Rng } from '@armory/engine';
import type { ShiftingHillsAction } from './actions.js';
import { forbids } from './combat.js';
import { tablesFor, type Tables } from './content.js';
import { bonusEffect } from './effects/catalog.js';
import type { Squad, ShiftingHillsState } from './state.js';

/** The hexes 0-31 (`from` 0) or 32-63 (`from` 32) that squads stand on, as the bits of one word. */
function occupiedBits(state: ShiftingHillsState, from: number): number {
  let bits = 0;
  for (const q of state.squads) if (q.hex >= from && q.hex < from + 32) bits |= 1 << (q.hex - from);
  return bits;
}

/** Whether `squad` may try moving onto `to` (adjacent, on the board): free, and not a face-up tile it is refused. */
function canTry(state: ShiftingHillsState, tables: Tables, squad: Squad, to: number, low: number, high: number): boolean {
  if (to < 32 ? low & (1 << to) : high & (1 << (to - 32))) return false;
  return !(state.revealed[to] && state.knownForbiddenMove === 'refuse' && forbids(state, tables, squad, to));
}

function adjacent(tables: Tables, a: number, b: number): boolean {
  return tables.adjacent[a * tables.board.size + b] === 1;
}


/**
 * Walks the options in `legalActions` order, counting them; with `pick` >= 0 it returns the option at that
 * index instead (the count is then not needed). Keep the order in step with rules.ts. Returns -1 for a board
 * too big for its bit sets.
 */
function walk(state: ShiftingHillsState, tables: Tables, pick: number): number | ShiftingHillsAction {
  let k = 0;
  const seat = state.player;
  // Bit sets stop at 64 hexes; a bigger board is listed the plain way (see sampleAction).
  if (tables.board.size > 64) return -1;
  const low = occupiedBits(state, 0);
  const high = occupiedBits(state, 32);
  for (const squad of state.squads) {
    if (squad.seat !== seat || squad.hex < 0 || squad.acted) continue;
    if (squad.impeded) {
      if (k++ === pick) return { type: 'deimpede', squad: squad.id };
      continue;
    }
    for (let d = 0; d < 6; d++) {
      const to = tables.board.neighbours[squad.hex * 6 + d]!;
      if (to >= 0 && canTry(state, tables, squad, to, low, high) && k++ === pick) return { type: 'move', squad: squad.id, to: tables.names[to]! };
    }
    if (!squad.moved) {
      for (const e of state.squads) {
        if (e.seat !== seat && e.hex >= 0 && adjacent(tables, squad.hex, e.hex) && k++ === pick) return { type: 'attack', squad: squad.id, target: e.id };
      }
    }
    if (k++ === pick) return { type: 'wait', squad: squad.id };
  }
  if (!state.cardPlayed) {
    // Bonus cards are few and seldom in hand: their effects list their own plays, as legalActions has them.
    const hand = state.hands[seat]!;
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i]!;
      if (hand.indexOf(card) !== i) continue;
      const use = tables.cards[tables.cardIndex.get(card)!]!.effect;
      const effect = bonusEffect(use.effect);
      if (effect.when !== 'played') continue;
      const plays = effect.offers(state, tables, seat, card, use);
      if (pick >= k && pick < k + plays.length) return plays[pick - k]!;
      k += plays.length;
    }
  }
  if (k++ === pick) return { type: 'end' };
  return k;
}

/** The action `legalActions(state)[rng.int(legalActions(state).length)]`, drawn the same way, or null when the walk cannot list it. */
export function sampleAction(state: ShiftingHillsState, rng: Rng): ShiftingHillsAction | null {
  const tables = tablesFor(state);
  const count = walk(state, tables, -1) as number;
  if (count < 0) return null;
  return walk(state, tables, rng.int(count)) as ShiftingHillsAction;
}

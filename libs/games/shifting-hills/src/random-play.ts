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

function enemiesNextTo(state: ShiftingHillsState, tables: Tables, squad: Squad): number {
  let n = 0;
  for (const e of state.squads) if (e.seat !== squad.seat && e.hex >= 0 && adjacent(tables, squad.hex, e.hex)) n++;
  return n;
}

function ready(squad: Squad, seat: number): boolean {
  return squad.seat === seat && squad.hex >= 0 && !squad.acted && !squad.impeded && !squad.moved;
}

/**
 * Walks the options in `legalActions` order, counting them; with `pick` >= 0 it returns the option at that
 * index instead (the count is then not needed). Keep the order in step with rules.ts and the effects' offers.
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
    const hand = state.hands[seat]!;
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i]!;
      if (hand.indexOf(card) !== i) continue;
      const effect = tables.cards[tables.cardIndex.get(card)!]!.effect.effect;
      if (bonusEffect(effect).when !== 'played') continue;
      if (effect === 'artillery-strike') {
        for (const e of state.squads) if (e.seat !== seat && e.hex >= 0 && k++ === pick) return { type: 'play', card, target: e.id };
      } else if (effect === 'boost') {
        for (const q of state.squads) if (ready(q, seat) && k++ === pick) return { type: 'play', card, squad: q.id };
      } else if (effect === 'extra-ammo') {
        for (const q of state.squads) {
          if (!ready(q, seat)) continue;
          if (pick < 0) k += enemiesNextTo(state, tables, q);
          else for (const e of state.squads) if (e.seat !== seat && e.hex >= 0 && adjacent(tables, q.hex, e.hex) && k++ === pick) return { type: 'play', card, squad: q.id, target: e.id };
        }
      } else {
        // An effect this walk does not know: fall back on the plain listing (see sampleAction).
        return -1;
      }
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

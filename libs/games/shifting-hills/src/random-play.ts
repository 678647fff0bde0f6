/**
 * The fast path for random play (the engine's `sampleAction` / `playSample`): the uniformly random legal
 * action drawn exactly as `legalActions(state)[rng.int(count)]` would be, found by counting the options and
 * building only the chosen one, then carried out without re-checking it. The profile of random games showed
 * listing every action was most of the time. `legalActions` in rules.ts is its plain twin;
 * random-play.test.ts plays random games both ways and compares every action and event.
 */
import type { Rng } from '@armory/engine';
import type { PlayAction, ShiftingHillsAction } from './actions.js';
import { FORBIDS, placeOf, tablesFor, type Tables } from './content.js';
import { bonusEffect } from './effects/catalog.js';
import type { Squad, ShiftingHillsState } from './state.js';

/**
 * Options of each squad of `state.squads` found by the counting pass, so the picking pass can skip whole
 * squads. Reused between calls (random play is synchronous); grown for bigger armies.
 */
let optionsOf = new Int32Array(16);

/**
 * One ready squad's options in `legalActions` order (deimpede, or moves, attacks, wait): their count when
 * `pick` < 0, else the option at index `pick`. `low` / `high` are the occupied hexes 0-31 / 32-63 as bits.
 */
function squadOptions(state: ShiftingHillsState, tables: Tables, squad: Squad, pick: number, low: number, high: number, refuse: boolean): number | ShiftingHillsAction {
  if (squad.impeded) return pick === 0 ? { type: 'deimpede', squad: squad.id } : 1;
  let k = 0;
  const neighbours = tables.board.neighbours;
  const base = squad.hex * 6;
  // The row of Tables.entering for this squad's unit type, as `enteringEffects` reads it.
  const unitRow = squad.unit * 3;
  const perTile = tables.units.length * 3;
  for (let d = 0; d < 6; d++) {
    const to = neighbours[base + d]!;
    if (to < 0 || (to < 32 ? low & (1 << to) : high & (1 << (to - 32)))) continue;
    if (refuse && state.revealed[to] && tables.entering[state.tiles[to]! * perTile + unitRow + placeOf(tables, to, squad.seat)]! & FORBIDS) continue;
    if (k++ === pick) return { type: 'move', squad: squad.id, to: tables.names[to]! };
  }
  if (!squad.moved) {
    const row = squad.hex * tables.board.size;
    for (const e of state.squads) {
      if (e.seat !== squad.seat && e.hex >= 0 && tables.adjacent[row + e.hex] === 1 && k++ === pick) return { type: 'attack', squad: squad.id, target: e.id };
    }
  }
  if (k++ === pick) return { type: 'wait', squad: squad.id };
  return k;
}

/**
 * The uniformly random legal action, drawn as `legalActions(state)[rng.int(count)]` would be: one pass counts
 * each squad's options (kept in `optionsOf`) and the bonus plays, the second goes straight to the squad or
 * play holding the drawn index and builds only that option. Keep the order in step with rules.ts. Null for a
 * board too big for the bit sets (the caller then lists the actions the plain way).
 */
export function sampleAction(state: ShiftingHillsState, rng: Rng): ShiftingHillsAction | null {
  const tables = tablesFor(state);
  if (tables.board.size > 64) return null;
  const squads = state.squads;
  if (optionsOf.length < squads.length) optionsOf = new Int32Array(squads.length * 2);
  const seat = state.player;
  const refuse = state.knownForbiddenMove === 'refuse';
  let low = 0;
  let high = 0;
  for (const q of squads) {
    if (q.hex >= 32) high |= 1 << (q.hex - 32);
    else if (q.hex >= 0) low |= 1 << q.hex;
  }
  let count = 0;
  for (let i = 0; i < squads.length; i++) {
    const squad = squads[i]!;
    const n = squad.seat !== seat || squad.hex < 0 || squad.acted ? 0 : (squadOptions(state, tables, squad, -1, low, high, refuse) as number);
    optionsOf[i] = n;
    count += n;
  }
  const squadCount = count;
  // Bonus cards are few and seldom in hand: their effects list their own plays, as legalActions has them.
  const plays = state.cardPlayed ? null : bonusPlays(state, tables);
  if (plays) count += plays.length;
  let pick = rng.int(count + 1);
  if (pick < squadCount) {
    for (let i = 0; ; i++) {
      if (pick < optionsOf[i]!) return squadOptions(state, tables, squads[i]!, pick, low, high, refuse) as ShiftingHillsAction;
      pick -= optionsOf[i]!;
    }
  }
  pick -= squadCount;
  if (plays && pick < plays.length) return plays[pick]!;
  return { type: 'end' };
}

/** The plays of the distinct cards in the player's hand, in hand order, or null for none. */
function bonusPlays(state: ShiftingHillsState, tables: Tables): PlayAction[] | null {
  const hand = state.hands[state.player]!;
  if (hand.length === 0) return null;
  const plays: PlayAction[] = [];
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    if (hand.indexOf(card) !== i) continue;
    const use = tables.cards[tables.cardIndex.get(card)!]!.effect;
    const effect = bonusEffect(use.effect);
    if (effect.when === 'played') for (const play of effect.offers(state, tables, state.player, card, use)) plays.push(play);
  }
  return plays;
}

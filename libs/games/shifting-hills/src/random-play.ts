/**
 * The fast path for random play (the engine's `sampleAction` / `playSample`): the uniformly random legal
 * action drawn exactly as `legalActions(state)[rng.int(count)]` would be, found by counting the options and
 * building only the chosen one, then carried out without re-checking it. The profile of random games showed
 * listing every action was most of the time. `legalActions` in rules.ts is its plain twin, and each bonus
 * effect's `offers` the twin of its `offerCount`: random-play.test.ts plays random games both ways and
 * compares every action and event, effects/catalog.test.ts compares the counts, seeded-games.test.ts pins
 * the games themselves.
 */
import type { Rng } from '@armory/engine';
import type { PlayAction, ShiftingHillsAction } from './actions.js';
import { FORBIDS, placeOf, tablesFor, type Tables } from './content.js';
import { bonusEffect } from './effects/catalog.js';
import type { Squad, ShiftingHillsState } from './state.js';

/**
 * Scratch reused between calls (random play is synchronous), grown for bigger armies: the options of each
 * squad of `state.squads` found by the counting pass, so the picking pass can skip whole squads, and the
 * hexes of the enemy squads on the board.
 */
let optionsOf = new Int32Array(16);
let enemyHexes = new Int32Array(16);

/**
 * What one step of the kernel reads: the hexes 0-31 (`low`) and 32-63 (`high`) that squads stand on as bits,
 * whether a known forbidden tile refuses a move (the state's option), and how many of `enemyHexes` are filled.
 */
interface Step {
  state: ShiftingHillsState;
  tables: Tables;
  low: number;
  high: number;
  refuse: boolean;
  enemies: number;
}

/** Whether `squad` may try moving onto neighbour `to`: free, and not a face-up tile it is refused. */
function canTry(step: Step, squad: Squad, to: number): boolean {
  if (to < 32 ? step.low & (1 << to) : step.high & (1 << (to - 32))) return false;
  const { state, tables } = step;
  if (!step.refuse || !state.revealed[to]) return true;
  // Tables.entering read as `enteringEffects` does.
  return !(tables.entering[(state.tiles[to]! * tables.units.length + squad.unit) * 3 + placeOf(tables, to, squad.seat)]! & FORBIDS);
}

/** How many options a ready squad has: deimpede alone, or its moves, its attacks (before moving) and wait. */
function optionCount(step: Step, squad: Squad): number {
  if (squad.impeded) return 1;
  const { tables } = step;
  const neighbours = tables.board.neighbours;
  let n = 1;
  for (let d = squad.hex * 6, end = d + 6; d < end; d++) {
    const to = neighbours[d]!;
    if (to >= 0 && canTry(step, squad, to)) n++;
  }
  if (!squad.moved) {
    const row = squad.hex * tables.board.size;
    for (let e = 0; e < step.enemies; e++) n += tables.adjacent[row + enemyHexes[e]!]!;
  }
  return n;
}

/** The ready squad's option at index `pick`, in `legalActions` order (deimpede, or moves, attacks, wait). */
function optionAt(step: Step, squad: Squad, pick: number): ShiftingHillsAction {
  if (squad.impeded) return { type: 'deimpede', squad: squad.id };
  const { state, tables } = step;
  const neighbours = tables.board.neighbours;
  let k = 0;
  for (let d = squad.hex * 6, end = d + 6; d < end; d++) {
    const to = neighbours[d]!;
    if (to >= 0 && canTry(step, squad, to) && k++ === pick) return { type: 'move', squad: squad.id, to: tables.names[to]! };
  }
  if (!squad.moved) {
    const row = squad.hex * tables.board.size;
    for (const e of state.squads) {
      if (e.seat !== squad.seat && e.hex >= 0 && tables.adjacent[row + e.hex] === 1 && k++ === pick)
        return { type: 'attack', squad: squad.id, target: e.id };
    }
  }
  return { type: 'wait', squad: squad.id };
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
  if (optionsOf.length < squads.length) {
    optionsOf = new Int32Array(squads.length * 2);
    enemyHexes = new Int32Array(squads.length * 2);
  }
  const seat = state.player;
  const step: Step = { state, tables, low: 0, high: 0, refuse: state.knownForbiddenMove === 'refuse', enemies: 0 };
  for (const q of squads) {
    if (q.hex < 0) continue;
    if (q.hex >= 32) step.high |= 1 << (q.hex - 32);
    else step.low |= 1 << q.hex;
    if (q.seat !== seat) enemyHexes[step.enemies++] = q.hex;
  }
  let count = 0;
  for (let i = 0; i < squads.length; i++) {
    const squad = squads[i]!;
    const n = squad.seat !== seat || squad.hex < 0 || squad.acted ? 0 : optionCount(step, squad);
    optionsOf[i] = n;
    count += n;
  }
  const squadCount = count;
  // Bonus cards are few: their effects count their own plays, and list them only when one is drawn.
  if (!state.cardPlayed) count += bonusPlay(state, tables, -1) as number;
  let pick = rng.int(count + 1);
  if (pick < squadCount) {
    for (let i = 0; ; i++) {
      if (pick < optionsOf[i]!) return optionAt(step, squads[i]!, pick);
      pick -= optionsOf[i]!;
    }
  }
  if (pick < count) return bonusPlay(state, tables, pick - squadCount) as PlayAction;
  return { type: 'end' };
}

/**
 * The plays of the distinct cards in the player's hand, in hand order as `bonusOffers` lists them: their count
 * when `pick` < 0, else the play at index `pick`.
 */
function bonusPlay(state: ShiftingHillsState, tables: Tables, pick: number): number | PlayAction {
  const hand = state.hands[state.player]!;
  let k = 0;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    if (hand.indexOf(card) !== i) continue;
    const use = tables.cards[tables.cardIndex.get(card)!]!.effect;
    const effect = bonusEffect(use.effect);
    if (effect.when !== 'played') continue;
    const n = effect.offerCount(state, tables, state.player, use);
    if (pick >= k && pick < k + n) return effect.offers(state, tables, state.player, card, use)[pick - k]!;
    k += n;
  }
  return k;
}

import { Rng, type Event } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { FORBIDS, tablesOf } from './content.js';
import { applyAction, legalActions } from './rules.js';
import { setupGame } from './setup.js';
import { unitsOf, type ShiftingHillsOptions, type ShiftingHillsState } from './state.js';

const tables = tablesOf(content);

/** What the rule book forbids at any moment of a game, as a list of breaches (empty when the position is lawful). */
function breaches(state: ShiftingHillsState): string[] {
  const out: string[] = [];
  const byHex = new Map<number, number[]>();
  for (const q of state.squads) {
    if (q.hex < 0 !== (q.units === 0)) out.push(`${q.id}: ${q.units} units on hex ${q.hex}`);
    if (q.hex < 0) continue;
    byHex.set(q.hex, [...(byHex.get(q.hex) ?? []), q.seat]);
    if (!state.revealed[q.hex]) out.push(`${q.id} stands on a face-down tile`);
    const place = tables.hqOwner[q.hex]! < 0 ? 0 : tables.hqOwner[q.hex] === q.seat ? 1 : 2;
    if (tables.entering[(state.tiles[q.hex]! * tables.units.length + q.unit) * 3 + place]! & FORBIDS)
      out.push(`${q.id} stands on a ${tables.tiles[state.tiles[q.hex]!]!.id} it may not enter`);
    const onEnemyHq = place === 2 && q.unit === tables.capture.unit;
    if (q.held > 0 && !onEnemyHq) out.push(`${q.id} counts ${q.held} turns off the enemy HQ`);
    if (q.held > tables.capture.turns) out.push(`${q.id} counts ${q.held} turns`);
  }
  for (const [hex, seats] of byHex) {
    // Only a player's own HQ holds more than one squad, and only that player's (D3).
    if (seats.length > 1 && !seats.every((s) => s === tables.hqOwner[hex])) out.push(`${seats.length} squads on ${tables.names[hex]}`);
  }
  for (let seat = 0; seat < tables.seats; seat++)
    if (unitsOf(state, seat) > tables.chits) out.push(`player ${seat + 1} has ${unitsOf(state, seat)} units`);
  const cards = [...state.deck, ...state.hands.flat(), ...state.discard].sort();
  if (JSON.stringify(cards) !== JSON.stringify([...tables.deck].sort())) out.push(`the cards are ${cards.join(', ')}`);
  state.stars.forEach(
    (star, hex) => star === 'taken' && !state.revealed[hex] && out.push(`a taken star face down on ${tables.names[hex]}`),
  );
  return out;
}

/** Plays whole random games by the plain rules, checking every position and counting the events seen. */
function playChecked(games: number, options: ShiftingHillsOptions) {
  const seen = new Map<string, number>();
  const played = new Map<string, number>();
  const endings = new Map<string, number>();
  for (let seed = 0; seed < games; seed++) {
    const state = setupGame(content, { turnLimit: 200, ...options }, seed);
    const rng = Rng.seeded(`invariants ${seed}`);
    // A turn's one bonus card: plays, and under survivorsCountAsPlay a Survivors Found drawn before them (D7).
    let cardsThisTurn = 0;
    while (state.result === null) {
      const legal = legalActions(state);
      const events: Event[] = applyAction(state, legal[rng.int(legal.length)]!);
      for (const e of events) {
        seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
        if (e.type === 'turn') cardsThisTurn = 0;
        if (e.type === 'played') {
          played.set(String(e['card']), (played.get(String(e['card'])) ?? 0) + 1);
          cardsThisTurn++;
        }
        // Survivors Found applies when drawn even after a play; under the option it then blocks plays.
        if (e.type === 'drew' && e['card'] !== undefined && options.survivorsCountAsPlay && cardsThisTurn === 0) cardsThisTurn++;
      }
      const wrong = breaches(state);
      if (cardsThisTurn > 1) wrong.push(`${cardsThisTurn} bonus cards in turn ${state.turn}`);
      expect(wrong, `seed ${seed}, turn ${state.turn}`).toEqual([]);
    }
    const { result } = state;
    endings.set(result.reason, (endings.get(result.reason) ?? 0) + 1);
    if (result.reason === 'rout') {
      const losers = [0, 1].filter((s) => !result.winners.includes(s));
      expect(losers.map((s) => unitsOf(state, s))).toEqual([0]);
    }
    if (result.reason === 'seize') {
      const holder = state.squads.find((q) => q.held === tables.capture.turns);
      expect(holder?.seat, `seed ${seed}`).toBe(result.winners[0]);
    }
  }
  return { seen, played, endings };
}

describe('whole random games keep to the rule book', () => {
  it.each([
    ['the default options', {}],
    ['the open points the other way', { knownForbiddenMove: 'fail', survivorsCountAsPlay: true, attackerDefShields: true } as const],
  ])(
    'with %s: every position lawful, every rule and every bonus card in play, games ending every way',
    (_, options) => {
      const { seen, played, endings } = playChecked(120, options);
      for (const type of ['revealed', 'move-failed', 'impeded', 'deimpeded', 'drew', 'survivors', 'artillery', 'boosted', 'attacked'])
        expect(seen.get(type) ?? 0, type).toBeGreaterThan(0);
      for (const type of ['capture-count', 'removed', 'lost', 'waited']) expect(seen.get(type) ?? 0, type).toBeGreaterThan(0);
      for (const card of tables.cards.filter((c) => c.id !== 'survivors-found'))
        expect(played.get(card.id) ?? 0, card.id).toBeGreaterThan(0);
      for (const reason of ['rout', 'seize', 'turn-limit']) expect(endings.get(reason) ?? 0, reason).toBeGreaterThan(0);
    },
    120_000,
  );
});

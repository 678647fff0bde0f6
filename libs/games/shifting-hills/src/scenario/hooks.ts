/**
 * Scenario hooks for the engine's scenario runner. A scenario's set-up part:
 * - `player` (1..n, default 1) and `turn` (default 1): whose turn it is;
 * - `tiles`: face-up tiles by hex name (`d3: mountain`); `faceDown`: face-down tiles by hex name; other hexes
 *   keep the seeded shuffle, face down;
 * - `stars`: hexes whose star still waits (no other hex has one);
 * - `squads`: the squads on the board, `{ id, hex, units, impeded?, acted?, held? }`; every other squad is removed;
 * - `hands`: each player's bonus cards; `deck`: the bonus deck, next draw first; `options`: game options.
 * Own expectations: `squads` (per squad id: units, hex, impeded, acted, held, or `removed`), `faceUp` (hex
 * names whose tile must be face up), `player` (whose turn, 1..n) and `turn`. Zones: hand (per seat), deck, discard.
 */
import type { Scenario, ScenarioHooks } from '@armory/engine';
import { tablesOf, type ShiftingHillsContent } from '../content.js';
import { setupGame } from '../setup.js';
import type { ShiftingHillsOptions, ShiftingHillsState } from '../state.js';

interface SquadSetup {
  id: string;
  hex: string;
  units?: number;
  impeded?: boolean;
  acted?: boolean;
  held?: number;
}

type SquadWant = 'removed' | { units?: number; hex?: string; impeded?: boolean; acted?: boolean; held?: number };

function hexOf(names: Map<string, number>, name: string, where: string): number {
  const hex = names.get(name);
  if (hex === undefined) throw new Error(`${where}: '${name}' is not a hex of the board`);
  return hex;
}

/** Builds the scenario's position on top of a seeded set-up. */
export function scenarioState(content: ShiftingHillsContent, sc: Scenario): ShiftingHillsState {
  const tables = tablesOf(content);
  const state = setupGame(content, (sc['options'] as ShiftingHillsOptions | undefined) ?? {}, sc.seed ?? 0);
  const tileOf = (id: string, where: string) => {
    const t = tables.tileIndex.get(id);
    if (t === undefined) throw new Error(`${where}: unknown tile '${id}'; known: ${[...tables.tileIndex.keys()].join(', ')}`);
    return t;
  };
  for (const [faceUp, field] of [
    [true, 'tiles'],
    [false, 'faceDown'],
  ] as const) {
    for (const [name, id] of Object.entries((sc[field] as Record<string, string> | undefined) ?? {})) {
      const hex = hexOf(tables.byName, name, field);
      state.tiles[hex] = tileOf(id, `${field} ${name}`);
      state.revealed[hex] = faceUp;
    }
  }
  state.stars = state.stars.map(() => 'none');
  for (const name of (sc['stars'] as string[] | undefined) ?? []) state.stars[hexOf(tables.byName, name, 'stars')] = 'waiting';
  const squads = (sc['squads'] as SquadSetup[] | undefined) ?? [];
  for (const squad of state.squads) {
    const given = squads.find((s) => s.id === squad.id);
    squad.hex = given ? hexOf(tables.byName, given.hex, `squad ${given.id}`) : -1;
    squad.units = given ? (given.units ?? squad.units) : 0;
    squad.impeded = given?.impeded ?? false;
    squad.acted = given?.acted ?? false;
    squad.held = given?.held ?? 0;
  }
  for (const s of squads)
    if (!state.squads.some((q) => q.id === s.id))
      throw new Error(`squads: no squad '${s.id}'; squads are named <player>-<unit type>, e.g. 1-mech`);
  state.player = ((sc['player'] as number | undefined) ?? 1) - 1;
  state.turn = (sc['turn'] as number | undefined) ?? 1;
  state.hands = ((sc['hands'] as string[][] | undefined) ?? state.hands.map(() => [])).map((h) => [...h]);
  if (sc['deck'] !== undefined) state.deck = [...(sc['deck'] as string[])].reverse();
  for (const card of [...state.hands.flat(), ...state.deck])
    if (!tables.cardIndex.has(card)) throw new Error(`unknown bonus card '${card}'; known: ${[...tables.cardIndex.keys()].join(', ')}`);
  return state;
}

export const scenarioHooks: ScenarioHooks<ShiftingHillsState, ShiftingHillsContent> = {
  setup: scenarioState,
  // Its events already count players from 1 and its actions name squads, not seats: no seat fields to convert.
  expectations: {
    squads(state, want, { content }) {
      const tables = tablesOf(content);
      const failures: string[] = [];
      for (const [id, expected] of Object.entries(want as Record<string, SquadWant>)) {
        const squad = state.squads.find((q) => q.id === id);
        if (!squad) {
          failures.push(`no squad '${id}'`);
          continue;
        }
        const got = {
          units: squad.units,
          hex: squad.hex >= 0 ? tables.names[squad.hex] : 'removed',
          impeded: squad.impeded,
          acted: squad.acted,
          held: squad.held,
        };
        if (expected === 'removed') {
          if (squad.hex >= 0) failures.push(`expected squad ${id} removed, got ${squad.units} units on ${got.hex}`);
          continue;
        }
        for (const [key, value] of Object.entries(expected)) {
          const actual = got[key as keyof typeof got];
          if (actual !== value) failures.push(`expected squad ${id} ${key} ${JSON.stringify(value)}, got ${JSON.stringify(actual)}`);
        }
      }
      return failures;
    },
    faceUp(state, want, { content }) {
      const tables = tablesOf(content);
      return (want as string[])
        .filter((name) => !state.revealed[tables.byName.get(name) ?? -1])
        .map((name) => `expected the tile on ${name} face up, got face down`);
    },
    player(state, want) {
      return state.player + 1 === want ? [] : [`expected player ${String(want)} to be on turn, got player ${state.player + 1}`];
    },
    turn(state, want) {
      return state.turn === want ? [] : [`expected turn ${String(want)}, got ${state.turn}`];
    },
  },
  zones: {
    hand: (s, seat) => (seat === undefined ? undefined : s.hands[seat]),
    deck: (s, seat) => (seat === undefined ? [...s.deck].reverse() : undefined),
    discard: (s, seat) => (seat === undefined ? s.discard : undefined),
  },
};

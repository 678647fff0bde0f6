/**
 * Scenario hooks for the engine's toy games, so the generic runner is tested on games that name nothing
 * but themselves. Tic-tac-toe sets up marked cells; Hidden Nim sets up its pile, hands and deck, and
 * shows its zones; Raid sets up open hands, for choices asked inside an effect.
 */
import { seedState } from '../rng/rng.js';
import { ticTacToe, type TicTacToeState } from '../toys/tic-tac-toe.js';
import { hiddenNim, type HiddenNimState } from '../toys/hidden-nim.js';
import { raid, type RaidCard, type RaidState } from '../toys/raid.js';
import { ScenarioSetupError, type GameSeats, type Scenario, type ScenarioHooks } from './scenario.js';
import { seatFromFile } from './seats.js';

/** Where the toys' seats sit in their actions and events, as a game's module says (`GameModule.seatFields`). */
export const toySeats: Record<'ticTacToe' | 'hiddenNim' | 'raid', GameSeats> = {
  ticTacToe: { seatFields: ['player'] },
  hiddenNim: { seatFields: ['player'] },
  raid: { seatFields: ['player', 'target'] },
};

/**
 * Tic-tac-toe set-up: `cells` (nine entries: 0 empty, else the seat whose mark it is) and `next` (seat to act);
 * seats count from 1, as in every scenario file. An own expectation: `marks`, the count of marked cells.
 */
export const ticTacToeHooks: ScenarioHooks<TicTacToeState, null> = {
  setup(_content, sc: Scenario) {
    const state = ticTacToe.setup(null, {}, sc.seed ?? 0);
    const cells = sc['cells'] as number[] | undefined;
    if (cells && cells.length !== 9) throw new ScenarioSetupError(['cells'], `cells: give 9, got ${cells.length}`);
    if (cells) state.cells = cells.map(seatFromFile);
    state.next = seatFromFile((sc['next'] as number | undefined) ?? 1);
    return state;
  },
  expectations: {
    marks(state, want) {
      const got = state.cells.filter((c) => c >= 0).length;
      return got === want ? [] : [`expected ${String(want)} marked cells, got ${got}`];
    },
  },
};

/** Hidden Nim set-up: `pile`, `hands` (two lists of card ids) and `deck` (next draw first). Zones: hand (per seat), deck, played. */
export const hiddenNimHooks: ScenarioHooks<HiddenNimState, null> = {
  setup(_content, sc: Scenario) {
    const state = hiddenNim.setup(null, {}, sc.seed ?? 0);
    const hands = (sc['hands'] as string[][] | undefined) ?? [[], []];
    const deck = (sc['deck'] as string[] | undefined) ?? [];
    state.pile = (sc['pile'] as number | undefined) ?? state.pile;
    state.zones = { deck: [...deck].reverse(), hand0: [...hands[0]!], hand1: [...hands[1]!], played: [] };
    state.rng = seedState(0);
    return state;
  },
  zones: {
    hand: (s, seat) => (seat === 0 || seat === 1 ? s.zones[`hand${seat}`] : undefined),
    // The top of the deck is the end of its list; a scenario lists the next draw first.
    deck: (s, seat) => (seat === undefined ? [...s.zones.deck!].reverse() : undefined),
    played: (s, seat) => (seat === undefined ? s.zones.played : undefined),
  },
};

/** Raid set-up: `hands`, two lists of cards `{ value, raid }`; seat 1 to play. */
export const raidHooks: ScenarioHooks<RaidState, null> = {
  setup(_content, sc: Scenario) {
    const state = raid.setup(null, {}, sc.seed ?? 0);
    state.hands = structuredClone((sc['hands'] as RaidCard[][] | undefined) ?? [[], []]);
    return state;
  },
};

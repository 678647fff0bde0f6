/**
 * A Neuroshima Hex scenario: a rule written as a runnable example. A set-up (board, hands, bags, whose
 * turn), a list of actions, and what must follow (events, board, HQ hit points, winner, legal actions,
 * zones) or the refusal the last action must meet. The YAML shape is
 * schemas/neuroshima-hex/scenario.schema.json; the engine's scenario runner runs it through `hooks.ts`.
 */
import type { Expectations } from '@armory/engine';
import type { NhAction } from '../state.js';

/** A tile placed on the board by a scenario's set-up. */
export interface ScenarioTile {
  hex: string;
  owner: number;
  tile: string;
  rotation?: number;
  damage?: number;
  marker?: string;
}

/** The position a scenario starts from. Anything left out keeps its value from a normal set-up with `seed`. */
export interface ScenarioSetup {
  /** Tiles on the board (with both HQs unless the scenario is about placing them). */
  board?: ScenarioTile[];
  /** Each seat's hand. */
  hands?: string[][];
  /** Each seat's bag, the next tile drawn first. Left out: the rest of the army, shuffled with the seed. */
  bags?: string[][];
  /** Each seat's discard pile. */
  discards?: string[][];
  /** The seat to act. */
  current?: number;
  /** The stage of the turn: hq, discard or play (default play). */
  stage?: 'hq' | 'discard' | 'play';
  /** Seats that have already drawn their last tile. */
  drewLast?: number[];
  /** Turns left before the Last Battle (this one included), when the countdown runs. */
  turnsLeft?: number;
  /** Once-per-turn uses already spent, e.g. { cannibalize: 1 }. */
  used?: Record<string, number>;
}

/** A tile the board must hold after the actions (fields left out are not checked); null: empty. */
export interface ExpectedCell {
  tile?: string;
  owner?: number;
  rotation?: number;
  damage?: number;
  marker?: string | null;
}

/** What must hold after the actions. */
export interface ScenarioExpect {
  /** Events that must occur, in this order (others may come between); each lists only the fields it checks. */
  events?: Array<Record<string, unknown>>;
  /** Events that must not occur (matched the same partial way). */
  absent?: Array<Record<string, unknown>>;
  /** Board hexes ("q,r") and what they must hold. */
  board?: Record<string, ExpectedCell | null>;
  /** HQ hit points per seat. */
  hq?: number[];
  /** The winning seat, 'draw', or 'none' while the game goes on. */
  winner?: number | 'draw' | 'none';
  /** Each seat's hand (order does not matter). */
  hands?: string[][];
  /** Markers left in a seat's supply, by seat then marker id. */
  supply?: Record<string, Record<string, number>>;
  /** The seat to act and the stage after the actions. */
  current?: number;
  stage?: string;
  /** The last action must be refused with a message containing this text, and change nothing. */
  refusal?: string;
  /** No legal action may match any of these, e.g. { type: push } when a push has no room. */
  noAction?: Expectations['noAction'];
  /** Zones (hand, bag, discard, removed, supply) and what they must hold. */
  zones?: Expectations['zones'];
  /** Who must answer the pending choice, and the kinds of the legal actions. */
  pending?: Expectations['pending'];
}

/** A whole scenario file. */
export interface Scenario {
  id: string;
  title: string;
  /** The rule(s) it checks, as named in the coverage table. */
  rules: string[];
  /** Where the example comes from (a worked example of a source document, or our own). */
  source?: string;
  /** Army ids by seat. */
  armies: string[];
  /** Team play: each seat's team number. */
  teams?: number[];
  seed?: number | string;
  /** Changes to rules.yaml for this scenario (merged in), e.g. { options: { overtime: { enabled: false } } }. */
  rulesPatch?: Record<string, unknown>;
  setup?: ScenarioSetup;
  actions: NhAction[];
  expect: ScenarioExpect;
}

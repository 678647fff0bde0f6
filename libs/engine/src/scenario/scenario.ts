/**
 * A scenario: a rule written as a runnable example. A set-up the game builds its starting state from, a
 * list of actions, and what must follow. The runner (`run.ts`) knows the expectations every game shares;
 * a game adds its own set-up and expectations through `ScenarioHooks`.
 */
import type { Action, Event, PlayerId } from '../contract.js';

/** An event or action written in a scenario: only the fields given are compared. */
export type Pattern = { type: string; [field: string]: unknown };

/** What a zone must hold: exactly these pieces in any order, in this order (next first), or this many. */
export interface ExpectedZone {
  /** The zone's name in the game (hand, bag, discard, supply, deck, ...). */
  zone: string;
  /** Whose zone, counted from 1 (the first player) as in every scenario file; left out for a zone every seat shares. */
  seat?: number;
  /** The pieces, in any order. */
  contents?: string[];
  /** The pieces in this order, the next to draw (or the top) first. */
  order?: string[];
  /** How many pieces. */
  size?: number;
}

/** Who must answer the pending choice, and of which kinds the legal actions are. */
export interface ExpectedPending {
  /** The seat `toAct` names, counted from 1; null when nobody is to act (the game is over). */
  seat?: number | null;
  /** What an effect asks (`Game.pending`'s kind: discard, target, ...); null when no effect is waiting on an answer. */
  kind?: string | null;
  /** Every kind (action `type`) among the legal actions, in any order. */
  actions?: string[];
}

/** What must hold after the actions. Keys other than these are the game's own (see `ScenarioHooks.expectations`). */
export interface Expectations {
  /** Events that must occur, in this order (others may come between). */
  events?: Pattern[];
  /** Events that must not occur. */
  absent?: Pattern[];
  /** The winning seat counted from 1 (the first player), 'draw', or 'none' while the game goes on. */
  winner?: number | 'draw' | 'none';
  /** The last action must be refused with a message containing this text, and change nothing. */
  refusal?: string;
  /** No legal action may match any of these (a push with no room offers no push). */
  noAction?: Pattern[];
  /** Zones and what they must hold. */
  zones?: ExpectedZone[];
  /** The choice the game waits for. */
  pending?: ExpectedPending;
  /** A game's own expectations, by name. */
  [game: string]: unknown;
}

/** A whole scenario. Top-level fields other than these are the game's set-up part, read by `ScenarioHooks.setup`. */
export interface Scenario<A extends Action = Action> {
  id: string;
  title: string;
  /** The rule(s) it checks, as the game's coverage table names them. */
  rules: string[];
  /** Where the example comes from (a worked example of a source document, or 'own'). */
  source?: string;
  seed?: number | string;
  actions: A[];
  expect: Expectations;
  [setup: string]: unknown;
}

/** What a game's own expectation may look at besides the state. */
export interface ExpectationContext<C> {
  content: C;
  /** Every event the actions produced. */
  events: Event[];
}

/** A game's own expectation: the failures (each "expected ..., got ..."), or none when `want` holds. */
export type GameExpectation<S, C> = (state: S, want: unknown, context: ExpectationContext<C>) => string[];

/** Reads a zone's pieces (next to draw or top first); undefined when `seat` has no such zone. */
export type ZoneReader<S> = (state: S, seat: PlayerId | undefined) => readonly string[] | undefined;

/** A name a scenario's set-up uses that must exist in the content (a tile of an army), for positioned errors. */
export interface Reference {
  /** Where the name sits in the scenario file, as keys and indexes. */
  path: (string | number)[];
  value: string;
  /** The names it may be. */
  known: readonly string[];
  /** What it must be, for the message "'wulf' is not a tile of army 'hell-hounds'". */
  what: string;
}

/** Thrown by a game's `setup` hook for an impossible set-up, with where in the file the problem is. */
export class ScenarioSetupError extends Error {
  /** Keys and indexes of the offending value, e.g. ['setup', 'board', 2, 'hex']. */
  readonly path: (string | number)[];
  constructor(path: (string | number)[], message: string) {
    super(message);
    this.name = 'ScenarioSetupError';
    this.path = path;
  }
}

/** What a game gives the scenario runner. */
export interface ScenarioHooks<S = any, C = any> {
  /** Builds the starting state from the scenario's set-up part; throws a plain message when it is impossible. */
  setup(content: C, scenario: Scenario): S;
  /** The game's own expectations, by their key under `expect`. */
  expectations?: Record<string, GameExpectation<S, C>>;
  /** The game's zones, by the name a scenario's `zones` expectation uses. */
  zones?: Record<string, ZoneReader<S>>;
  /** Names the scenario's set-up uses that must exist in the content, checked before it runs. */
  references?(content: C, scenario: Scenario): Reference[];
  /**
   * A mistake in the scenario file that only running its actions shows (dice given that were never rolled, or too
   * few for the rolls made), with where in the file it is. It is then the scenario's one failure: the expectations
   * are not judged, since they would only fail because of it.
   */
  afterActions?(state: S, scenario: Scenario): { problem: string; at: (string | number)[] } | undefined;
}

/** Where a game's seats sit in its actions and events, and its word for a seat: what its `GameModule` says. */
export interface GameSeats {
  seatFields?: readonly string[];
  seatWord?: string;
}

/** The outcome of one scenario. */
export interface ScenarioResult {
  id: string;
  ok: boolean;
  /** Each unmet expectation, as expected vs actual. */
  failures: string[];
  /**
   * Where in the file the run stopped, as keys and indexes, when one place is to blame: the value of an impossible
   * set-up the game named (`ScenarioSetupError`), the action refused or broken (`['actions', i]`), or what the
   * game's `afterActions` named. The failure is then the only one: nothing after it was judged.
   */
  at?: (string | number)[];
  /** With `at`: the part of the run that stopped there. */
  stoppedIn?: 'set-up' | 'action' | 'after-actions';
  /** Every event the actions produced, as the game produced them (its own seat count, from 0). */
  events: Event[];
}

/**
 * The contract every game module implements. The engine's players, replay and simulation runner
 * are written once against it, so a game plugs in by exporting one `Game` object.
 *
 * Data rules (they are what make saving, replay and worker threads possible):
 * - State, Action and Event are plain JSON-serialisable data (no classes, Maps, functions, undefined
 *   in arrays, NaN). The RNG state lives inside State (see `RngState`).
 * - `apply` MUTATES the state it is given (fast for search); callers that need the old state keep a
 *   `clone` (see `cloneState`). When an action is illegal, `apply` throws `IllegalAction` BEFORE
 *   changing anything.
 * - Same content, options, seed and actions give the same events in any process.
 *
 * Decisions inside an effect: when an effect stops to ask a seat something (which card to discard, which
 * target to hit), the game keeps the question in its state, e.g. `pending: { seat: 1, kind: 'discard' }`,
 * and until it is answered `toAct` names that seat, `actions` lists only its answers, and `apply` of an
 * answer finishes the effect and carries on with the turn. The game reports the question through `pending`,
 * so scenarios and checks can see it. Players need nothing more: they always serve `toAct`.
 *
 * Simultaneous hidden commitments: seats commit in turn (`toAct` names the next to commit), and `view`
 * keeps each commitment from the other seats until all have committed and the last commitment reveals
 * them together. Such a game declares `traits.turns: 'simultaneous'`, lists the seats whose commitment is
 * made but not yet revealed in `hiddenCommitments`, and its `determinize` redraws those commitments, so a
 * search never starts from the real ones.
 */
import type { Rng } from './rng/rng.js';
import type { GameTraits } from './module/game-module.js';

/** A seat at the table: 0 for the first player, 1 for the second, ... */
export type PlayerId = number;

/** Any plain JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * An action is plain data; `type` names the kind of decision (place, move, pass, draft, ...). Games
 * declare their own action types (interfaces or unions) with more plain-data fields.
 */
export interface Action {
  /** The kind of action, in the game's vocabulary. */
  type: string;
}

/** An event is plain data describing something that happened; replay compares them field by field. */
export interface Event {
  /** The kind of event (drew, placed, damaged, destroyed, won, ...). */
  type: string;
  /** Further plain-data fields of the event. */
  [field: string]: unknown;
}

/** The result of a finished game. */
export interface Result {
  /** Winning seats (one for a plain win; several for a shared win; empty for a draw). */
  winners: PlayerId[];
  /** True when nobody won. */
  draw: boolean;
  /** Per-seat scores where the game has them (e.g. HQ hit points left), indexed by PlayerId. */
  scores?: number[];
  /** Why the game ended, in the game's vocabulary ("hq-destroyed", "last-battle", "rout"). */
  reason?: string;
}

/** Whether a game is still running or how it ended. */
export type Status = { over: false } | ({ over: true } & Result);

/** A question an effect has stopped to ask: who must answer, and what kind of answer (in the game's vocabulary). */
export interface PendingChoice {
  /** The seat that must answer; `toAct` names it until the answer is applied. */
  seat: PlayerId;
  /** What is asked: `discard`, `target`, ... */
  kind: string;
}

/**
 * A game system on the engine. `S` is the game's state type, `A` its action type, `C` the content
 * it is built from (typed content package data) and `O` its options (variants).
 */
export interface Game<S = unknown, A extends Action = Action, C = unknown, O = unknown> {
  /** A short stable name, used in logs and replay files. */
  readonly name: string;
  /** Builds the starting state. Must be deterministic in (content, options, seed). */
  setup(content: C, options: O, seed: number | string): S;
  /** Whose decision it is now; `null` when the game is over. */
  toAct(state: S): PlayerId | null;
  /** The legal actions of the player to act (empty when the game is over). */
  actions(state: S): A[];
  /** Applies an action in place and returns what happened; throws `IllegalAction` and changes nothing when it is not legal. */
  apply(state: S, action: A): Event[];
  /** The state as `player` may see it (hidden draws, face-down tiles and cards removed). Never mutates `state`. */
  view(state: S, player: PlayerId): S;
  /** Ongoing, or the result. */
  status(state: S): Status;
  /** Number of seats for these options. */
  players(state: S): number;
  /**
   * What kind of game it is (sequential or simultaneous, chance, hidden information). Optional; players
   * rely on it: a simultaneous game is searched over information sets, and a game that declares hidden
   * information must have a `determinize` (search refuses to look at the real state).
   */
  readonly traits?: GameTraits;
  /** The question an effect is waiting on, or `null` when the seat to act is on an ordinary turn. */
  pending?(state: S): PendingChoice | null;
  /** Simultaneous games: seats that have committed this round and whose commitment is not revealed yet. */
  hiddenCommitments?(state: S): PlayerId[];
  /** A deep copy for search; defaults to `structuredClone` when absent. */
  clone?(state: S): S;
  /**
   * Fills the hidden parts of a player's view with one plausible guess drawn with `rng`, giving a full
   * state that the information-set MCTS player can search. Must not change `view` (it is reused for
   * many guesses). For the seat to act, the guess must offer the same actions as the real state.
   * Needed by games with hidden parts or chance; without it, search clones the full state (unless `traits`
   * declare hidden information: then search refuses). Other seats' unrevealed commitments count as hidden
   * parts: redraw them from the choices those seats had.
   */
  determinize?(view: S, player: PlayerId, rng: Rng): S;
  /**
   * A short text that is equal for equal actions (search keys tree nodes by it). Optional: the default
   * is canonical JSON, which is correct but slower for big actions.
   */
  actionKey?(action: A): string;
  /**
   * Optional: what is wrong with the shape of an action read from a file (a saved log), a field missing or of the
   * wrong kind, in words; null when it is right. Such a log is refused as no whole log before it is replayed.
   */
  actionProblem?(action: Action & Record<string, unknown>): string | null;
  /**
   * Optional fast path for random play: the action `actions(state)[rng.int(actions(state).length)]`,
   * found without building the whole list (count the options, build only the chosen one). It must
   * draw from `rng` exactly as that expression does and must not change `state`; the random player
   * and search playouts use it when present, and `conformanceProblems` checks the promise at every step.
   */
  sampleAction?(state: S, rng: Rng): A;
  /**
   * Optional, with `sampleAction`: draws an action as `sampleAction` does and applies it, in one call, so the
   * game may skip checking an action it has just built from this very state (nothing can change the state in
   * between). Must give exactly `{ action: sampleAction(state, rng), events: apply(state, action) }`.
   */
  playSample?(state: S, rng: Rng): { action: A; events: Event[] };
  /**
   * Optional fast path for whole random games: plays uniformly random actions from `state`, in place, exactly as
   * calling `playRandom` again and again would (the same actions, the same draws from `rng`, the same resulting
   * state), until the game is over or `maxSteps` actions have been played, and returns how many it played. It
   * reports no events, so a game can play on a compact copy of its state and write the end back. Search playouts
   * use it when present, and `conformanceProblems` compares it with step-by-step play.
   */
  playOut?(state: S, rng: Rng, maxSteps: number): number;
  /** Numeric per-game statistics the simulation runner averages (turns, damage dealt, ...). */
  stats?(state: S): Record<string, number>;
}

/** Thrown by `Game.apply` for an action that is not legal now; the message says which action and why. */
export class IllegalAction extends Error {
  /** The rejected action. */
  readonly action: unknown;
  /** Why it was rejected, in the game's words (the message is this after the action). */
  readonly why: string;
  constructor(action: unknown, why: string) {
    super(`illegal action ${describeAction(action)}: ${why}`);
    this.name = 'IllegalAction';
    this.action = action;
    this.why = why;
  }
}

/** A short one-line rendering of an action for messages, e.g. `place {tile: "wolf", hex: 4}`. */
export function describeAction(action: unknown): string {
  if (action === null || typeof action !== 'object') return JSON.stringify(action);
  const { type, ...rest } = action as Record<string, unknown>;
  const fields = Object.entries(rest).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return fields.length ? `${String(type)} {${fields.join(', ')}}` : String(type);
}

/** A uniformly chosen legal action, drawn as `rng.pick(game.actions(state))` would: through the game's `sampleAction` when it has one. */
export function randomAction<S, A extends Action>(game: Game<S, A, any, any>, state: S, rng: Rng): A {
  if (game.sampleAction) return game.sampleAction(state, rng);
  const legal = game.actions(state);
  if (legal.length === 0) throw new Error(`${game.name}: no legal action to choose from`);
  return legal[rng.int(legal.length)]!;
}

/** Plays one uniformly random legal action: the game's `playSample` when it has one, else `randomAction` and `apply`. */
export function playRandom<S, A extends Action>(game: Game<S, A, any, any>, state: S, rng: Rng): { action: A; events: Event[] } {
  if (game.playSample) return game.playSample(state, rng);
  const action = randomAction(game, state, rng);
  return { action, events: game.apply(state, action) };
}

/**
 * Plays uniformly random actions from `state` (in place) until the game is over or `maxSteps` actions have been
 * played, and returns how many: the game's `playOut` when it has one, else `playRandom` step by step.
 */
export function playRandomUntilOver<S>(game: Game<S, any, any, any>, state: S, rng: Rng, maxSteps: number): number {
  if (game.playOut) return game.playOut(state, rng, maxSteps);
  let steps = 0;
  while (steps < maxSteps && !game.status(state).over && game.toAct(state) !== null) {
    playRandom(game, state, rng);
    steps++;
  }
  return steps;
}

/** Copies a state with the game's own `clone` when it has one, otherwise `structuredClone`. */
export function cloneState<S>(game: Game<S, any, any, any>, state: S): S {
  return game.clone ? game.clone(state) : structuredClone(state);
}

/** The key search uses to tell actions apart: the game's `actionKey`, or canonical JSON. */
export function actionKey<A extends Action>(game: Game<any, A, any, any>, action: A): string {
  return game.actionKey ? game.actionKey(action) : canonicalJson(action);
}

/** Compares two actions as plain data (the order of object keys does not matter). */
export function sameAction(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * JSON with object keys sorted, so equal plain data gives equal text. Hand-written rather than a
 * `JSON.stringify` replacer because search calls it for every action at every node.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return canonicalJson(withJson.toJSON());
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      out += (i ? ',' : '') + (v === undefined || typeof v === 'function' ? 'null' : canonicalJson(v));
    }
    return out + ']';
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined || typeof v === 'function') continue;
    out += (first ? '' : ',') + JSON.stringify(k) + ':' + canonicalJson(v);
    first = false;
  }
  return out + '}';
}

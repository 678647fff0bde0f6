/**
 * The event log and replay. A log records how a game was set up (game name, options, seed) and every
 * action with the events it caused. Replay re-runs the actions from a fresh setup and checks that each
 * step gives the same events, reporting the first difference, so a log doubles as a regression test.
 */
import { canonicalJson, describeAction, type Action, type Event, type Game } from '../contract.js';

/** A replayable record of one game (plain JSON). Content is not stored: the caller supplies the same content. */
export interface GameLog {
  /** `Game.name` of the game it was played with. */
  game: string;
  /** Options given to setup. */
  options: unknown;
  /** Seed given to setup. */
  seed: number | string;
  /** Actions in order. */
  actions: Action[];
  /** Events of each action (same index as `actions`). */
  events: Event[][];
}

/** The outcome of a replay: ok, or where and how it first differed. */
export type ReplayResult<S> =
  | { ok: true; state: S }
  | { ok: false; step: number; message: string; expected?: Event[]; actual?: Event[]; state: S };

/** Re-runs a log; stops at the first action that is illegal or gives different events. */
export function replay<S, A extends Action, C, O>(game: Game<S, A, C, O>, content: C, log: GameLog): ReplayResult<S> {
  const state = game.setup(content, log.options as O, log.seed);
  if (log.game !== game.name) return { ok: false, step: -1, message: `log is of game '${log.game}', not '${game.name}'`, state };
  for (let i = 0; i < log.actions.length; i++) {
    const action = log.actions[i] as A;
    let actual: Event[];
    try {
      actual = game.apply(state, structuredClone(action));
    } catch (e) {
      return { ok: false, step: i, message: `step ${i + 1} (${describeAction(action)}): ${(e as Error).message}`, state };
    }
    const expected = log.events[i] ?? [];
    const a = canonicalJson(actual);
    const x = canonicalJson(expected);
    if (a !== x) {
      const at = firstDifference(expected, actual);
      return { ok: false, step: i, message: `step ${i + 1} (${describeAction(action)}): ${at}`, expected, actual, state };
    }
  }
  return { ok: true, state };
}

function firstDifference(expected: Event[], actual: Event[]): string {
  const n = Math.max(expected.length, actual.length);
  for (let j = 0; j < n; j++) {
    const e = expected[j];
    const a = actual[j];
    if (canonicalJson(e) !== canonicalJson(a)) {
      return `event ${j + 1} differs: expected ${e ? canonicalJson(e) : 'no event'}, got ${a ? canonicalJson(a) : 'no event'}`;
    }
  }
  return 'events differ';
}

/**
 * The event log and replay. A log records how a game was set up (game name, content stamp, players,
 * options, seed), every action with the events it caused, and how it ended. Replay re-runs the actions
 * from a fresh setup and checks that each step gives the same events and the game ends as recorded,
 * reporting the first difference, so a log doubles as a regression test.
 */
import { canonicalJson, describeAction, IllegalAction, type Action, type Event, type Game, type Status } from '../contract.js';
import { seatInFile, withSeats } from '../scenario/seats.js';

/** A replayable record of one game (plain JSON). Content is not stored: the caller supplies the same content. */
export interface GameLog {
  /** `Game.name` of the game it was played with. */
  game: string;
  /** Which content it was played on (`contentStamp`), so a replay on changed content can say what changed. */
  content?: ContentStamp;
  /** Who played each seat (player names, e.g. `random`, `mcts:200`). */
  players?: string[];
  /** Options given to setup. */
  options: unknown;
  /** Seed given to setup. */
  seed: number | string;
  /** Actions in order. */
  actions: Action[];
  /** Events of each action (same index as `actions`). */
  events: Event[][];
  /** Actions played; equal to `actions.length` in a whole log. */
  steps?: number;
  /** The status when the log was closed: the result, or not over when a step limit stopped the game. */
  result?: Status;
}

/** A stable fingerprint of content: a hash of the whole, and one per part (`rules`, `armies.hell-hounds`). */
export interface ContentStamp {
  hash: string;
  parts: Record<string, string>;
}

/**
 * A 64-bit FNV-1a hash of a text, as 16 hex digits: two 32-bit lanes with different offsets. Stable
 * across processes and machines, and plain JavaScript so the engine stays usable in the browser.
 */
export function stableHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (a >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Stamps content by the canonical JSON of the whole and of each part: each top-level field, and each
 * entry of a top-level field that is a table of records by id (an army, a deck).
 */
export function contentStamp(content: unknown): ContentStamp {
  const parts: Record<string, string> = {};
  if (isRecord(content)) {
    for (const key of Object.keys(content).sort()) {
      const value = content[key];
      const entries = isRecord(value) ? Object.entries(value) : [];
      if (entries.length > 0 && entries.every(([, v]) => isRecord(v))) {
        for (const [id, entry] of entries.sort((x, y) => (x[0] < y[0] ? -1 : 1))) parts[`${key}.${id}`] = stableHash(canonicalJson(entry));
      } else parts[key] = stableHash(canonicalJson(value));
    }
  }
  return { hash: stableHash(canonicalJson(content)), parts };
}

/** What differs between the content a log was played on and this content, in words; empty when they are the same. */
export function contentDifferences(recorded: ContentStamp, now: ContentStamp): string[] {
  if (recorded.hash === now.hash) return [];
  const keys = [...new Set([...Object.keys(recorded.parts), ...Object.keys(now.parts)])].sort();
  const out: string[] = [];
  for (const k of keys) {
    if (!(k in now.parts)) out.push(`${k} is gone`);
    else if (!(k in recorded.parts)) out.push(`${k} is new`);
    else if (recorded.parts[k] !== now.parts[k]) out.push(`${k} changed`);
  }
  return out.length > 0 ? out : ['the content changed'];
}

/** Why a replay failed: the log's set-up is unusable, its shape is wrong (cut or padded), or a step differs. */
export type ReplayFailure = 'setup' | 'shape' | 'step' | 'end';

/** The outcome of a replay: ok, or where and how it first differed. */
export type ReplayResult<S> =
  | { ok: true; state: S }
  | { ok: false; kind: ReplayFailure; step: number; message: string; expected?: Event[]; actual?: Event[]; state?: S };

/** How a replay words its messages. */
export interface ReplayOptions {
  /**
   * The game's seat paths (`GameModule.seatFields`): messages show actions and events with these counted
   * from 1, as a saved log writes them (`saved-log.ts`). The log and the result's `expected`/`actual` stay in the
   * game's seats.
   */
  seatFields?: readonly string[];
  /** The seat paths of the game's set-up options (`GameModule.optionSeats`), shown from 1 the same way. */
  optionSeats?: readonly string[];
  /** The game's word for a seat in messages (`GameModule.seatWord`); default "seat". */
  seatWord?: string;
}

/**
 * Re-runs a log; stops at the first action that is illegal or gives different events. A log that has
 * more or fewer event lists than actions, or fewer actions than its recorded step count, or whose
 * replay does not end as its recorded result says, is refused too.
 */
export function replay<S, A extends Action, C, O>(
  game: Game<S, A, C, O>,
  content: C,
  log: GameLog,
  options: ReplayOptions = {},
): ReplayResult<S> {
  const seatFields = options.seatFields ?? [];
  const word = options.seatWord ?? 'seat';
  const shown = <T>(item: T): T => (item !== null && typeof item === 'object' ? withSeats(item, seatFields, seatInFile) : item);
  if (log.game !== game.name) return { ok: false, kind: 'setup', step: -1, message: `log is of game '${log.game}', not '${game.name}'` };
  const n = log.actions.length;
  if (log.events.length !== n) {
    const what =
      log.events.length > n
        ? `${log.events.length - n} more event lists than actions (${n === 0 ? 'events with no action' : `events after the last action, step ${n}`})`
        : `${n - log.events.length} fewer event lists than actions (${log.events.length === 0 ? 'no events at all' : `events stop after step ${log.events.length}`})`;
    return { ok: false, kind: 'shape', step: Math.min(n, log.events.length), message: `the log has ${what}` };
  }
  if (log.steps !== undefined && log.steps !== n) {
    return {
      ok: false,
      kind: 'shape',
      step: n,
      message: `the log is cut: it records ${log.steps} steps but holds ${n} actions (it ends after step ${n})`,
    };
  }
  let state: S;
  try {
    state = game.setup(content, log.options as O, log.seed);
  } catch (e) {
    // A game reading options of the wrong shape fails as JavaScript does (a TypeError): that text means nothing to
    // a user, so the options are named instead.
    const why =
      e instanceof TypeError
        ? `${game.name} cannot read ${canonicalJson(withSeats(log.options, options.optionSeats ?? [], seatInFile))} as its set-up options`
        : (e as Error).message;
    return { ok: false, kind: 'setup', step: -1, message: `the log's options do not set up a game: ${why}` };
  }
  for (let i = 0; i < n; i++) {
    const action = log.actions[i] as A;
    let actual: Event[];
    // Named only when the step fails: a whole replay should not describe every action it passes.
    const step = () => `step ${i + 1} (${describeAction(shown(action))})`;
    try {
      actual = game.apply(state, structuredClone(action));
    } catch (e) {
      return { ok: false, kind: 'step', step: i, message: `${step()}: ${refusal(e as Error, shown)}`, state };
    }
    const expected = log.events[i]!;
    if (canonicalJson(actual) !== canonicalJson(expected)) {
      // A hand-edited log may hold something other than a list here; it is shown as it is.
      const at = firstDifference(Array.isArray(expected) ? expected.map(shown) : expected, actual.map(shown));
      return { ok: false, kind: 'step', step: i, message: `${step()}: ${at}`, expected, actual, state };
    }
  }
  if (log.result) {
    const now = game.status(state);
    if (log.result.over && !now.over)
      return {
        ok: false,
        kind: 'end',
        step: n,
        message: `the log ends after step ${n}, but its recorded result says the game was over (${describeStatus(log.result, undefined, word)}) and the replayed game is not: the log is cut short`,
        state,
      };
    if (canonicalJson(now) !== canonicalJson(log.result)) {
      const [replayed, recorded] = [describeStatus(now, undefined, word), describeStatus(log.result, undefined, word)];
      // Alike in words (both not over, or the same winner), they differ in a field the words leave out: named instead.
      const message =
        replayed === recorded
          ? `after step ${n} the replayed game is ${replayed}, as the log records, but their results differ in ${statusDifferences(now, log.result)}`
          : `after step ${n} the replayed game is ${replayed}, but the log records ${recorded}`;
      return { ok: false, kind: 'end', step: n, message, state };
    }
  }
  return { ok: true, state };
}

/**
 * A status in words for users, seats numbered from 1: `seat 2 won (hq-destroyed)`, `a draw (last-battle)`, `not
 * over`; with `describeEnd` (the game module's) the reason is in the game's words: `seat 2 won: an HQ destroyed`;
 * with `word` (the game's word for a seat, `GameModule.seatWord`) seats are named so: `player 2 won`.
 */
export function describeStatus(status: Status, describeEnd?: (status: Status & { over: true }) => string, word = 'seat'): string {
  if (!status.over) return 'not over';
  const why = describeEnd ? `: ${describeEnd(status)}` : status.reason ? ` (${status.reason})` : '';
  if (status.draw || status.winners.length === 0) return `a draw${why}`;
  const seats = status.winners.map((s) => s + 1);
  return `${seats.length === 1 ? word : `${word}s`} ${seats.join(', ')} won${why}`;
}

/** The fields in which two statuses differ, each with both values, seats counted from 1 as a saved log writes them. */
function statusDifferences(replayed: Status, recorded: Status): string {
  const shown = (status: Status, key: string) => {
    const value = (status as Record<string, unknown>)[key];
    if (value === undefined) return 'nothing';
    return canonicalJson(key === 'winners' && Array.isArray(value) ? value.map((seat: number) => seat + 1) : value);
  };
  const keys = [...new Set([...Object.keys(replayed), ...Object.keys(recorded)])].sort();
  return keys
    .filter((key) => shown(replayed, key) !== shown(recorded, key))
    .map((key) => `${key} (the log: ${shown(recorded, key)}, the replay: ${shown(replayed, key)})`)
    .join(', ');
}

/** An action's refusal, its action shown as the replay shows actions (an `IllegalAction` names it in the game's seats). */
function refusal(e: Error, shown: <T>(item: T) => T): string {
  return e instanceof IllegalAction ? `illegal action ${describeAction(shown(e.action))}: ${e.why}` : e.message;
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

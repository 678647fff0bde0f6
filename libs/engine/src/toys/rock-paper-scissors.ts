/**
 * Rock-paper-scissors as a toy simultaneous game (never exported): the engine's proof of hidden
 * commitments. Each round the seats commit in turn, seat 1 first; `view` shows a seat only that the
 * other has committed, never what, until the last commitment reveals both. Seeing the other's commitment
 * would win every round, so it is the test that search does not peek.
 *
 * With the `die` option a seat may commit to leave the round to a die instead: if only one seat does, it
 * rolls and wins the round on a roll of `wins` or less, else loses it; if both do, the round is drawn.
 * Against a seat that cannot see the commitment this is the worse choice; against one that could, it is
 * the only one that does not lose, so a search that models its opponent as peeking picks it.
 */
import { IllegalAction, type Event, type Game, type PlayerId, type Status } from '../contract.js';
import { Rng, seedState, type RngState } from '../rng/rng.js';

/** What a seat may commit. */
export type Choice = 'rock' | 'paper' | 'scissors' | 'die';

/** A commitment as a view shows another seat's: made, but not what. */
export const HIDDEN_CHOICE = 'hidden';

/** Options: rounds played, and the die a seat may leave a round to. */
export interface RpsOptions {
  /** Rounds played (default 1); the seat that wins more of them wins. */
  rounds?: number;
  /** When set, `die` is a choice: a lone caller rolls a die of `sides` and wins the round on `wins` or less. */
  die?: { sides: number; wins: number };
}

/** The state. */
export interface RpsState {
  /** Rounds to play. */
  rounds: number;
  /** Rounds played so far. */
  played: number;
  /** Rounds won, per seat. */
  wins: number[];
  /** This round's commitments in seat order (`null` not yet; `hidden` in another seat's view). */
  commits: Array<Choice | typeof HIDDEN_CHOICE | null>;
  /** The die option, or null when calling the die is not allowed. */
  die: { sides: number; wins: number } | null;
  /** Game RNG, for die rolls (hidden in views: it would tell future rolls). */
  rng: RngState;
}

/** The only action: commit a choice for this round. */
export interface Commit {
  /** Always 'commit'. */
  type: 'commit';
  /** The choice. */
  choice: Choice;
}

const THROWS: Choice[] = ['rock', 'paper', 'scissors'];
const BEATS: Record<string, string> = { rock: 'scissors', paper: 'rock', scissors: 'paper' };

const choicesOf = (s: RpsState): Choice[] => (s.die ? [...THROWS, 'die'] : THROWS);

function status(s: RpsState): Status {
  if (s.played < s.rounds) return { over: false };
  const [a, b] = s.wins as [number, number];
  if (a === b) return { over: true, winners: [], draw: true, scores: [...s.wins], reason: 'rounds-played' };
  return { over: true, winners: [a > b ? 0 : 1], draw: false, scores: [...s.wins], reason: 'rounds-played' };
}

function toAct(s: RpsState): PlayerId | null {
  if (status(s).over) return null;
  const seat = s.commits.indexOf(null);
  return seat < 0 ? null : seat;
}

/** Settles a round both seats have committed to: the round's winner seat, or -1 when drawn. */
function settle(s: RpsState, choices: Choice[], events: Event[]): number {
  const [a, b] = choices as [Choice, Choice];
  if (a === 'die' && b === 'die') return -1;
  if (a === 'die' || b === 'die') {
    const caller = a === 'die' ? 0 : 1;
    const roll = new Rng(s.rng).die(s.die!.sides);
    events.push({ type: 'rolled', player: caller, roll });
    return roll <= s.die!.wins ? caller : 1 - caller;
  }
  if (a === b) return -1;
  return BEATS[a] === b ? 0 : 1;
}

/** The toy game. */
export const rockPaperScissors: Game<RpsState, Commit, null, RpsOptions> = {
  name: 'rock-paper-scissors',
  traits: { turns: 'simultaneous', chance: true, hiddenInformation: true },
  setup: (_content, options, seed) => ({
    rounds: options.rounds ?? 1,
    played: 0,
    wins: [0, 0],
    commits: [null, null],
    die: options.die ?? null,
    rng: seedState(seed),
  }),
  toAct,
  actions(s) {
    if (toAct(s) === null) return [];
    return choicesOf(s).map((choice) => ({ type: 'commit', choice }));
  },
  apply(s, a) {
    const seat = toAct(s);
    if (seat === null) throw new IllegalAction(a, 'the game is over');
    if (a.type !== 'commit' || !choicesOf(s).includes(a.choice)) throw new IllegalAction(a, `commit one of ${choicesOf(s).join(', ')}`);
    s.commits[seat] = a.choice;
    // The event says that the seat committed, not what: events are public.
    const events: Event[] = [{ type: 'committed', player: seat }];
    if (s.commits.includes(null)) return events;
    const choices = s.commits as Choice[];
    events.push({ type: 'revealed', choices: [...choices] });
    const winner = settle(s, choices, events);
    if (winner >= 0) s.wins[winner]!++;
    s.played++;
    s.commits = s.commits.map(() => null);
    events.push({ type: 'round', winner, wins: [...s.wins] });
    return events;
  },
  view(s, player) {
    const commits = s.commits.map((c, seat) => (c === null || seat === player ? c : HIDDEN_CHOICE));
    return { ...structuredClone(s), commits, rng: [0, 0, 0, 0] };
  },
  status,
  players: () => 2,
  hiddenCommitments: (s) => s.commits.flatMap((c, seat) => (c === null ? [] : [seat])),
  determinize(view, player, rng) {
    const s = structuredClone(view);
    // Another seat's hidden commitment could be any of its choices: draw one, as the seat might have.
    s.commits = s.commits.map((c, seat) => (c === HIDDEN_CHOICE && seat !== player ? rng.pick(choicesOf(s)) : c));
    s.rng = rng.split().state;
    return s;
  },
  stats: (s) => ({ rounds: s.played }),
};

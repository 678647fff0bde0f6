/**
 * Playing one match: set up, ask the seat to act for an action, apply it, until the game ends or a step
 * limit is reached. Optionally records a replayable log.
 */
import type { Action, Event, Game, PlayerId, Status } from '../contract.js';
import { Rng, deriveSeed } from '../rng/rng.js';
import type { Player } from '../players/player.js';
import type { GameLog } from './log.js';

/** How to play a match. */
export interface MatchOptions {
  /** Stop after this many actions (the match is then unfinished). Default 10000. */
  maxSteps?: number;
  /** Keep a replayable log of actions and events. */
  record?: boolean;
  /** Seed of the players' RNG streams; default derived from the game seed. */
  playerSeed?: number | string;
  /** Called with each action, the events it caused and the seat that chose it (the seat asked, when an effect asked). */
  onStep?(action: Action, events: Event[], seat: PlayerId): void;
}

/** What a match produced. */
export interface MatchResult<S> {
  /** The final state. */
  state: S;
  /** The final status (not over when the step limit stopped it). */
  status: Status;
  /** Actions applied. */
  steps: number;
  /** The log, when recording. */
  log?: GameLog;
}

/** Plays one match of `game` with `players[seat]` choosing for each seat. */
export function playMatch<S, A extends Action, C, O>(
  game: Game<S, A, C, O>,
  content: C,
  options: O,
  seed: number | string,
  players: ReadonlyArray<Player<S, A>>,
  match: MatchOptions = {},
): MatchResult<S> {
  const state = game.setup(content, options, seed);
  const rngs = players.map((_, i) => Rng.seeded(deriveSeed(match.playerSeed ?? seed, 'player', i)));
  const log: GameLog | undefined = match.record
    ? { game: game.name, players: players.map((p) => p.name), options: options as unknown, seed, actions: [], events: [] }
    : undefined;
  const max = match.maxSteps ?? 10000;
  let steps = 0;
  while (steps < max) {
    const seat = game.toAct(state);
    if (seat === null || game.status(state).over) break;
    const player = players[seat];
    if (!player) throw new Error(`${game.name}: no player for seat ${seat + 1}`);
    let action: A;
    let events: Event[];
    if (player.act) ({ action, events } = player.act(game, state, seat, rngs[seat]!));
    else {
      action = player.choose(game, state, seat, rngs[seat]!);
      events = game.apply(state, action);
    }
    if (log) {
      log.actions.push(structuredClone(action));
      log.events.push(structuredClone(events));
    }
    match.onStep?.(action, events, seat);
    steps++;
  }
  const status = game.status(state);
  if (log) Object.assign(log, { steps, result: structuredClone(status) });
  return { state, status, steps, ...(log ? { log } : {}) };
}

/**
 * A game log as it is saved to a file: every seat counted from 1, as users see seats everywhere, while the
 * game and `replay` count from 0 (`PlayerId`). The seat fields of each action and event (the game's
 * `ScenarioHooks.seatFields`) and the result's `winners` move at this boundary, and the file says so with
 * `"seatsFrom": 1`. A file without that marker was saved before seats moved: its seats count from 0.
 */
import type { Status } from '../contract.js';
import { seatFromFile, seatInFile, withSeats } from '../scenario/seats.js';
import type { GameLog } from './log.js';

/** The first seat's number in a saved log; a saved log records it as `seatsFrom`. */
export const SAVED_SEATS_FROM = 1;

/** A game log as saved: `GameLog` with seats counted from `seatsFrom` (left out by logs saved before it existed: from 0). */
export type SavedLog = GameLog & { seatsFrom?: number };

/** Thrown for a saved log that cannot be read back as a game log (its seats count from an unknown number). */
export class SavedLogError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SavedLogError';
  }
}

/** Moves every seat of a log (the actions' and events' `seatFields`, the result's winners) by `convert`. */
function moveSeats(log: GameLog, seatFields: readonly string[], convert: (seat: number) => number): GameLog {
  const item = <T>(x: T): T => (x !== null && typeof x === 'object' ? withSeats(x, seatFields, convert) : x);
  const moved: GameLog = {
    ...log,
    actions: log.actions.map(item),
    events: log.events.map((list) => (Array.isArray(list) ? list.map(item) : list)),
  };
  if (log.result) moved.result = withSeats(log.result, ['winners'], convert) as Status;
  return moved;
}

/** The log as a file saves it: seats from 1, marked `seatsFrom: 1`. */
export function savedLog(log: GameLog, seatFields: readonly string[]): SavedLog {
  return { seatsFrom: SAVED_SEATS_FROM, ...moveSeats(log, seatFields, seatInFile) };
}

/**
 * The game log a saved file holds, in the game's seats: a file marked `seatsFrom: 1` is moved back, one
 * without a marker is taken as it is (seats from 0). Any other marker throws a `SavedLogError`.
 */
export function gameLogOf(saved: SavedLog, seatFields: readonly string[]): GameLog {
  const { seatsFrom, ...log } = saved;
  if (!('seatsFrom' in saved)) return log;
  if (seatsFrom !== SAVED_SEATS_FROM)
    throw new SavedLogError(
      `the log says its seats count from ${JSON.stringify(seatsFrom)} ("seatsFrom"); saved logs count seats from ${SAVED_SEATS_FROM}, or from 0 when they have no "seatsFrom"`,
    );
  return moveSeats(log, seatFields, seatFromFile);
}

/**
 * A game log as it is saved to a file: every seat counted from 1, as users see seats everywhere, while the
 * game and `replay` count from 0 (`PlayerId`). The seats of each action and event (at the game's seat paths,
 * `GameModule.seatFields`), of the set-up options (`GameModule.optionSeats`) and the result's `winners`
 * move at this boundary, and the file says so with `"seatsFrom": 1`. A file without that marker was saved before
 * seats moved: its seats count from 0.
 */
import type { Status } from '../contract.js';
import type { GameModule } from '../module/game-module.js';
import { seatFromFile, seatInFile, withSeats } from '../scenario/seats.js';
import type { GameLog } from './log.js';

/** The first seat's number in a saved log; a saved log records it as `seatsFrom`. */
export const SAVED_SEATS_FROM = 1;

/** A game log as saved: `GameLog` with seats counted from `seatsFrom` (left out by logs saved before it existed: from 0). */
export type SavedLog = GameLog & { seatsFrom?: number };

/** Seat paths of a game's actions and events (`GameModule.seatFields`) and of its set-up options (`GameModule.optionSeats`). */
export interface SeatPaths {
  seatFields?: readonly string[];
  optionSeats?: readonly string[];
}

/** Where a game's seats sit in a log: its seat paths, or only the seat paths of actions and events. */
export type LogSeats = SeatPaths | readonly string[];

/** Where a registered game's seats sit in its logs, and its word for a seat: what saving and replaying a log need. */
export function logSeatsOf(module: GameModule): Required<SeatPaths> & { seatWord: string } {
  return { seatFields: module.seatFields ?? [], optionSeats: module.optionSeats ?? [], seatWord: module.seatWord ?? 'seat' };
}

/** The seat paths of actions and events, and of options, that `seats` names. */
export function logSeatPaths(seats: LogSeats): { fields: readonly string[]; options: readonly string[] } {
  if (Array.isArray(seats)) return { fields: seats as readonly string[], options: [] };
  const paths = seats as SeatPaths;
  return { fields: paths.seatFields ?? [], options: paths.optionSeats ?? [] };
}

/** Thrown for a saved log that cannot be read back as a game log (its seats count from an unknown number). */
export class SavedLogError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SavedLogError';
  }
}

/** Moves every seat of a log (actions, events, options, the result's winners) by `convert`. */
function moveSeats(log: GameLog, seats: LogSeats, convert: (seat: number) => number): GameLog {
  const { fields, options } = logSeatPaths(seats);
  const item = <T>(x: T): T => (x !== null && typeof x === 'object' ? withSeats(x, fields, convert) : x);
  const moved: GameLog = {
    ...log,
    options: withSeats(log.options, options, convert),
    actions: log.actions.map(item),
    events: log.events.map((list) => (Array.isArray(list) ? list.map(item) : list)),
  };
  if (log.result) moved.result = withSeats(log.result, ['winners'], convert) as Status;
  return moved;
}

/** The log as a file saves it: seats from 1, marked `seatsFrom: 1`. */
export function savedLog(log: GameLog, seats: LogSeats): SavedLog {
  return { seatsFrom: SAVED_SEATS_FROM, ...moveSeats(log, seats, seatInFile) };
}

/**
 * The game log a saved file holds, in the game's seats: a file marked `seatsFrom: 1` is moved back, one
 * without a marker is taken as it is (seats from 0). Any other marker throws a `SavedLogError`.
 */
export function gameLogOf(saved: SavedLog, seats: LogSeats): GameLog {
  const { seatsFrom, ...log } = saved;
  if (!('seatsFrom' in saved)) return log;
  if (seatsFrom !== SAVED_SEATS_FROM)
    throw new SavedLogError(
      `the log says its seats count from ${JSON.stringify(seatsFrom)} ("seatsFrom"); saved logs count seats from ${SAVED_SEATS_FROM}, or from 0 when they have no "seatsFrom"`,
    );
  return moveSeats(log, seats, seatFromFile);
}

/**
 * Seats in scenario files count from 1 (the first player), as users see them everywhere; a game's `PlayerId`
 * counts from 0. The runner converts at the boundary: file to game as it reads, game to file in what it shows.
 */
import type { PlayerId } from '../contract.js';
import type { Scenario } from './scenario.js';

/** The game's seat for a seat number written in a scenario file. */
export const seatFromFile = (seat: number): PlayerId => seat - 1;

/** The number a scenario file (and a user) gives the game's seat. */
export const seatInFile = (player: PlayerId): number => player + 1;

/** How the runner's messages name a seat of the game. */
export const seatName = (player: PlayerId): string => `seat ${seatInFile(player)}`;

/** Whether a value written in a file is a seat number: a whole number from 1. */
export const isFileSeat = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;

const seatsOf = (value: unknown): unknown[] | undefined =>
  typeof value === 'number' ? [value] : Array.isArray(value) && value.every((v) => typeof v === 'number') ? value : undefined;

/** A seat number that cannot be a seat, and where it is in the file (keys and indexes), for a positioned error. */
export interface SeatProblem {
  path: (string | number)[];
  message: string;
}

const problem = (where: string, path: (string | number)[], got: unknown): SeatProblem => ({
  path,
  message: `${where}: seats count from 1 (1 is the first player), got ${JSON.stringify(got)}`,
});

/**
 * Seat numbers that cannot be a seat (0 or less, or not whole), each with a message naming where it is and its
 * path in the file: under `expect`, and in the game's seat fields (`ScenarioHooks.seatFields`) of the actions and
 * the event and action patterns. In a list of seats the path names the first wrong one.
 */
export function seatNumberProblems(scenario: Scenario, seatFields: readonly string[]): SeatProblem[] {
  const ex = scenario.expect;
  const problems: SeatProblem[] = [];
  if (typeof ex.winner === 'number' && !isFileSeat(ex.winner)) problems.push(problem('expect.winner', ['expect', 'winner'], ex.winner));
  const pending = ex.pending?.seat;
  if (pending !== undefined && pending !== null && !isFileSeat(pending))
    problems.push(problem('expect.pending.seat', ['expect', 'pending', 'seat'], pending));
  for (const [i, zone] of (ex.zones ?? []).entries())
    if (zone.seat !== undefined && !isFileSeat(zone.seat))
      problems.push(problem(`expect.zones item ${i + 1}: seat`, ['expect', 'zones', i, 'seat'], zone.seat));
  const lists: Array<[string[], readonly object[] | undefined]> = [
    [['actions'], scenario.actions],
    [['expect', 'events'], ex.events],
    [['expect', 'absent'], ex.absent],
    [['expect', 'noAction'], ex.noAction],
  ];
  for (const [key, list] of lists)
    for (const [i, item] of (list ?? []).entries())
      for (const field of seatFields) {
        const value = (item as Record<string, unknown>)[field];
        const seats = seatsOf(value);
        const wrong = seats?.findIndex((s) => !isFileSeat(s)) ?? -1;
        if (wrong < 0) continue;
        const path = [...key, i, field, ...(Array.isArray(value) ? [wrong] : [])];
        problems.push(problem(`${key.join('.')} item ${i + 1}: ${field}`, path, value));
      }
  return problems;
}

/**
 * A copy of an action or event with its seat fields (`fields`: numbers or lists of numbers) moved by `convert`;
 * other fields as they are.
 */
export function withSeats<T extends object>(item: T, fields: readonly string[], convert: (seat: number) => number): T {
  const out = { ...item } as Record<string, unknown>;
  for (const field of fields) {
    const value = out[field];
    if (typeof value === 'number') out[field] = convert(value);
    else if (Array.isArray(value) && value.every((v) => typeof v === 'number')) out[field] = value.map(convert);
  }
  return out as T;
}

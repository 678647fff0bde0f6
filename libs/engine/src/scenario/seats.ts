/**
 * Seats in scenario files count from 1 (the first player), as users see them everywhere; a game's `PlayerId`
 * counts from 0. The runner converts at the boundary: file to game as it reads, game to file in what it shows.
 *
 * Where a game's seats sit in its actions, events and options is said by seat paths (`GameModule.seatFields`,
 * `optionSeats`): a field name (`seat`), or field names joined by dots for a seat inside an object
 * (`standings.seat`). A list met on the way, or at the end, is stepped through element by element, so `winners`
 * names every seat of a list of seats and `standings.seat` the seat of every entry of a list of standings.
 */
import type { PlayerId } from '../contract.js';
import type { Scenario } from './scenario.js';

/** The game's seat for a seat number written in a scenario file. */
export const seatFromFile = (seat: number): PlayerId => seat - 1;

/** The number a scenario file (and a user) gives the game's seat. */
export const seatInFile = (player: PlayerId): number => player + 1;

/** How messages name a seat of the game, in the game's word for a seat (`GameModule.seatWord`, default "seat"). */
export const seatName = (player: PlayerId, word = 'seat'): string => `${word} ${seatInFile(player)}`;

/** Whether a value written in a file is a seat number: a whole number from 1. */
export const isFileSeat = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;

type Place = (string | number)[];

/** Every number `keys` (a seat path, split at its dots) reaches in `value`, each with its place as keys and indexes. */
function seatPlaces(value: unknown, keys: readonly string[], at: Place = []): Array<{ at: Place; seat: number }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => seatPlaces(v, keys, [...at, i]));
  if (keys.length === 0) return typeof value === 'number' ? [{ at, seat: value }] : [];
  const [key, ...rest] = keys as [string, ...string[]];
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return [];
  return seatPlaces((value as Record<string, unknown>)[key], rest, [...at, key]);
}

/** A copy of `value` with every number `keys` reaches moved by `convert`; everything else as it is. */
function moved(value: unknown, keys: readonly string[], convert: (seat: number) => number): unknown {
  if (Array.isArray(value)) return value.map((v) => moved(v, keys, convert));
  if (keys.length === 0) return typeof value === 'number' ? convert(value) : value;
  const [key, ...rest] = keys as [string, ...string[]];
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return value;
  const record = value as Record<string, unknown>;
  return { ...record, [key]: moved(record[key], rest, convert) };
}

/**
 * A copy of an action, event or set of options with the seats its seat `paths` reach (numbers, or numbers in
 * lists) moved by `convert`; other fields as they are, and the item given left alone.
 */
export function withSeats<T>(item: T, paths: readonly string[], convert: (seat: number) => number): T {
  let out: unknown = item;
  for (const path of paths) out = moved(out, path.split('.'), convert);
  return out as T;
}

/** A seat number that cannot be a seat, and where it is in the file (keys and indexes), for a positioned error. */
export interface SeatProblem {
  path: (string | number)[];
  message: string;
}

const problem = (where: string, path: (string | number)[], got: unknown, word: string): SeatProblem => ({
  path,
  message: `${where}: ${word}s count from 1 (1 is the first player), got ${JSON.stringify(got)}`,
});

/** The value a message shows for a wrong seat at `at` in `item`: the whole list when the seat is one of a list. */
function shownAt(item: unknown, at: Place): unknown {
  let end = at.length;
  while (end > 0 && typeof at[end - 1] === 'number') end--;
  return at.slice(0, end).reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], item);
}

/**
 * Seat numbers that cannot be a seat (0 or less, or not whole), each with a message naming where it is and its
 * path in the file: under `expect`, and at the game's seat paths (`GameModule.seatFields`) of the actions and
 * the event and action patterns. For each path of an item the first wrong seat is named, its place down to the
 * list index. `word` is the game's word for a seat (`GameModule.seatWord`).
 */
export function seatNumberProblems(scenario: Scenario, seatFields: readonly string[], word = 'seat'): SeatProblem[] {
  const ex = scenario.expect;
  const problems: SeatProblem[] = [];
  if (typeof ex.winner === 'number' && !isFileSeat(ex.winner))
    problems.push(problem('expect.winner', ['expect', 'winner'], ex.winner, word));
  const pending = ex.pending?.seat;
  if (pending !== undefined && pending !== null && !isFileSeat(pending))
    problems.push(problem('expect.pending.seat', ['expect', 'pending', 'seat'], pending, word));
  for (const [i, zone] of (ex.zones ?? []).entries())
    if (zone.seat !== undefined && !isFileSeat(zone.seat))
      problems.push(problem(`expect.zones item ${i + 1}: seat`, ['expect', 'zones', i, 'seat'], zone.seat, word));
  const lists: Array<[string[], readonly object[] | undefined]> = [
    [['actions'], scenario.actions],
    [['expect', 'events'], ex.events],
    [['expect', 'absent'], ex.absent],
    [['expect', 'noAction'], ex.noAction],
  ];
  for (const [key, list] of lists)
    for (const [i, item] of (list ?? []).entries())
      for (const field of seatFields) {
        const wrong = seatPlaces(item, field.split('.')).find((p) => !isFileSeat(p.seat));
        if (wrong)
          problems.push(problem(`${key.join('.')} item ${i + 1}: ${field}`, [...key, i, ...wrong.at], shownAt(item, wrong.at), word));
      }
  return problems;
}

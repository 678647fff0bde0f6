import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playMatch } from './match.js';
import { replay, type GameLog } from './log.js';
import type { Action } from '../contract.js';
import { gameLogOf, savedLog, SavedLogError } from './saved-log.js';
import { randomPlayer } from '../players/random.js';
import { hiddenNim } from '../toys/hidden-nim.js';

// Hidden Nim's events name their seat in `player`.
const SEAT_FIELDS = ['player'] as const;

const played = (seed: number, pile = 12) =>
  playMatch(hiddenNim, null, { pile }, seed, [randomPlayer(), randomPlayer()], { record: true }).log!;

const playersIn = (log: GameLog) => log.events.flat().map((e) => (e as { player?: number }).player);

describe('saved logs', () => {
  it('come back as the same game log after a trip through JSON, and replay', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 30 }), (seed, pile) => {
        const log = played(seed, pile);
        const file = JSON.parse(JSON.stringify(savedLog(log, SEAT_FIELDS)));
        const back = gameLogOf(file, SEAT_FIELDS);
        expect(back).toEqual(log);
        expect(replay(hiddenNim, null, back).ok).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('name every seat from 1 and say so with seatsFrom: 1', () => {
    const log = played(7);
    const file = savedLog(log, SEAT_FIELDS);
    expect(file.seatsFrom).toBe(1);
    expect(new Set(playersIn(file))).toEqual(new Set([1, 2]));
    expect(playersIn(file)).toEqual(playersIn(log).map((p) => p! + 1));
    expect(file.result).toMatchObject({ over: true });
    if (file.result?.over && log.result?.over) expect(file.result.winners).toEqual(log.result.winners.map((w) => w + 1));
    // The log given is left as it was.
    expect(new Set(playersIn(log))).toEqual(new Set([0, 1]));
  });

  it('move lists of seats and only the seat fields named, in actions, events and the winners', () => {
    const log: GameLog = {
      game: 'toy',
      options: { first: 0 },
      seed: 1,
      actions: [{ type: 'pick', by: 1, value: 0 } as Action],
      events: [[{ type: 'order', seats: [1, 0], value: 0 }, { type: 'turn' }]],
      steps: 1,
      result: { over: true, winners: [0, 1], draw: false, scores: [0, 3] },
    };
    const file = savedLog(log, ['by', 'seats']);
    expect(file).toEqual({
      seatsFrom: 1,
      game: 'toy',
      options: { first: 0 },
      seed: 1,
      actions: [{ type: 'pick', by: 2, value: 0 }],
      events: [[{ type: 'order', seats: [2, 1], value: 0 }, { type: 'turn' }]],
      steps: 1,
      result: { over: true, winners: [1, 2], draw: false, scores: [0, 3] },
    });
    expect(gameLogOf(file, ['by', 'seats'])).toEqual(log);
    const unfinished = savedLog({ ...log, result: { over: false } }, ['by']);
    expect(unfinished.result).toEqual({ over: false });
  });

  it("move seats inside events' objects and in the set-up options, at the game's seat paths", () => {
    const log: GameLog = {
      game: 'toy',
      options: { first: 1, teams: [[0], [1]], pile: 3 },
      seed: 1,
      actions: [{ type: 'pass' }],
      events: [
        [
          {
            type: 'scored',
            standings: [
              { seat: 1, points: 3 },
              { seat: 0, points: 1 },
            ],
            points: 4,
          },
        ],
      ],
      steps: 1,
      result: { over: true, winners: [1], draw: false },
    };
    const seats = { seatFields: ['standings.seat'], optionSeats: ['first', 'teams'] };
    const file = savedLog(log, seats);
    expect(file.options).toEqual({ first: 2, teams: [[1], [2]], pile: 3 });
    expect(file.events).toEqual([
      [
        {
          type: 'scored',
          standings: [
            { seat: 2, points: 3 },
            { seat: 1, points: 1 },
          ],
          points: 4,
        },
      ],
    ]);
    expect(file.result).toEqual({ over: true, winners: [2], draw: false });
    expect(gameLogOf(JSON.parse(JSON.stringify(file)), seats)).toEqual(log);
    // A list of seat paths alone still names the seats of actions and events (options then stay as they are).
    expect(savedLog(log, ['standings.seat']).options).toEqual(log.options);
    expect(savedLog(log, ['standings.seat']).events).toEqual(file.events);
  });

  it('read a log saved before the marker (seats from 0) as it is', () => {
    const log = played(3);
    const old = JSON.parse(JSON.stringify(log));
    expect(gameLogOf(old, SEAT_FIELDS)).toEqual(log);
    expect(replay(hiddenNim, null, gameLogOf(old, SEAT_FIELDS)).ok).toBe(true);
  });

  it('refuse a marker of another value, saying what it holds', () => {
    const file = savedLog(played(3), SEAT_FIELDS);
    for (const seatsFrom of [0, 2, '1', null]) {
      const bad = { ...file, seatsFrom } as unknown as typeof file;
      expect(() => gameLogOf(bad, SEAT_FIELDS)).toThrow(SavedLogError);
      expect(() => gameLogOf(bad, SEAT_FIELDS)).toThrow(
        `the log says its seats count from ${JSON.stringify(seatsFrom)} ("seatsFrom"); saved logs count seats from 1, or from 0 when they have no "seatsFrom"`,
      );
    }
  });

  it('let replay show a changed event with seats from 1, as the file has it', () => {
    const file = savedLog(played(5, 20), SEAT_FIELDS);
    const step = file.events.findIndex((list) => list.some((e) => e.type === 'played'));
    const event = file.events[step]!.find((e) => e.type === 'played') as unknown as { pile: number; player: number };
    event.pile += 1;
    const r = replay(hiddenNim, null, gameLogOf(file, SEAT_FIELDS), { seatFields: SEAT_FIELDS });
    expect(r).toMatchObject({ ok: false, kind: 'step', step });
    if (r.ok) return;
    expect(r.message).toContain(`"player":${event.player}`);
    expect(r.message).toMatch(/expected \{.*"player":[12].*\}, got \{.*"player":[12].*\}$/);
    // Without seat fields the same failure is worded in the game's seats.
    const plain = replay(hiddenNim, null, gameLogOf(file, SEAT_FIELDS));
    expect(plain.ok).toBe(false);
    if (!plain.ok) expect(plain.message).toContain(`"player":${event.player - 1}`);
  });
});

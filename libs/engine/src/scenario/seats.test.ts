import { describe, expect, it } from 'vitest';
import type { Scenario } from './scenario.js';
import { isFileSeat, seatFromFile, seatInFile, seatName, seatNumberProblems, withSeats } from './seats.js';

const scenario = (parts: Partial<Scenario<any>>): Scenario => ({ id: 's', title: 's', rules: ['r'], actions: [], expect: {}, ...parts });

describe('seats in scenario files', () => {
  it('count from 1: the file says 1 for the first player, the game 0', () => {
    expect(seatFromFile(1)).toBe(0);
    expect(seatInFile(0)).toBe(1);
    expect(seatName(2)).toBe('seat 3');
    expect(seatName(0, 'player')).toBe('player 1');
    expect([1, 4, 0, -1, 1.5, '1'].map(isFileSeat)).toEqual([true, true, false, false, false, false]);
  });

  it('withSeats moves only the named fields, numbers and lists of numbers', () => {
    const event = { type: 'won', seats: [0, 2], by: 1, card: 'wolf', count: 3 };
    expect(withSeats(event, ['seats', 'by', 'card'], seatInFile)).toEqual({ type: 'won', seats: [1, 3], by: 2, card: 'wolf', count: 3 });
    expect(event.seats).toEqual([0, 2]);
  });

  it('withSeats follows seat paths into objects and through lists, at any depth', () => {
    const event = {
      type: 'scored',
      standings: [
        { seat: 1, points: 3, beat: [0] },
        { seat: 0, points: 1, beat: [] },
      ],
      best: { seat: 1, by: { seat: 0 } },
      order: [[1, 0], [0]],
      note: { seat: 'nobody' },
    };
    const moved = withSeats(event, ['standings.seat', 'standings.beat', 'best.by.seat', 'order', 'note.seat', 'missing.seat'], seatInFile);
    expect(moved).toEqual({
      type: 'scored',
      standings: [
        { seat: 2, points: 3, beat: [1] },
        { seat: 1, points: 1, beat: [] },
      ],
      best: { seat: 1, by: { seat: 1 } },
      order: [[2, 1], [1]],
      note: { seat: 'nobody' },
    });
    // The item given is left alone, and moving back gives it again.
    expect(event.standings[0]!.seat).toBe(1);
    expect(withSeats(moved, ['standings.seat', 'standings.beat', 'best.by.seat', 'order'], seatFromFile)).toEqual(event);
  });

  it('names every seat number that cannot be one, and finds none in a good file', () => {
    const good = scenario({
      actions: [{ type: 'pick', opponent: 2 }],
      expect: { winner: 1, pending: { seat: null }, zones: [{ zone: 'hand', seat: 2, size: 0 }], events: [{ type: 'won', seats: [1] }] },
    });
    expect(seatNumberProblems(good, ['opponent', 'seats'])).toEqual([]);
    const bad = scenario({
      actions: [{ type: 'pick', opponent: 0 }],
      expect: {
        winner: 0,
        zones: [
          { zone: 'hand', size: 0 },
          { zone: 'hand', seat: 0, size: 0 },
        ],
        absent: [{ type: 'won', seats: [1, 0] }],
      },
    });
    expect(seatNumberProblems(bad, ['opponent', 'seats'])).toEqual([
      { path: ['expect', 'winner'], message: 'expect.winner: seats count from 1 (1 is the first player), got 0' },
      { path: ['expect', 'zones', 1, 'seat'], message: 'expect.zones item 2: seat: seats count from 1 (1 is the first player), got 0' },
      { path: ['actions', 0, 'opponent'], message: 'actions item 1: opponent: seats count from 1 (1 is the first player), got 0' },
      // In a list, the path names the wrong seat itself, so an error can point at it.
      {
        path: ['expect', 'absent', 0, 'seats', 1],
        message: 'expect.absent item 1: seats: seats count from 1 (1 is the first player), got [1,0]',
      },
    ]);
    const events = scenario({ expect: { events: [{ type: 'won' }, { type: 'won', seat: 0 }], pending: { seat: 0 } } });
    expect(seatNumberProblems(events, ['seat']).map((p) => p.path)).toEqual([
      ['expect', 'pending', 'seat'],
      ['expect', 'events', 1, 'seat'],
    ]);
    // A seat inside an object, or in a list of them, is found by its path and named down to the list index.
    const nested = scenario({
      actions: [{ type: 'rank', order: [{ seat: 1 }, { seat: 0 }] }],
      expect: { events: [{ type: 'scored', best: { seat: 2, beat: [1, -1] } }] },
    });
    expect(seatNumberProblems(nested, ['order.seat', 'best.seat', 'best.beat'])).toEqual([
      {
        path: ['actions', 0, 'order', 1, 'seat'],
        message: 'actions item 1: order.seat: seats count from 1 (1 is the first player), got 0',
      },
      {
        path: ['expect', 'events', 0, 'best', 'beat', 1],
        message: 'expect.events item 1: best.beat: seats count from 1 (1 is the first player), got [1,-1]',
      },
    ]);
    // A game's own word for a seat names them in the message.
    expect(seatNumberProblems(scenario({ expect: { winner: 0 } }), [], 'player')).toEqual([
      { path: ['expect', 'winner'], message: 'expect.winner: players count from 1 (1 is the first player), got 0' },
    ]);
    // A game that declares no seat fields keeps its own numbers in actions.
    expect(seatNumberProblems(scenario({ actions: [{ type: 'pick', opponent: 0 }], expect: { winner: 'none' } }), [])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { raid, type RaidState } from './raid.js';
import { conformanceProblems } from '../match/conformance.js';

/** A hand-made position: seat 1 to play, with the given open hands. */
function position(hands: Array<Array<[number, boolean]>>): RaidState {
  const s = raid.setup(null, {}, 1);
  s.hands = hands.map((h) => h.map(([value, raid]) => ({ value, raid })));
  s.scores = [0, 0];
  s.next = 0;
  return s;
}

describe('raid', () => {
  it('stops for the opponent to discard after a raid card, then gives the opponent its turn', () => {
    const s = position([
      [
        [2, true],
        [1, false],
      ],
      [
        [4, false],
        [1, false],
      ],
    ]);
    expect(raid.pending!(s)).toBeNull();
    expect(raid.apply(s, { type: 'play', value: 2, raid: true })).toEqual([
      { type: 'played', player: 0, value: 2, raid: true, score: 2 },
      { type: 'raided', player: 0, target: 1 },
    ]);
    expect(raid.pending!(s)).toEqual({ seat: 1, kind: 'discard' });
    expect(raid.toAct(s)).toBe(1);
    expect(raid.actions(s)).toEqual([
      { type: 'discard', value: 4, raid: false },
      { type: 'discard', value: 1, raid: false },
    ]);
    expect(raid.apply(s, { type: 'discard', value: 1, raid: false })).toEqual([{ type: 'discarded', player: 1, value: 1, raid: false }]);
    expect(raid.pending!(s)).toBeNull();
    expect(raid.toAct(s)).toBe(1);
    expect(raid.actions(s)).toEqual([{ type: 'play', value: 4, raid: false }]);
  });

  it('asks nothing when the opponent has no card left, and ends on empty hands with the higher score winning', () => {
    const s = position([
      [
        [1, false],
        [3, true],
      ],
      [[2, false]],
    ]);
    raid.apply(s, { type: 'play', value: 1, raid: false });
    raid.apply(s, { type: 'play', value: 2, raid: false });
    expect(raid.apply(s, { type: 'play', value: 3, raid: true })).toHaveLength(1);
    expect(raid.pending!(s)).toBeNull();
    expect(raid.status(s)).toEqual({ over: true, winners: [0], draw: false, scores: [4, 2], reason: 'hands-empty' });
    expect(raid.toAct(s)).toBeNull();
  });

  it('says why an action is illegal and changes nothing', () => {
    const s = position([
      [[2, true]],
      [
        [4, false],
        [1, false],
      ],
    ]);
    expect(() => raid.apply(s, { type: 'discard', value: 2, raid: true })).toThrow(
      'illegal action discard {value: 2, raid: true}: nothing asks for a discard; play a card',
    );
    expect(() => raid.apply(s, { type: 'play', value: 4, raid: false })).toThrow('seat 1 holds no such card');
    raid.apply(s, { type: 'play', value: 2, raid: true });
    const before = structuredClone(s);
    expect(() => raid.apply(s, { type: 'play', value: 4, raid: false })).toThrow('seat 2 must first discard a card (a raid is pending)');
    expect(s).toEqual(before);
  });

  it('keeps the contract, pending choices included', () => {
    expect(
      conformanceProblems(
        raid,
        null,
        {},
        {
          illegal: [
            { type: 'play', value: 9, raid: false },
            { type: 'discard', value: 1, raid: false },
          ],
        },
      ),
    ).toEqual([]);
    expect(conformanceProblems(raid, null, { hand: 6 }, { seeds: [7, 8, 9] })).toEqual([]);
    expect(() => raid.setup(null, { hand: 7 }, 1)).toThrow('raid: a deck of 12 cards cannot deal two hands of 7');
  });
});

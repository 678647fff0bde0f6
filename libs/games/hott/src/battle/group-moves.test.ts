import { IllegalAction } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import type { GroupMoveAction } from './actions.js';
import { contextOf } from './context.js';
import { carryOutGroupMove, groupMovesOf } from './group-moves.js';
import { handBuilt, type Placed } from './hand-built.testing.js';
import type { BattleState, Seat } from './state.js';

const context = contextOf(content);

// Open Field: woods over x 4-7, y 12-14; everything near the defender's edge is open.
function inMovement(elements: Placed[], side: Seat = 0, pips = 6): BattleState {
  const state = handBuilt(elements, side);
  state.phase = 'movement';
  state.pips = pips;
  return state;
}

const spears = (x: number, y: number, more: Partial<Placed> = {}): Placed => ({ side: 0, type: 'spears', square: { x, y }, ...more });
const general: Placed = { side: 0, type: 'paladin', square: { x: 0, y: 0 }, general: true };
const groups = (state: BattleState) => groupMovesOf(context, state).map((g) => `${g.elements.join('+')}:${g.squares}`);

describe('groupMovesOf', () => {
  it('every run of two or more side by side in a line, left to right as they face, by each number of squares they may all move', () => {
    const state = inMovement([general, spears(8, 2), spears(9, 2), spears(10, 2)]);
    expect(groups(state)).toEqual(['1+2:1', '1+2:2', '1+2+3:1', '1+2+3:2', '2+3:1', '2+3:2']);
  });

  it('an attacker\u2019s line facing south runs from its left flank, the side of greater x', () => {
    const state = inMovement(
      [
        { side: 1, type: 'hero', square: { x: 0, y: 23 }, general: true, facing: 'south' },
        { side: 1, type: 'spears', square: { x: 8, y: 20 }, facing: 'south' },
        { side: 1, type: 'spears', square: { x: 9, y: 20 }, facing: 'south' },
      ],
      1,
    );
    expect(groups(state)).toEqual(['2+1:1', '2+1:2']);
  });

  it('elements facing different ways, or not edge to edge, make no group', () => {
    expect(groups(inMovement([general, spears(8, 2), spears(9, 2, { facing: 'east' })]))).toEqual([]);
    expect(groups(inMovement([general, spears(8, 2), spears(10, 2)]))).toEqual([]);
    expect(groups(inMovement([general, spears(8, 2), spears(9, 3)]))).toEqual([]);
  });

  it('elements one behind another make a column, listed from its head, each moving into the squares the ones ahead leave', () => {
    expect(groups(inMovement([general, spears(8, 2), spears(8, 3)]))).toEqual(['2+1:1', '2+1:2']);
    expect(groups(inMovement([general, spears(8, 2), spears(8, 3), spears(8, 5)]))).toEqual(['2+1:1']);
  });

  it('moves as far as the least allowance of them: knights with spears go two squares', () => {
    const state = inMovement([general, { side: 0, type: 'knights', square: { x: 8, y: 2 } }, spears(9, 2)]);
    expect(groups(state)).toEqual(['1+2:1', '1+2:2']);
    const knights = inMovement([general, ...[8, 9].map((x): Placed => ({ side: 0, type: 'knights', square: { x, y: 2 } }))]);
    expect(groups(knights)).toEqual(['1+2:1', '1+2:2', '1+2:3']);
  });

  it('stops short of anything in any element\u2019s path, friend or enemy, and of the table edge', () => {
    const blocked = inMovement([general, spears(8, 2), spears(9, 2), spears(9, 4)]);
    expect(groups(blocked)).toEqual(['1+2:1']);
    const edge = inMovement([general, spears(8, 22), spears(9, 22)]);
    expect(groups(edge)).toEqual(['1+2:1']);
  });

  it('a line may not enter bad going (rules.yaml movement.badGoingFormation: column), though warband alone may', () => {
    const state = inMovement([general, ...[4, 5].map((x): Placed => ({ side: 0, type: 'warband', square: { x, y: 10 } }))]);
    expect(groups(state)).toEqual(['1+2:1']);
  });

  it('a column may enter bad going, at its elements\u2019 bad-going figure', () => {
    const warband = inMovement([general, ...[11, 10].map((y): Placed => ({ side: 0, type: 'warband', square: { x: 5, y } }))]);
    expect(groups(warband)).toEqual(['1+2:1', '1+2:2', '1+2:3']);
    const knights = inMovement([general, ...[11, 10].map((y): Placed => ({ side: 0, type: 'knights', square: { x: 5, y } }))]);
    expect(groups(knights)).toEqual(['1+2:1', '1+2:2']);
  });

  it('on River Crossing a line stops at the river (water is bad going), a column wades one square in, and one out', () => {
    const onRiver = (elements: Placed[]) => {
      const state = handBuilt(elements, 0, 'river-crossing');
      state.phase = 'movement';
      state.pips = 6;
      return state;
    };
    expect(groups(onRiver([general, spears(3, 10), spears(4, 10)]))).toEqual(['1+2:1']);
    expect(groups(onRiver([general, spears(3, 11), spears(3, 10)]))).toEqual(['1+2:1']);
    expect(groups(onRiver([general, spears(3, 12), spears(3, 11)]))).toEqual(['1+2:1']);
  });

  it('a column wholly on the road moves at the road figure (spears 400), over the bridge too', () => {
    const state = handBuilt([general, spears(12, 10), spears(12, 9)], 0, 'river-crossing');
    state.phase = 'movement';
    state.pips = 6;
    expect(groups(state)).toEqual(['1+2:1', '1+2:2', '1+2:3', '1+2:4']);
  });

  it('leaves out an element that could not move alone: one in contact, one that has moved', () => {
    const contact = inMovement([
      general,
      spears(8, 2),
      spears(9, 2),
      spears(10, 2),
      { side: 1, type: 'spears', square: { x: 10, y: 3 }, facing: 'south' },
    ]);
    expect(groups(contact)).toEqual(['1+2:1', '1+2:2']);
    const moved = inMovement([general, spears(8, 2), spears(9, 2, { moved: true }), spears(10, 2)]);
    expect(groups(moved)).toEqual([]);
  });

  it('none the side cannot pay for', () => {
    const far = inMovement([general, spears(20, 20), spears(21, 20)], 0, 1);
    expect(groups(far)).toEqual([]);
  });
});

describe('carryOutGroupMove', () => {
  const action = (elements: number[], squares: number): GroupMoveAction => ({ type: 'move-group', elements, squares });

  it('moves every element of the line straight ahead for one payment', () => {
    const state = inMovement([general, spears(8, 2), spears(9, 2), spears(10, 2)], 0, 3);
    const events = carryOutGroupMove(context, state, action([3, 1, 2], 2));
    expect(events[0]).toEqual({ type: 'group-moved', formation: 'line', elements: [1, 2, 3], squares: 2, pips: 1 });
    expect(events.slice(1)).toEqual([
      { type: 'moved', element: 1, from: { x: 8, y: 2 }, to: { x: 8, y: 4 }, facing: 'north' },
      { type: 'moved', element: 2, from: { x: 9, y: 2 }, to: { x: 9, y: 4 }, facing: 'north' },
      { type: 'moved', element: 3, from: { x: 10, y: 2 }, to: { x: 10, y: 4 }, facing: 'north' },
    ]);
    expect(state.pips).toBe(2);
    expect(state.elements.slice(1).every((e) => e.moved)).toBe(true);
  });

  it('moves a column straight ahead, each element into the square the one ahead left', () => {
    const state = inMovement([general, spears(8, 2), spears(8, 3)]);
    const events = carryOutGroupMove(context, state, action([1, 2], 2));
    expect(events[0]).toEqual({ type: 'group-moved', formation: 'column', elements: [2, 1], squares: 2, pips: 1 });
    expect(state.elements.slice(1).map((e) => e.square)).toEqual([
      { x: 8, y: 4 },
      { x: 8, y: 5 },
    ]);
  });

  it('marks charged each element whose front ends touching an enemy', () => {
    const state = inMovement([general, spears(8, 2), spears(9, 2), { side: 1, type: 'spears', square: { x: 9, y: 5 }, facing: 'south' }]);
    const events = carryOutGroupMove(context, state, action([1, 2], 2));
    expect(events.at(-1)).toEqual({ type: 'charged', element: 2, enemy: 3 });
    expect(state.elements.map((e) => e.charged)).toEqual([false, false, true, false]);
  });

  it('refuses a group that is neither line nor column, too far a move, or one the side cannot pay, changing nothing', () => {
    const state = inMovement(
      [general, spears(8, 2), spears(9, 2), spears(12, 2), spears(20, 20), spears(21, 20), spears(10, 2, { facing: 'east' })],
      0,
      1,
    );
    const before = structuredClone(state);
    const refused = (move: GroupMoveAction, why: RegExp) => {
      expect(() => carryOutGroupMove(context, state, move)).toThrow(IllegalAction);
      expect(() => carryOutGroupMove(context, state, move)).toThrow(why);
      expect(state).toEqual(before);
    };
    refused(action([1, 3], 1), /neither side by side in one line nor one behind another/);
    refused(action([1], 1), /two or more/);
    refused(action([2, 6], 1), /face the same way/);
    refused(action([1, 1], 1), /named twice/);
    refused(action([1, 2], 3), /the line may move 1 to 2 squares ahead this bound, not 3/);
    refused(action([1, 2], 0), /not 0/);
    refused(action([4, 5], 1), /costs 2 PIPs and 1 are left/);
  });
});

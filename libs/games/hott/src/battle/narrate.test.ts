import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { contextOf } from './context.js';
import { narrate } from './narrate.js';
import { positionState } from './scenario-position.js';

const context = contextOf(content);
const state = positionState(
  content,
  {
    battlefield: 'open-field',
    elements: [
      { side: 1, type: 'knights', at: [5, 5], facing: 'north' },
      { side: 2, type: 'spears', at: [5, 6], facing: 'south' },
    ],
  },
  [],
  1,
);

describe('a battle told in words', () => {
  it('names each element by troop type, id and side, and each square as x,y', () => {
    expect(
      narrate(context, state, [
        { type: 'bound-began', bound: 3, side: 1, pips: 4 },
        { type: 'moved', element: 0, from: { x: 5, y: 3 }, to: { x: 5, y: 5 }, facing: 'north', pips: 1 },
        { type: 'charged', element: 0, enemy: 1 },
        { type: 'fought', kind: 'close', attacker: 0, defender: 1, dice: [5, 2], totals: [8, 6], results: ['no-effect', 'destroyed'] },
        { type: 'destroyed', element: 1 },
        { type: 'battle-won', winners: [0], reason: 'losses' },
      ]),
    ).toEqual([
      'Bound 3: the attacker rolls 4 PIPs.',
      'Knights 0 (defender) moved from 5,3 to 5,5, facing north.',
      'Knights 0 (defender) charged Spears 1 (attacker).',
      'Knights 0 (defender) fought Spears 1 (attacker): die 5, total 8, against die 2, total 6 (no-effect; destroyed).',
      'Spears 1 (attacker) was destroyed.',
      'The defender won (losses).',
    ]);
  });

  it('says nothing of a phase ending', () => {
    expect(narrate(context, state, [{ type: 'movement-ended', pips: 2 }])).toEqual([]);
  });
});

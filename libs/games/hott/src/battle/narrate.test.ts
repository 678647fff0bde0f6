import type { Event } from '@armory/engine';
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
      'Knights 0 (defender) fought Spears 1 (attacker): die 5, total 8, against die 2, total 6: Knights 0 unharmed, Spears 1 destroyed.',
      'Spears 1 (attacker) was destroyed.',
      'The defender won (losses).',
    ]);
  });

  it('counts one PIP and one square in the singular', () => {
    expect(
      narrate(context, state, [
        { type: 'bound-began', bound: 2, side: 0, pips: 1 },
        { type: 'group-moved', formation: 'line', elements: [0], squares: 1, pips: 1 },
        { type: 'recovery-paid', element: 1, pips: 1 },
      ]),
    ).toEqual([
      'Bound 2: the defender rolls 1 PIP.',
      'A line of 1 moved 1 square ahead.',
      '1 PIP spent towards bringing Spears 1 (attacker) back.',
    ]);
  });

  it("names the elements a group's move took, and tells a separate element's move apart", () => {
    expect(
      narrate(context, state, [
        { type: 'group-moved', formation: 'line', elements: [0], squares: 2, pips: 1 },
        { type: 'moved', element: 0, from: { x: 5, y: 3 }, to: { x: 5, y: 5 }, facing: 'north' },
        { type: 'moved', element: 1, from: { x: 5, y: 8 }, to: { x: 5, y: 6 }, facing: 'south', pips: 1 },
      ]),
    ).toEqual([
      'A line of 1 moved 2 squares ahead: Knights 0 (defender) from 5,3 to 5,5.',
      'Spears 1 (attacker) moved from 5,8 to 5,6, facing south.',
    ]);
  });

  it('puts every combat result in words, naming whose it is', () => {
    const fought = (results: [string, string]) =>
      narrate(context, state, [{ type: 'fought', kind: 'shooting', attacker: 1, defender: 0, dice: [1, 6], totals: [3, 9], results }]);
    expect(fought(['recoil', 'flee'])).toEqual([
      'Spears 1 (attacker) shot at Knights 0 (defender): die 1, total 3, against die 6, total 9: Spears 1 recoils, Knights 0 flees.',
    ]);
    expect(fought(['flee-off-battlefield', 'ensorcelled'])[0]).toMatch(/: Spears 1 flees the battlefield, Knights 0 ensorcelled\.$/);
    expect(fought(['captured', 'no-effect'])[0]).toMatch(/: Spears 1 captured, Knights 0 unharmed\.$/);
  });

  it("says why a recoil or a flight destroyed an element, from the event's cause", () => {
    const destroyed = (cause: Record<string, unknown>, before: Event[] = []) =>
      narrate(context, state, [...before, { type: 'destroyed', element: 1, ...cause }]).at(-1);
    expect(destroyed({ cause: 'off-table' })).toBe("Spears 1 (attacker) was destroyed: its recoil took it off the table's edge.");
    expect(destroyed({ cause: 'push-blocked' })).toBe(
      'Spears 1 (attacker) was destroyed: its recoil met an element it could not push back.',
    );
    expect(destroyed({ cause: 'nowhere-to-land' })).toBe(
      'Spears 1 (attacker) was destroyed: its recoil passed through the element behind it but had no square to land on.',
    );
    expect(destroyed({ cause: 'step-1-trampled', by: 0 })).toBe(
      "Spears 1 (attacker) was destroyed: Knights 0 (defender), recoiling, ran into it (the recoil checklist's step-1-trampled).",
    );
    // A fight that made it flee: the recoil that ended it was the start of its flight.
    const fled: Event = {
      type: 'fought',
      kind: 'close',
      attacker: 0,
      defender: 1,
      dice: [6, 1],
      totals: [9, 3],
      results: ['no-effect', 'flee'],
    };
    expect(destroyed({ cause: 'step-2-enemy' }, [fled])).toBe(
      "Spears 1 (attacker) was destroyed: its flight was blocked by the element behind it (the recoil checklist's step-2-enemy).",
    );
  });

  it("names what blocked a recoil, from the event's blockedBy: an element, or the table's edge", () => {
    const destroyed = (why: Record<string, unknown>) => narrate(context, state, [{ type: 'destroyed', element: 1, ...why }]).at(-1);
    expect(destroyed({ cause: 'step-2-enemy', blockedBy: 0 })).toBe(
      "Spears 1 (attacker) was destroyed: its recoil was blocked by Knights 0 (defender) (the recoil checklist's step-2-enemy).",
    );
    expect(destroyed({ cause: 'push-blocked', blockedBy: 0 })).toBe(
      'Spears 1 (attacker) was destroyed: its recoil met an element it could not push back: Knights 0 (defender) blocked it.',
    );
    expect(destroyed({ cause: 'push-blocked', blockedBy: 'table-edge' })).toBe(
      "Spears 1 (attacker) was destroyed: its recoil met an element it could not push back: the table's edge blocked it.",
    );
    expect(destroyed({ cause: 'nowhere-to-land', blockedBy: 'table-edge' })).toBe(
      "Spears 1 (attacker) was destroyed: its recoil passed through the element behind it but had no square to land on: the table's edge blocked it.",
    );
  });

  it('says which target a player chose for a shooter', () => {
    expect(narrate(context, state, [{ type: 'target-chosen', shooter: 0, target: 1 }])).toEqual([
      'Knights 0 (defender) took aim at Spears 1 (attacker).',
    ]);
  });

  it('says nothing of a phase ending', () => {
    expect(narrate(context, state, [{ type: 'movement-ended', pips: 2 }])).toEqual([]);
  });
});

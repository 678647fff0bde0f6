import type { Event } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import type { HottContent } from '../content.js';
import { content } from '../content.testing.js';
import { contextOf } from './context.js';
import { carryOutFight } from './outcome-on-table.js';
import { battleWith, fought } from './outcome-on-table.testing.js';
import { canMove, destroy, recoilOnTable } from './recoil-on-table.js';
import { ATTACKER, DEFENDER } from './state.js';

/** The content with its recoil rule changed. */
const withRecoil = (recoil: Partial<HottContent['recoil']['recoil']>): HottContent => ({
  ...content,
  recoil: { ...content.recoil, recoil: { ...content.recoil.recoil, ...recoil } },
});

// Knights 2+3 against spears 3+4: the knights lose by more than half and recoil.
const knightsOnSpears = { attacker: { type: 'knights' }, defender: { type: 'spears' } };
const placed = () =>
  battleWith([
    { side: ATTACKER, type: 'knights', at: [10, 11] },
    { side: DEFENDER, type: 'spears', at: [10, 10] },
  ]);

describe('recoilOnTable reads the recoil from content', () => {
  it('recoils as many squares as content has base depths', () => {
    const variant = contextOf(withRecoil({ baseDepths: 2 }));
    const state = placed();
    const { fight, outcome } = fought(knightsOnSpears, [2, 3], variant);
    const events = carryOutFight(variant, state, fight, outcome);
    expect(events).toEqual([{ type: 'recoiled', element: 0, from: { x: 10, y: 11 }, to: { x: 10, y: 13 } }]);
  });

  it('turns to face the way it went when content says a recoil turns', () => {
    const variant = contextOf(withRecoil({ turns: true }));
    const state = placed();
    const { fight, outcome } = fought(knightsOnSpears, [2, 3], variant);
    carryOutFight(variant, state, fight, outcome);
    expect(state.elements[0]).toMatchObject({ square: { x: 10, y: 12 }, facing: 'north' });
  });

  it('a recoil of two meets the element behind its first square through the checklist too, and says how far it got', () => {
    const variant = contextOf(withRecoil({ baseDepths: 2 }));
    const state = battleWith([
      { side: ATTACKER, type: 'knights', at: [10, 11] },
      { side: DEFENDER, type: 'spears', at: [10, 10] },
      { side: DEFENDER, type: 'spears', at: [10, 13] },
    ]);
    const events: Event[] = [];
    recoilOnTable(variant, state, state.elements[0]!, 2, undefined, events);
    expect(events).toEqual([
      { type: 'recoiled', element: 0, from: { x: 10, y: 11 }, to: { x: 10, y: 12 } },
      { type: 'destroyed', element: 0, cause: 'step-2-enemy', blockedBy: 2 },
    ]);
  });
});

describe('canMove and destroy', () => {
  it('a troop type without movement (the stronghold) never moves', () => {
    const context = contextOf(content);
    const state = battleWith([
      { side: DEFENDER, type: 'stronghold', at: [12, 0] },
      { side: DEFENDER, type: 'spears', at: [12, 1] },
    ]);
    expect(canMove(context, state.elements[0]!)).toBe(false);
    expect(canMove(context, state.elements[1]!)).toBe(true);
  });

  it('destroy marks the element and says why', () => {
    const state = placed();
    const events: Event[] = [];
    destroy(state.elements[1]!, events, { cause: 'off-table' });
    expect(state.elements[1]!.status).toBe('destroyed');
    expect(events).toEqual([{ type: 'destroyed', element: 1, cause: 'off-table' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { contextOf } from './context.js';
import { elementBehind, elementSituation, inCloseCombat } from './element-situation.js';
import { handBuilt } from './hand-built.testing.js';

// Open Field: 24 squares a side, woods on x 4-7, y 12-14, marsh on x 16-18, y 15-17; the stronghold at (12, 0).
const context = contextOf(content);

describe('inCloseCombat', () => {
  it('front to front: both are in close combat', () => {
    const state = handBuilt([
      { side: 0, type: 'spears', square: { x: 3, y: 3 } },
      { side: 1, type: 'blades', square: { x: 3, y: 4 }, facing: 'south' },
    ]);
    expect(state.elements.map((e) => inCloseCombat(state, e))).toEqual([true, true]);
  });

  it('an enemy front on its flank puts it in close combat, and the enemy too', () => {
    const state = handBuilt([
      { side: 0, type: 'spears', square: { x: 3, y: 3 } },
      { side: 1, type: 'blades', square: { x: 4, y: 3 }, facing: 'west' },
    ]);
    expect(state.elements.map((e) => inCloseCombat(state, e))).toEqual([true, true]);
  });

  it('side by side facing the same way, or edge to edge with a friend, is no close combat', () => {
    const state = handBuilt([
      { side: 0, type: 'spears', square: { x: 3, y: 3 } },
      { side: 1, type: 'blades', square: { x: 4, y: 3 } },
      { side: 0, type: 'blades', square: { x: 3, y: 4 }, facing: 'south' },
    ]);
    expect(state.elements.map((e) => inCloseCombat(state, e))).toEqual([false, false, false]);
  });

  it('corner to corner is no contact; a frog fights no one', () => {
    const state = handBuilt([
      { side: 0, type: 'spears', square: { x: 3, y: 3 } },
      { side: 1, type: 'blades', square: { x: 4, y: 4 }, facing: 'south' },
      { side: 1, type: 'hero', square: { x: 3, y: 2 }, facing: 'north', status: 'ensorcelled' },
    ]);
    expect(state.elements.map((e) => inCloseCombat(state, e))).toEqual([false, false, false]);
  });

  it('a stronghold is in close combat when an enemy front touches it, not by its own facing', () => {
    const state = handBuilt([
      { side: 0, type: 'stronghold', square: { x: 12, y: 0 } },
      { side: 1, type: 'knights', square: { x: 12, y: 1 } },
    ]);
    expect(inCloseCombat(state, state.elements[0]!)).toBe(false);
    state.elements[1]!.facing = 'south';
    expect(inCloseCombat(state, state.elements[0]!)).toBe(true);
  });
});

describe('elementBehind', () => {
  it('the element on the square behind, with its facing compared with the recoiling one', () => {
    const state = handBuilt([
      { side: 0, type: 'spears', square: { x: 3, y: 3 } },
      { side: 0, type: 'blades', square: { x: 3, y: 2 } },
    ]);
    const spears = state.elements[0]!;
    expect(elementBehind(state, spears)).toEqual({ type: 'blades', friendly: true, facing: 'same', inCloseCombat: false });
    state.elements[1]!.facing = 'south';
    expect(elementBehind(state, spears)).toMatchObject({ facing: 'opposite' });
    state.elements[1]!.facing = 'east';
    expect(elementBehind(state, spears)).toMatchObject({ facing: 'sideways' });
  });

  it('an enemy behind that is itself in close combat', () => {
    const state = handBuilt([
      { side: 0, type: 'spears', square: { x: 3, y: 3 } },
      { side: 1, type: 'blades', square: { x: 3, y: 2 }, facing: 'south' },
      { side: 0, type: 'hordes', square: { x: 3, y: 1 } },
    ]);
    expect(elementBehind(state, state.elements[0]!)).toEqual({ type: 'blades', friendly: false, facing: 'opposite', inCloseCombat: true });
  });

  it('nothing behind: undefined, the table edge too', () => {
    const state = handBuilt([{ side: 0, type: 'spears', square: { x: 3, y: 0 } }]);
    expect(elementBehind(state, state.elements[0]!)).toBeUndefined();
  });
});

describe('elementSituation', () => {
  it('the going and woods of its square and the general', () => {
    const state = handBuilt([
      { side: 0, type: 'shooters', square: { x: 5, y: 13 }, general: true },
      { side: 1, type: 'knights', square: { x: 17, y: 16 } },
      { side: 1, type: 'spears', square: { x: 10, y: 10 } },
    ]);
    const [inWoods, inMarsh, inOpen] = state.elements.map((e) => elementSituation(context, state, e));
    expect(inWoods).toEqual({ type: 'shooters', going: 'bad', general: true, inWoods: true });
    expect(inMarsh).toEqual({ type: 'knights', going: 'bad', general: false, inWoods: false });
    expect(inOpen).toEqual({ type: 'spears', going: 'good', general: false, inWoods: false });
  });
});

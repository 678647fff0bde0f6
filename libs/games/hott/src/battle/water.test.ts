import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { contextOf } from './context.js';
import { handBuilt, type Placed } from './hand-built.testing.js';
import type { BattleElement } from './state.js';
import { defendsRiverbank, inWater, isWater, waterBetween, waterFacts } from './water.js';

const context = contextOf(content);

// River Crossing: the river fills row 12; the road runs up column 12, so (12, 12) is a bridge; a hill over x 4-8, y 9-11.
const at = (type: string, x: number, y: number, side: 0 | 1 = 0): Placed => ({ side, type, square: { x, y } });
const onRiver = (elements: Placed[]) => handBuilt(elements, 0, 'river-crossing');

describe('water on the table', () => {
  it('the river is water, and the road laid over it is a bridge, not water', () => {
    const state = onRiver([]);
    expect(isWater(context, state, { x: 3, y: 12 })).toBe(true);
    expect(isWater(context, state, { x: 3, y: 11 })).toBe(false);
    expect(isWater(context, state, { x: 12, y: 12 })).toBe(false);
  });

  it('ground troops on a river square stand in water; aerials above it do not (rules.yaml movement.overWaterClasses)', () => {
    const state = onRiver([at('lurkers', 3, 12), at('flyers', 4, 12), at('knights', 5, 12), at('blades', 12, 12)]);
    expect(state.elements.map((e) => inWater(context, state, e))).toEqual([true, false, true, false]);
  });

  it('an element on land fighting one in water defends a riverbank; not from the water, nor above it, nor against an aerial over it', () => {
    const state = onRiver([at('blades', 3, 11), at('lurkers', 3, 12, 1), at('flyers', 4, 12, 1), at('spears', 4, 11)]);
    const [bank, lurkers, flyers, spears] = state.elements as [BattleElement, BattleElement, BattleElement, BattleElement];
    expect(defendsRiverbank(context, state, bank, lurkers)).toBe(true);
    expect(defendsRiverbank(context, state, lurkers, bank)).toBe(false);
    expect(defendsRiverbank(context, state, spears, flyers)).toBe(false);
    expect(defendsRiverbank(context, state, flyers, spears)).toBe(false);
  });

  it('waterFacts gives only the facts that hold', () => {
    const state = onRiver([at('blades', 3, 11), at('lurkers', 3, 12, 1), at('spears', 8, 5)]);
    const [bank, lurkers, spears] = state.elements as [BattleElement, BattleElement, BattleElement];
    expect(waterFacts(context, state, bank, lurkers)).toEqual({ riverbank: true });
    expect(waterFacts(context, state, lurkers, bank)).toEqual({ inWater: true });
    expect(waterFacts(context, state, spears)).toEqual({});
  });

  it('water lies between two squares when the line between their centres crosses a river square, ends not counted', () => {
    const state = onRiver([]);
    expect(waterBetween(context, state, { x: 3, y: 10 }, { x: 3, y: 14 })).toBe(true);
    expect(waterBetween(context, state, { x: 3, y: 10 }, { x: 6, y: 15 })).toBe(true);
    expect(waterBetween(context, state, { x: 3, y: 11 }, { x: 3, y: 12 })).toBe(false);
    expect(waterBetween(context, state, { x: 3, y: 5 }, { x: 9, y: 11 })).toBe(false);
    expect(waterBetween(context, state, { x: 12, y: 10 }, { x: 12, y: 14 })).toBe(false);
  });
});

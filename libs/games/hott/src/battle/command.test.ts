import { describe, expect, it } from 'vitest';
import type { HottContent } from '../content.js';
import { content } from '../content.testing.js';
import { inCommandRange, moveCost } from './command.js';
import { contextOf } from './context.js';
import { handBuilt, type Placed } from './hand-built.testing.js';
import type { BattleState } from './state.js';

const context = contextOf(content);

// Command range is 1200 paces (600 out of sight), 12 squares of 100; out of it a move costs twice its 1 PIP.
function inMovement(elements: Placed[]): BattleState {
  const state = handBuilt(elements);
  state.phase = 'movement';
  return state;
}

const general: Placed = { side: 0, type: 'paladin', square: { x: 10, y: 5 }, general: true };

describe('moveCost', () => {
  it('the general itself, and an element within 1200 paces of it, move for the phase\u2019s 1 PIP', () => {
    const state = inMovement([general, { side: 0, type: 'spears', square: { x: 10, y: 17 } }]);
    expect(moveCost(context, state, [0])).toBe(1);
    expect(moveCost(context, state, [1])).toBe(1);
  });

  it('an element farther than 1200 paces (a straight line between centres) costs double', () => {
    const state = inMovement([
      general,
      { side: 0, type: 'spears', square: { x: 10, y: 18 } },
      { side: 0, type: 'spears', square: { x: 19, y: 14 } },
    ]);
    expect(moveCost(context, state, [1])).toBe(2);
    expect(moveCost(context, state, [2])).toBe(2);
  });

  it('behind terrain that blocks view the range is 600 paces: past the Open Field wood, 600 paces is in range and 700 is not', () => {
    // The wood covers x 4-7, y 12-14.
    const hidden = inMovement([
      { ...general, square: { x: 5, y: 10 } },
      { side: 0, type: 'spears', square: { x: 5, y: 16 } },
      { side: 0, type: 'spears', square: { x: 5, y: 17 } },
    ]);
    expect(moveCost(context, hidden, [1])).toBe(1);
    expect(moveCost(context, hidden, [2])).toBe(2);
    const seen = inMovement([
      { ...general, square: { x: 10, y: 10 } },
      { side: 0, type: 'spears', square: { x: 10, y: 17 } },
    ]);
    expect(moveCost(context, seen, [1])).toBe(1);
  });

  it('troops hide nobody from their general', () => {
    const state = inMovement([
      general,
      { side: 1, type: 'spears', square: { x: 10, y: 8 } },
      { side: 0, type: 'spears', square: { x: 10, y: 15 } },
    ]);
    expect(moveCost(context, state, [2])).toBe(1);
  });

  it('a group costs one payment, doubled when any of its elements is out of range', () => {
    const state = inMovement([
      general,
      { side: 0, type: 'spears', square: { x: 10, y: 16 } },
      { side: 0, type: 'spears', square: { x: 11, y: 16 } },
      { side: 0, type: 'spears', square: { x: 23, y: 5 } },
      { side: 0, type: 'spears', square: { x: 22, y: 5 } },
    ]);
    expect(moveCost(context, state, [1, 2])).toBe(1);
    expect(moveCost(context, state, [4, 3])).toBe(2);
  });

  it('with the general lost or ensorcelled every move costs double, even next to where it stood', () => {
    for (const status of ['destroyed', 'fled', 'ensorcelled'] as const) {
      const state = inMovement([
        { ...general, status },
        { side: 0, type: 'spears', square: { x: 10, y: 6 } },
      ]);
      expect(moveCost(context, state, [1])).toBe(2);
    }
  });

  it('only its own side\u2019s general commands an element', () => {
    const state = inMovement([
      { side: 1, type: 'hero', square: { x: 10, y: 6 }, general: true },
      { side: 0, type: 'spears', square: { x: 10, y: 5 } },
    ]);
    expect(inCommandRange(context, state, state.elements[1]!)).toBe(false);
  });

  it('reads the phase\u2019s price and how it is paid from rules.yaml turn', () => {
    const rules = content.rules;
    const dearer: HottContent = {
      ...content,
      rules: {
        ...rules,
        turn: rules.turn.map((phase) =>
          phase.id === 'movement' ? { ...phase, pips: 2, per: 'element' as const } : phase.id === 'spells' ? { ...phase, pips: 3 } : phase,
        ) as HottContent['rules']['turn'],
      },
    };
    const state = inMovement([general, { side: 0, type: 'spears', square: { x: 10, y: 6 } }]);
    expect(moveCost(contextOf(dearer), state, [0, 1])).toBe(4);
    state.phase = 'spells';
    expect(moveCost(contextOf(dearer), state, [0])).toBe(3);
  });
});

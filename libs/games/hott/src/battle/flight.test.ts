import type { Event } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import type { HottContent } from '../content.js';
import { content } from '../content.testing.js';
import { contextOf } from './context.js';
import { awayFrom, fleeOnTable } from './flight.js';
import { mayEnter } from './flight-way.js';
import { carryOutFight } from './outcome-on-table.js';
import { battleWith, fought, type Placed } from './outcome-on-table.testing.js';
import { ATTACKER, DEFENDER, type BattleState } from './state.js';

describe('awayFrom', () => {
  it('runs along the axis on which the two stand further apart', () => {
    expect(awayFrom({ x: 5, y: 5 }, { x: 5, y: 6 }, 'south')).toBe('north');
    expect(awayFrom({ x: 5, y: 5 }, { x: 5, y: 4 }, 'north')).toBe('south');
    expect(awayFrom({ x: 5, y: 5 }, { x: 9, y: 6 }, 'west')).toBe('east');
    expect(awayFrom({ x: 5, y: 5 }, { x: 2, y: 4 }, 'north')).toBe('west');
  });

  it('on a diagonal goes back the way it faces when that leads away, else along y', () => {
    expect(awayFrom({ x: 5, y: 5 }, { x: 7, y: 7 }, 'west')).toBe('east');
    expect(awayFrom({ x: 5, y: 5 }, { x: 7, y: 7 }, 'south')).toBe('north');
    expect(awayFrom({ x: 5, y: 5 }, { x: 7, y: 7 }, 'north')).toBe('north');
  });
});

/** The content with its flight rules changed. */
const withFlee = (flee: Partial<HottContent['recoil']['flee']>): HottContent => ({
  ...content,
  recoil: { ...content.recoil, flee: { ...content.recoil.flee, ...flee } },
});

/** The content with skirmishers that may not enter bad going. */
const skirmishersKeepOut: HottContent = {
  ...content,
  troopTypes: {
    ...content.troopTypes,
    types: content.troopTypes.types.map((t) =>
      t.id === 'skirmishers' ? { ...t, movement: { good: 300, road: 400 } } : t,
    ) as HottContent['troopTypes']['types'],
  },
};

describe('fleeOnTable reads the flight from content', () => {
  // Skirmishers 1+2 against blades 2+5: half or less, and they flee.
  const situation = { attacker: { type: 'skirmishers' }, defender: { type: 'blades' } };
  const placed = () =>
    battleWith([
      { side: ATTACKER, type: 'skirmishers', at: [10, 11] },
      { side: DEFENDER, type: 'blades', at: [10, 10] },
    ]);

  it('a shorter flight that does not turn runs backwards the rest of its paces', () => {
    const variant = contextOf(withFlee({ paces: 300, turns: false }));
    const state = placed();
    const { fight, outcome } = fought(situation, [1, 2], variant);
    carryOutFight(variant, state, fight, outcome);
    expect(state.elements[0]).toMatchObject({ square: { x: 10, y: 14 }, facing: 'south' });
  });

  it('a flight with no recoil first runs the whole distance, and says no recoil', () => {
    const variant = contextOf(withFlee({ recoilsFirst: false }));
    const state = placed();
    const { fight, outcome } = fought(situation, [1, 2], variant);
    expect(outcome.attacker.consequences.recoil).toBeUndefined();
    const events = carryOutFight(variant, state, fight, outcome);
    expect(state.elements[0]!.square).toEqual({ x: 10, y: 17 });
    expect(events.map((e) => e.type)).toEqual(['fled']);
  });

  it('an element that never moves does not flee', () => {
    const context = contextOf(content);
    const state = battleWith([
      { side: DEFENDER, type: 'stronghold', at: [10, 10] },
      { side: ATTACKER, type: 'knights', at: [10, 11] },
    ]);
    const events: Event[] = [];
    fleeOnTable(
      context,
      state,
      state.elements[0]!,
      state.elements[1]!,
      { flee: { paces: 600, turns: true }, recoil: { baseDepths: 1 } },
      events,
    );
    expect(state.elements[0]).toMatchObject({ square: { x: 10, y: 10 }, facing: 'north', status: 'in-play' });
    expect(events).toEqual([]);
  });
});

describe('mayEnter', () => {
  it('is false for bad going when the troop type has no movement figure for it', () => {
    const state = battleWith([{ side: ATTACKER, type: 'skirmishers', at: [5, 11] }]);
    // open-field has woods (bad going) over x 4-7, y 12-14.
    expect(mayEnter(contextOf(content), state, state.elements[0]!, { x: 5, y: 12 })).toBe(true);
    expect(mayEnter(contextOf(skirmishersKeepOut), state, state.elements[0]!, { x: 5, y: 12 })).toBe(false);
    expect(mayEnter(contextOf(skirmishersKeepOut), state, state.elements[0]!, { x: 5, y: 11 })).toBe(true);
  });

  it('a flight stops before going it may not enter', () => {
    const variant = contextOf(skirmishersKeepOut);
    const state = battleWith([
      { side: ATTACKER, type: 'skirmishers', at: [5, 8] },
      { side: DEFENDER, type: 'blades', at: [5, 7] },
    ]);
    const { fight, outcome } = fought({ attacker: { type: 'skirmishers' }, defender: { type: 'blades' } }, [1, 2], variant);
    carryOutFight(variant, state, fight, outcome);
    expect(state.elements[0]!.square).toEqual({ x: 5, y: 11 });
  });
});

describe('a flight goes round what is in its way (D56)', () => {
  // Skirmishers (element 0) flee north from the blades (element 1) behind them: no recoil, the whole six squares.
  const flee = { flee: { paces: 600, turns: true } };
  const run = (others: Placed[], options: { from?: HottContent; enemyAt?: [number, number]; at?: [number, number] } = {}) => {
    const from = options.from ?? content;
    const state: BattleState = battleWith(
      [
        { side: ATTACKER, type: 'skirmishers', at: options.at ?? [10, 11], facing: 'south' },
        { side: DEFENDER, type: 'blades', at: options.enemyAt ?? [10, 10] },
        ...others,
      ],
      from,
    );
    const events: Event[] = [];
    fleeOnTable(contextOf(from), state, state.elements[0]!, state.elements[1]!, flee, events);
    return { element: state.elements[0]!, events };
  };
  const enemySpears = (x: number, y: number): Placed => ({ side: DEFENDER, type: 'spears', at: [x, y] });

  it('with nothing in the way it runs straight on', () => {
    const { element, events } = run([]);
    expect(element).toMatchObject({ square: { x: 10, y: 17 }, facing: 'north', status: 'in-play' });
    expect(events).toEqual([{ type: 'fled', element: 0, from: { x: 10, y: 11 }, to: { x: 10, y: 17 }, facing: 'north' }]);
  });

  it('round an enemy it may not pass, by the diagonal ahead on its right hand when both are as far from the enemy', () => {
    // (10,13), then round the spears at (10,14) to (11,14), then straight on: six squares further from the enemy.
    expect(run([enemySpears(10, 14)]).element.square).toEqual({ x: 11, y: 17 });
  });

  it('by the diagonal that ends further from the enemy, left or right', () => {
    // The enemy stands a square to the right (east), so the left-hand diagonal leads further away.
    expect(run([enemySpears(10, 14)], { enemyAt: [11, 8] }).element.square).toEqual({ x: 9, y: 17 });
    expect(run([enemySpears(10, 14)], { enemyAt: [9, 8] }).element.square).toEqual({ x: 11, y: 17 });
  });

  it('with one side blocked, by the other', () => {
    expect(run([enemySpears(10, 14), enemySpears(11, 14)]).element.square).toEqual({ x: 9, y: 17 });
  });

  it('with both sides blocked, nothing leads away: it stops', () => {
    const { element, events } = run([enemySpears(9, 14), enemySpears(10, 14), enemySpears(11, 14)]);
    expect(element.square).toEqual({ x: 10, y: 13 });
    expect(events).toEqual([{ type: 'fled', element: 0, from: { x: 10, y: 11 }, to: { x: 10, y: 13 }, facing: 'north' }]);
  });

  it('goes round a corner, never between two: a diagonal needs the square beside it open too', () => {
    // The left diagonal (9,14) is free, but the spears at (9,13) and (10,14) meet corner to corner across it.
    expect(run([enemySpears(10, 14), enemySpears(11, 14), enemySpears(9, 13)]).element.square).toEqual({ x: 10, y: 13 });
  });

  it('round bad going its troop type may not enter, and straight into going it may', () => {
    // open-field has woods (bad going) over x 4-7, y 12-14: blocked at (4,12), the flight skirts the woods by (3,12).
    const keepOut = skirmishersKeepOut;
    expect(run([], { at: [4, 9], enemyAt: [4, 8], from: keepOut }).element.square).toEqual({ x: 3, y: 15 });
    expect(run([], { at: [4, 9], enemyAt: [4, 8] }).element.square).toEqual({ x: 4, y: 15 });
  });

  it('a square off the table, straight on or on a diagonal, is a way: the element has fled', () => {
    const straight = run([], { at: [10, 20], enemyAt: [10, 19] });
    expect(straight.element.status).toBe('fled');
    expect(straight.events).toEqual([{ type: 'ran-off', element: 0, from: { x: 10, y: 20 } }]);
    // On the table's west edge, blocked straight on and on its right: the way round leads off the table.
    const sideways = run([enemySpears(0, 14), enemySpears(1, 14)], { at: [0, 11], enemyAt: [0, 10] });
    expect(sideways.element.status).toBe('fled');
    expect(sideways.events).toEqual([{ type: 'ran-off', element: 0, from: { x: 0, y: 11 } }]);
  });

  it('straight through a friend it may pass, and round one it may not', () => {
    // Skirmishers pass friends facing the same way or the opposite (they face north once they turn), not sideways.
    const through = run([{ side: ATTACKER, type: 'blades', at: [10, 14], facing: 'north' }]);
    expect(through.element.square).toEqual({ x: 10, y: 17 });
    expect(through.events).toContainEqual({ type: 'passed-through', element: 0, through: 2 });
    const round = run([{ side: ATTACKER, type: 'blades', at: [10, 14], facing: 'east' }]);
    expect(round.element.square).toEqual({ x: 11, y: 17 });
    expect(round.events.some((e) => e.type === 'passed-through')).toBe(false);
  });

  it('a diagonal into a friend it may pass goes through it to the free square beyond', () => {
    // Round the enemy at (10,14) to the right, through the friend at (11,14), on to (11,17).
    const { element, events } = run([enemySpears(10, 14), { side: ATTACKER, type: 'blades', at: [11, 14], facing: 'south' }]);
    expect(element.square).toEqual({ x: 11, y: 17 });
    expect(events).toContainEqual({ type: 'passed-through', element: 0, through: 3 });
  });

  it('with recoil.yaml flee.steers false it runs straight on and stops before what blocks it', () => {
    const straightOn = withFlee({ steers: false });
    expect(run([enemySpears(10, 14)], { from: straightOn }).element.square).toEqual({ x: 10, y: 13 });
    expect(run([], { at: [4, 9], enemyAt: [4, 8], from: { ...skirmishersKeepOut, recoil: straightOn.recoil } }).element.square).toEqual({
      x: 4,
      y: 11,
    });
  });
});

import type { Event } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import type { HottContent } from '../content.js';
import { content } from '../content.testing.js';
import { contextOf } from './context.js';
import { awayFrom, fleeOnTable, mayEnter } from './flight.js';
import { carryOutFight } from './outcome-on-table.js';
import { battleWith, fought } from './outcome-on-table.testing.js';
import { ATTACKER, DEFENDER } from './state.js';

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

import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { prepareCombat } from '../resolve.js';
import { FACINGS, type Facing } from '../situation.js';
import { contextOf } from './context.js';
import { checklistFor, facingComparedWith, inCloseCombat, mayPassThrough } from './element-met.js';
import { battleWith } from './outcome-on-table.testing.js';
import { ATTACKER, DEFENDER } from './state.js';
import { leftOf, type Direction } from './table.js';

const context = contextOf(content);

describe('facingComparedWith', () => {
  it('is same, opposite or sideways', () => {
    expect(facingComparedWith('north', 'north')).toBe('same');
    expect(facingComparedWith('north', 'south')).toBe('opposite');
    expect(facingComparedWith('east', 'west')).toBe('opposite');
    expect(facingComparedWith('north', 'east')).toBe('sideways');
    expect(facingComparedWith('west', 'north')).toBe('sideways');
  });
});

describe('inCloseCombat', () => {
  it('holds when an enemy in play touches it with its front edge, or it touches one; not side by side, corner to corner or a friend', () => {
    const state = battleWith([
      { side: DEFENDER, type: 'spears', at: [5, 5] },
      { side: DEFENDER, type: 'blades', at: [5, 6] },
      { side: ATTACKER, type: 'blades', at: [6, 6], facing: 'west' },
    ]);
    const [spears, blades, enemy] = state.elements;
    expect(inCloseCombat(state, spears!)).toBe(false);
    expect(inCloseCombat(state, blades!)).toBe(true);
    expect(inCloseCombat(state, enemy!)).toBe(true);
    enemy!.facing = 'south'; // side by side with the blades, its front on neither
    expect(inCloseCombat(state, blades!)).toBe(false);
    enemy!.facing = 'west';
    enemy!.status = 'ensorcelled';
    expect(inCloseCombat(state, blades!)).toBe(false);
  });
});

describe('mayPassThrough', () => {
  it('lets aerials over ground troops only when they are not recoiling', () => {
    const state = battleWith([
      { side: ATTACKER, type: 'flyers', at: [5, 5] },
      { side: DEFENDER, type: 'spears', at: [5, 6] },
    ]);
    const [flyers, spears] = state.elements;
    expect(mayPassThrough(context, state, flyers!, spears!, false)).toBe(true);
    expect(mayPassThrough(context, state, flyers!, spears!, true)).toBe(false);
    expect(mayPassThrough(context, state, spears!, flyers!, false)).toBe(true);
  });
});

describe('checklistFor', () => {
  // The element met on the table, asked here, must get the answer the resolver gives for the same element named
  // as the situation's `behind`.
  const movers = ['knights', 'behemoth', 'skirmishers', 'magician', 'god', 'flyers', 'spears'];
  const met = ['blades', 'pikes', 'knights', 'sneakers', 'behemoth', 'flyers', 'dragon'];
  const facings: Record<Facing, Direction> = { same: 'south', opposite: 'north', sideways: leftOf('south') };

  it('agrees with the resolver for each mover, element met, side and facing', () => {
    let compared = 0;
    for (const mover of movers) {
      for (const type of met) {
        for (const friendly of [true, false]) {
          for (const facing of FACINGS) {
            const state = battleWith([
              { side: ATTACKER, type: mover, at: [5, 5], facing: 'south' },
              { side: friendly ? ATTACKER : DEFENDER, type, at: [5, 6], facing: facings[facing] },
            ]);
            const situation = { attacker: { type: mover, behind: { type, friendly, facing } }, defender: { type: 'blades' } };
            // A roll the mover loses; whatever its result, the resolver works out `met` when it recoils or flees.
            const resolved = prepareCombat(context.rules, situation).fight(1, 6).attacker.consequences.met;
            if (!resolved) continue;
            const onTable = checklistFor(context, state, state.elements[0]!, state.elements[1]!);
            expect(onTable, `${mover} into ${friendly ? 'friendly' : 'enemy'} ${type} facing ${facing}`).toEqual({
              step: resolved.step,
              outcome: resolved.outcome,
            });
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

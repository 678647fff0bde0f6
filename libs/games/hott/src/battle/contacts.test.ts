import { Rng } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { prepareCombat } from '../resolve.js';
import { closeCombats, turnToFace } from './contacts.js';
import { contextOf } from './context.js';
import { attacker, defender, placed, type Placing } from './placed-battle.testing.js';
import type { BattleState } from './state.js';
import { DIRECTIONS } from './table.js';

const context = contextOf(content);
const facings = (state: BattleState) => state.elements.map((e) => e.facing);
const pairs = (state: BattleState) => closeCombats(context, state).map((f) => [f.attacker, f.defender]);

describe('turnToFace', () => {
  it('turns an element touched on its flank by an enemy front to face that enemy', () => {
    // The attacker's blades face east; the defender's spears, south of them, face north into their right flank.
    const state = placed([defender('spears', 5, 5, 'north'), attacker('blades', 5, 6, 'east')]);
    expect(turnToFace(context, state)).toEqual([{ type: 'turned', element: 1, facing: 'south', towards: 0 }]);
    expect(facings(state)).toEqual(['north', 'south']);
    expect(pairs(state)).toEqual([[1, 0]]);
  });

  it('turns an element touched on its rear about', () => {
    const state = placed([defender('spears', 5, 5, 'north'), attacker('blades', 5, 6, 'north')]);
    expect(turnToFace(context, state)).toEqual([{ type: 'turned', element: 1, facing: 'south', towards: 0 }]);
  });

  it('does not turn an element already in front contact: the flank attacker counts against it instead', () => {
    const state = placed([
      defender('spears', 5, 5, 'north'),
      attacker('blades', 5, 6, 'south'),
      attacker('warband', 4, 5, 'east'), // its front on the spears' left flank
    ]);
    expect(turnToFace(context, state)).toEqual([]);
    const fights = closeCombats(context, state);
    expect(fights.map((f) => [f.attacker, f.defender])).toEqual([[1, 0]]);
    expect(fights[0]!.situation.defender.flankContacts).toBe(1);
  });

  it('touched on a flank and the rear, faces the flank; the rear attacker then counts against it', () => {
    const state = placed([
      defender('spears', 5, 5, 'north'),
      attacker('blades', 4, 5, 'east'), // on its left flank
      attacker('blades', 5, 4, 'north'), // on its rear
    ]);
    expect(turnToFace(context, state)).toEqual([{ type: 'turned', element: 0, facing: 'west', towards: 1 }]);
    const [fight] = closeCombats(context, state);
    expect([fight!.attacker, fight!.defender]).toEqual([1, 0]);
    // Facing west, the blades to the south are now on its left flank.
    expect(fight!.situation.defender).toMatchObject({ flankContacts: 1, rearContacts: 0 });
  });

  it('leaves side-by-side elements alone: touching is not contact unless a front does it', () => {
    const state = placed([defender('spears', 5, 5, 'north'), attacker('blades', 6, 5, 'north')]);
    expect(turnToFace(context, state)).toEqual([]);
    expect(pairs(state)).toEqual([]);
  });

  it('never turns a stronghold, and an ensorcelled element neither turns nor touches', () => {
    const state = placed([
      defender('stronghold', 12, 5, 'north'),
      attacker('blades', 13, 5, 'west'), // its front on the stronghold's east side
      defender('hero', 3, 3, 'north', { status: 'ensorcelled' }),
      attacker('blades', 4, 3, 'west'), // its front on the frog
      defender('spears', 8, 8, 'east'),
      attacker('magician', 8, 9, 'south', { status: 'ensorcelled' }), // a frog whose front is on the spears' flank
    ]);
    expect(turnToFace(context, state)).toEqual([]);
    expect(facings(state)).toEqual(['north', 'west', 'north', 'west', 'east', 'south']);
  });

  it('does not turn an element whose front is on the enemy stronghold when it is flanked', () => {
    const state = placed([defender('stronghold', 12, 5, 'north'), attacker('blades', 12, 6, 'south'), defender('blades', 11, 6, 'east')]);
    expect(turnToFace(context, state)).toEqual([]);
    const [fight] = closeCombats(context, state);
    expect([fight!.attacker, fight!.defender]).toEqual([1, 0]);
    expect(fight!.situation.attacker.flankContacts).toBe(1);
  });
});

describe('closeCombats', () => {
  it('pairs elements front to front, the bound side attacking, each combat once', () => {
    const elements = [defender('spears', 5, 5, 'north'), attacker('blades', 5, 6, 'south')];
    expect(pairs(placed(elements, { side: 1 }))).toEqual([[1, 0]]);
    expect(pairs(placed(elements, { side: 0 }))).toEqual([[0, 1]]);
  });

  it('fights nothing across a gap, front to flank, or with an ensorcelled enemy', () => {
    expect(pairs(placed([defender('spears', 5, 5, 'north'), attacker('blades', 5, 7, 'south')]))).toEqual([]);
    expect(pairs(placed([defender('spears', 5, 5, 'north'), attacker('blades', 5, 6, 'east')]))).toEqual([]);
    expect(pairs(placed([defender('hero', 5, 5, 'north', { status: 'ensorcelled' }), attacker('blades', 5, 6, 'south')]))).toEqual([]);
  });

  it('fights two combats on one line, neither overlapping the other', () => {
    const state = placed([
      defender('spears', 4, 5, 'north'),
      defender('spears', 5, 5, 'north'),
      attacker('blades', 4, 6, 'south'),
      attacker('blades', 5, 6, 'south'),
    ]);
    const fights = closeCombats(context, state);
    expect(fights.map((f) => [f.attacker, f.defender])).toEqual([
      [2, 0],
      [3, 1],
    ]);
    for (const fight of fights) {
      expect(fight.situation.attacker).toMatchObject({ overlaps: 0, flankContacts: 0, rearContacts: 0 });
      expect(fight.situation.defender).toMatchObject({ overlaps: 0, flankContacts: 0, rearContacts: 0 });
    }
  });

  it('fights the stronghold from any side', () => {
    for (const [x, y, facing] of [
      [12, 6, 'south'],
      [13, 5, 'west'],
      [12, 4, 'north'],
      [11, 5, 'east'],
    ] as const) {
      const state = placed([defender('stronghold', 12, 5, 'north'), attacker('knights', x, y, facing)]);
      const fights = closeCombats(context, state);
      expect(fights.map((f) => [f.attacker, f.defender])).toEqual([[1, 0]]);
      expect(fights[0]!.situation.defender).toMatchObject({ type: 'stronghold', flankContacts: 0, rearContacts: 0 });
    }
  });

  it('a stronghold in the defender bound attacks the enemy touching it', () => {
    const state = placed([defender('stronghold', 12, 5, 'north'), attacker('knights', 13, 5, 'west')], { side: 0 });
    expect(pairs(state)).toEqual([[0, 1]]);
  });

  it('a stronghold contacted on all four sides fights the one at its front; the others are two flanks and a rear', () => {
    const state = placed([
      defender('stronghold', 12, 5, 'north'),
      attacker('blades', 13, 5, 'west'),
      attacker('blades', 12, 4, 'north'),
      attacker('blades', 12, 6, 'south'),
      attacker('blades', 11, 5, 'east'),
    ]);
    const fights = closeCombats(context, state);
    expect(fights.map((f) => [f.attacker, f.defender])).toEqual([[3, 0]]);
    expect(fights[0]!.situation.defender).toMatchObject({ flankContacts: 2, rearContacts: 1, overlaps: 0 });
  });

  it('a stronghold touched on its flanks only fights the left one, the right counting as a flank', () => {
    // Facing north, its left is west.
    const state = placed([defender('stronghold', 12, 5, 'north'), attacker('blades', 13, 5, 'west'), attacker('blades', 11, 5, 'east')]);
    const fights = closeCombats(context, state);
    expect(fights.map((f) => [f.attacker, f.defender])).toEqual([[2, 0]]);
    // Fought from the west, the element to the east is on the far side: its rear.
    expect(fights[0]!.situation.defender).toMatchObject({ flankContacts: 0, rearContacts: 1 });
  });

  it('does not let a stronghold contact anyone with its front', () => {
    const state = placed([defender('stronghold', 12, 5, 'north'), attacker('blades', 12, 6, 'east')]);
    expect(turnToFace(context, state)).toEqual([]);
    expect(pairs(state)).toEqual([]);
  });
});

describe('every situation built is one the resolver accepts', () => {
  // Random crowds on random 5 by 5 patches of each field (terrain and the stronghold included), turned to face,
  // then each combat fought at every pair of faces.
  const types = content.troopTypes.types.map((t) => t.id).filter((id) => id !== 'stronghold');
  const faces = Array.from({ length: context.rules.dieSides }, (_, i) => i + 1);
  for (const battlefield of Object.keys(content.battlefields)) {
    it(`on ${battlefield}`, () => {
      const rng = Rng.seeded(`contacts ${battlefield}`);
      const { width, depth } = placed([], { battlefield }).table;
      const patch = 5;
      const kinds = new Set<string>();
      for (let round = 0; round < 300; round++) {
        const [ox, oy] = [rng.int(width - patch), rng.int(depth - patch)];
        const taken = new Set<string>();
        const elements: Placing[] = [];
        for (let i = 0; i < 14; i++) {
          const [x, y] = [ox + rng.int(patch), oy + rng.int(patch)];
          if (taken.has(`${x},${y}`)) continue;
          taken.add(`${x},${y}`);
          const facing = DIRECTIONS[rng.int(DIRECTIONS.length)]!;
          if (i === 0 && rng.int(2) === 0) elements.push(defender('stronghold', x, y, facing));
          else
            elements.push(
              (rng.int(2) === 0 ? defender : attacker)(types[rng.int(types.length)]!, x, y, facing, {
                general: rng.int(8) === 0,
                charged: rng.int(2) === 0,
              }),
            );
        }
        const state = placed(elements, { battlefield, side: rng.int(2) as 0 | 1 });
        turnToFace(context, state);
        for (const fight of closeCombats(context, state)) {
          const combat = prepareCombat(context.rules, fight.situation);
          for (const a of faces) for (const d of faces) combat.fight(a, d);
          for (const side of [fight.situation.attacker, fight.situation.defender]) {
            if (side.type === 'stronghold') kinds.add('stronghold');
            if (side.inWoods) kinds.add('woods');
            if (side.uphill) kinds.add('uphill');
            if (side.overlaps) kinds.add('overlap');
            if (side.flankContacts) kinds.add('flank');
            if (side.rearContacts) kinds.add('rear');
            if (side.rearSupport) kinds.add('second rank');
            if (side.behind) kinds.add(`behind ${side.behind.facing}`);
          }
        }
      }
      // The crowds did reach the cases this test is for.
      const expected = [
        'stronghold',
        'woods',
        'overlap',
        'flank',
        'rear',
        'second rank',
        'behind same',
        'behind opposite',
        'behind sideways',
      ];
      if (battlefield === 'low-hills') expected.push('uphill');
      expect([...kinds].sort()).toEqual(expect.arrayContaining(expected.sort()));
    });
  }
});

import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { prepareCombat } from '../resolve.js';
import type { CastAction } from './actions.js';
import { contextOf } from './context.js';
import { handBuilt, type Placed } from './hand-built.testing.js';
import { castsOf, spellSituation } from './spells.js';
import type { Fight, Seat } from './state.js';

// Open Field: 24 squares a side, woods on x 4-7, y 12-14; 100 paces a square. A magician's spells reach 600 paces.
const context = contextOf(content);

const cast = (caster: number, target: number): CastAction => ({ type: 'cast', caster, target });

/** Who may bespell whom, as [caster, target] ids. */
const casts = (elements: Placed[], side: Seat = 0) => castsOf(context, handBuilt(elements, side)).map((c) => [c.caster, c.target]);

/** The fight a cast is, fought once through the resolver so every situation built is one it accepts. */
function spell(elements: Placed[], action: CastAction, side: Seat = 0): Fight {
  const fight = spellSituation(context, handBuilt(elements, side), action);
  prepareCombat(context.rules, fight.situation).fight(3, 3);
  return fight;
}

/** The tactical factors each side of a fought spell counted, by id. */
function factors(fight: Fight) {
  const outcome = prepareCombat(context.rules, fight.situation).fight(3, 3);
  return { caster: outcome.attacker.factors, target: outcome.defender.factors };
}

const magician: Placed = { side: 0, type: 'magician', square: { x: 10, y: 5 } };

describe('castsOf', () => {
  it('a magician may bespell each enemy within 600 paces, and no farther', () => {
    expect(
      casts([
        magician,
        { side: 1, type: 'knights', square: { x: 10, y: 11 } },
        { side: 1, type: 'knights', square: { x: 10, y: 12 } },
        { side: 1, type: 'knights', square: { x: 13, y: 10 } },
        { side: 1, type: 'knights', square: { x: 14, y: 10 } },
      ]),
    ).toEqual([
      [0, 1],
      [0, 3],
    ]);
  });

  it('only the side whose bound it is casts', () => {
    const elements: Placed[] = [magician, { side: 1, type: 'magician', square: { x: 10, y: 9 } }];
    expect(casts(elements, 0)).toEqual([[0, 1]]);
    expect(casts(elements, 1)).toEqual([[1, 0]]);
  });

  it('not after moving (spells.notAfterMoving), unless the rules allow it', () => {
    const elements: Placed[] = [
      { ...magician, moved: true },
      { side: 1, type: 'spears', square: { x: 10, y: 8 } },
    ];
    expect(casts(elements)).toEqual([]);
    const lenient = { ...content, rules: { ...content.rules, spells: { ...content.rules.spells, notAfterMoving: false } } };
    expect(castsOf(contextOf(lenient), handBuilt(elements)).map((c) => [c.caster, c.target])).toEqual([[0, 1]]);
  });

  it('not by a frog, nor at one; not at a destroyed element', () => {
    const target: Placed = { side: 1, type: 'hero', square: { x: 10, y: 8 } };
    expect(casts([{ ...magician, status: 'ensorcelled' }, target])).toEqual([]);
    expect(casts([magician, { ...target, status: 'ensorcelled' }])).toEqual([]);
    expect(casts([magician, { ...target, status: 'destroyed' }])).toEqual([]);
  });

  it('only a type with a spell range casts (seeds/hott.md D20)', () => {
    expect(
      casts([
        { ...magician, type: 'cleric' },
        { side: 1, type: 'spears', square: { x: 10, y: 8 } },
      ]),
    ).toEqual([]);
  });

  it('the enemy stronghold may be bespelled like any element', () => {
    expect(
      casts(
        [
          { side: 0, type: 'stronghold', square: { x: 12, y: 0 } },
          { ...magician, side: 1, square: { x: 12, y: 6 } },
        ],
        1,
      ),
    ).toEqual([[1, 0]]);
  });

  it('a spell needs no view and no arc: through an element, behind the caster', () => {
    expect(
      casts([
        magician,
        { side: 0, type: 'spears', square: { x: 10, y: 6 } },
        { side: 1, type: 'spears', square: { x: 10, y: 8 } },
        { side: 1, type: 'spears', square: { x: 10, y: 2 } },
      ]),
    ).toEqual([
      [0, 2],
      [0, 3],
    ]);
  });
});

describe('spellSituation', () => {
  it('a spell at an enemy in the open: nothing near either', () => {
    const fight = spell([magician, { side: 1, type: 'knights', square: { x: 10, y: 11 } }], cast(0, 1));
    expect(fight).toEqual({
      attacker: 0,
      defender: 1,
      situation: {
        kind: 'spell',
        attacker: { type: 'magician', going: 'good', general: false, inWoods: false, aiding: 0, nearOwnStronghold: false },
        defender: { type: 'knights', going: 'good', general: false, inWoods: false, nearClericOrPaladin: false, nearOwnStronghold: false },
      },
    });
  });

  it('a target within 600 paces of a friendly cleric or paladin is near one and adds 2', () => {
    const target: Placed = { side: 1, type: 'hero', square: { x: 10, y: 11 } };
    const near = spell([magician, target, { side: 1, type: 'cleric', square: { x: 10, y: 17 } }], cast(0, 1));
    expect(near.situation.defender.nearClericOrPaladin).toBe(true);
    expect(factors(near).target).toContainEqual({ id: 'bespelled-in-cover', add: 2 });
    const paladin = spell([magician, target, { side: 1, type: 'paladin', square: { x: 16, y: 11 } }], cast(0, 1));
    expect(paladin.situation.defender.nearClericOrPaladin).toBe(true);
  });

  it('not a cleric 700 paces off, an enemy cleric, or the target being a cleric itself', () => {
    const target: Placed = { side: 1, type: 'hero', square: { x: 10, y: 11 } };
    const far = spell([magician, target, { side: 1, type: 'cleric', square: { x: 10, y: 18 } }], cast(0, 1));
    expect(far.situation.defender.nearClericOrPaladin).toBe(false);
    expect(factors(far).target.map((f) => f.id)).not.toContain('bespelled-in-cover');
    const enemy = spell([magician, target, { side: 0, type: 'cleric', square: { x: 10, y: 12 } }], cast(0, 1));
    expect(enemy.situation.defender.nearClericOrPaladin).toBe(false);
    const itself = spell([magician, { ...target, type: 'cleric' }], cast(0, 1));
    expect(itself.situation.defender.nearClericOrPaladin).toBe(false);
  });

  it('which types protect is content: rules.yaml spells.nearClericOrPaladinTypes', () => {
    const elements: Placed[] = [
      magician,
      { side: 1, type: 'hero', square: { x: 10, y: 11 } },
      { side: 1, type: 'hordes', square: { x: 11, y: 11 } },
    ];
    expect(spell(elements, cast(0, 1)).situation.defender.nearClericOrPaladin).toBe(false);
    const priestly = { ...content, rules: { ...content.rules, spells: { ...content.rules.spells, nearClericOrPaladinTypes: ['hordes'] } } };
    const fight = spellSituation(contextOf(priestly), handBuilt(elements), cast(0, 1));
    expect(fight.situation.defender.nearClericOrPaladin).toBe(true);
  });

  it('bespelling a magician within 600 paces of its own stronghold takes 2 off the caster', () => {
    // The defender's stronghold stands at (12, 0); the attacker casts in its own bound.
    const elements: Placed[] = [
      { side: 0, type: 'stronghold', square: { x: 12, y: 0 } },
      { side: 0, type: 'magician', square: { x: 12, y: 5 } },
      { side: 1, type: 'magician', square: { x: 12, y: 10 }, facing: 'south' },
    ];
    const home = spell(elements, cast(2, 1), 1);
    expect(home.situation.defender.nearOwnStronghold).toBe(true);
    expect(home.situation.attacker.nearOwnStronghold).toBe(false);
    expect(factors(home).caster).toContainEqual({ id: 'bespelling-magician-at-home', add: -2 });
  });

  it('not when the magician stands 700 paces from it, or the stronghold is taken', () => {
    const away = spell(
      [
        { side: 0, type: 'stronghold', square: { x: 12, y: 0 } },
        { side: 0, type: 'magician', square: { x: 12, y: 7 } },
        { side: 1, type: 'magician', square: { x: 12, y: 12 }, facing: 'south' },
      ],
      cast(2, 1),
      1,
    );
    expect(away.situation.defender.nearOwnStronghold).toBe(false);
    expect(factors(away).caster.map((f) => f.id)).not.toContain('bespelling-magician-at-home');
    const taken = spell(
      [
        { side: 0, type: 'stronghold', square: { x: 12, y: 0 }, status: 'captured' },
        { side: 0, type: 'magician', square: { x: 12, y: 5 } },
        { side: 1, type: 'magician', square: { x: 12, y: 10 }, facing: 'south' },
      ],
      cast(2, 1),
      1,
    );
    expect(taken.situation.defender.nearOwnStronghold).toBe(false);
  });

  it('a target in woods counts as in woods and adds 2', () => {
    const fight = spell(
      [
        { ...magician, square: { x: 5, y: 7 } },
        { side: 1, type: 'spears', square: { x: 5, y: 12 } },
      ],
      cast(0, 1),
    );
    expect(fight.situation.defender).toMatchObject({ inWoods: true, going: 'bad' });
    expect(factors(fight).target).toContainEqual({ id: 'bespelled-in-cover', add: 2 });
  });

  it('a target across water from the caster adds 2; not when the water is not between them (River Crossing: the river fills row 12)', () => {
    const across = spellSituation(
      context,
      handBuilt(
        [
          { side: 0, type: 'magician', square: { x: 3, y: 10 } },
          { side: 1, type: 'spears', square: { x: 5, y: 14 } },
        ],
        0,
        'river-crossing',
      ),
      cast(0, 1),
    );
    expect(across.situation.defender.acrossWater).toBe(true);
    expect(factors(across).target).toContainEqual({ id: 'bespelled-in-cover', add: 2 });
    const inIt = spellSituation(
      context,
      handBuilt(
        [
          { side: 0, type: 'magician', square: { x: 3, y: 11 } },
          { side: 1, type: 'spears', square: { x: 3, y: 12 } },
        ],
        0,
        'river-crossing',
      ),
      cast(0, 1),
    );
    expect(inIt.situation.defender.acrossWater).toBeUndefined();
    expect(inIt.situation.defender.inWater).toBe(true);
  });

  it('other magicians of the side that could cast at the same target aid the spell', () => {
    const target: Placed = { side: 1, type: 'knights', square: { x: 11, y: 10 } };
    const other: Placed = { side: 0, type: 'magician', square: { x: 12, y: 5 } };
    const aided = spell([magician, target, other], cast(0, 1));
    expect(aided.situation.attacker.aiding).toBe(1);
    expect(factors(aided).target).toContainEqual({ id: 'enemy-aided', add: -1 });
    expect(spell([magician, target, { ...other, moved: true }], cast(0, 1)).situation.attacker.aiding).toBe(0);
    expect(spell([magician, target, { ...other, square: { x: 18, y: 5 } }], cast(0, 1)).situation.attacker.aiding).toBe(0);
    expect(spell([magician, target, { ...other, side: 1 }], cast(0, 1)).situation.attacker.aiding).toBe(0);
  });

  it('a cast naming no element on the table is refused, naming it', () => {
    expect(() => spellSituation(context, handBuilt([magician]), cast(0, 4))).toThrow('cast: no element 4 (the target) on the table');
  });
});

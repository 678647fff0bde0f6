import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { prepareCombat } from '../resolve.js';
import { closeCombats } from './contacts.js';
import { contextOf } from './context.js';
import { attacker, defender, placed, type Placing } from './placed-battle.testing.js';

const context = contextOf(content);

/** The one combat of a placed battle in the attacker's bound. */
function onlyFight(elements: Placing[], battlefield?: string) {
  const fights = closeCombats(context, placed(elements, battlefield ? { battlefield } : {}));
  expect(fights).toHaveLength(1);
  return fights[0]!;
}

/** A line of spears (defender, facing north at y 5) against blades (attacker, facing south at y 6) in column 5. */
const spearsAndBlades = [defender('spears', 5, 5, 'north'), attacker('blades', 5, 6, 'south')];

describe('fightSituation', () => {
  it('describes a plain front-to-front combat in the open in full', () => {
    const fight = onlyFight([defender('spears', 5, 5, 'north', { general: true }), attacker('blades', 5, 6, 'south', { charged: true })]);
    const alone = { going: 'good', inWoods: false, uphill: false, overlaps: 0, flankContacts: 0, rearContacts: 0, rearSupport: false };
    expect(fight).toEqual({
      attacker: 1,
      defender: 0,
      situation: {
        kind: 'close',
        attacker: { type: 'blades', general: false, charged: true, ...alone },
        defender: { type: 'spears', general: true, charged: false, ...alone },
      },
    });
  });

  it('counts an overlap on each side: an enemy beside the foe, facing as the foe does', () => {
    const fight = onlyFight([
      ...spearsAndBlades,
      attacker('blades', 6, 6, 'south'), // beside the blades, overlapping the spears' right
      defender('spears', 4, 5, 'north'), // beside the spears, overlapping the blades' right (their west)
    ]);
    expect(fight.situation.attacker).toMatchObject({ overlaps: 1, flankContacts: 0 });
    expect(fight.situation.defender).toMatchObject({ overlaps: 1, flankContacts: 0 });
  });

  it('counts overlaps on both flanks of one element', () => {
    const fight = onlyFight([...spearsAndBlades, attacker('blades', 6, 6, 'south'), attacker('hordes', 4, 6, 'south')]);
    expect(fight.situation.defender).toMatchObject({ overlaps: 2, flankContacts: 0 });
    expect(fight.situation.attacker.overlaps).toBe(0);
  });

  it('no overlap from an element facing another way, or fighting to its own front', () => {
    expect(onlyFight([...spearsAndBlades, attacker('blades', 6, 6, 'east')]).situation.defender.overlaps).toBe(0);
    // The blades beside the foe face south onto a spear of the defender's own, who faces them: a combat of its own.
    const fights = closeCombats(
      context,
      placed([...spearsAndBlades, attacker('blades', 6, 6, 'south'), defender('spears', 6, 5, 'north')]),
    );
    expect(fights).toHaveLength(2);
    for (const f of fights) expect([f.situation.attacker.overlaps, f.situation.defender.overlaps]).toEqual([0, 0]);
  });

  it('counts each flank once: a flank contact there hides an overlap (seeds/hott.md D21)', () => {
    const fight = onlyFight([
      ...spearsAndBlades,
      attacker('warband', 6, 5, 'west'), // its front on the spears' right flank
      attacker('blades', 6, 6, 'south'), // would overlap that same flank
    ]);
    expect(fight.situation.defender).toMatchObject({ flankContacts: 1, overlaps: 0 });
    expect(() => prepareCombat(context.rules, fight.situation)).not.toThrow();
  });

  it('counts flank contacts on both sides and a rear contact', () => {
    const fight = onlyFight([
      ...spearsAndBlades,
      attacker('warband', 6, 5, 'west'),
      attacker('warband', 4, 5, 'east'),
      attacker('warband', 5, 4, 'north'),
    ]);
    expect(fight.situation.defender).toMatchObject({ flankContacts: 2, rearContacts: 1, overlaps: 0 });
  });

  it('lists the classes of the other enemies in contact, and none when only the foe touches it', () => {
    expect(onlyFight(spearsAndBlades).situation.defender.contactClasses).toBeUndefined();
    const fight = onlyFight([
      ...spearsAndBlades,
      attacker('flyers', 6, 5, 'west'), // aerial, on the spears' right flank
      attacker('knights', 5, 4, 'north'), // mounted, at their rear
    ]);
    expect(fight.situation.defender.contactClasses).toEqual(['aerial', 'mounted']);
    expect(() => prepareCombat(context.rules, fight.situation)).not.toThrow();
  });

  it('a rear contact is also the enemy the element would recoil into', () => {
    const fight = onlyFight([...spearsAndBlades, attacker('warband', 5, 4, 'north')]);
    expect(fight.situation.defender.behind).toEqual({ type: 'warband', friendly: false, facing: 'same', inCloseCombat: true });
  });

  it('reports a second rank of the same type facing the same way, and the resolver counts it', () => {
    const fight = onlyFight([...spearsAndBlades, defender('spears', 5, 4, 'north')]);
    expect(fight.situation.defender).toMatchObject({
      rearSupport: true,
      behind: { type: 'spears', friendly: true, facing: 'same', inCloseCombat: false },
    });
    const factors = prepareCombat(context.rules, fight.situation)
      .fight(1, 1)
      .defender.factors.map((f) => f.id);
    expect(factors).toContain('second-rank');
  });

  it('no second rank from another type or another facing; the element behind is still met', () => {
    const other = onlyFight([...spearsAndBlades, defender('blades', 5, 4, 'north')]);
    expect(other.situation.defender).toMatchObject({ rearSupport: false, behind: { type: 'blades', facing: 'same' } });
    const about = onlyFight([...spearsAndBlades, defender('spears', 5, 4, 'south')]);
    expect(about.situation.defender).toMatchObject({ rearSupport: false, behind: { type: 'spears', facing: 'opposite' } });
    const sideways = onlyFight([...spearsAndBlades, defender('spears', 5, 4, 'east')]);
    expect(sideways.situation.defender).toMatchObject({ rearSupport: false, behind: { type: 'spears', facing: 'sideways' } });
  });

  it('the element behind is in close combat when an enemy front touches it, not when one merely stands beside it', () => {
    const beside = onlyFight([...spearsAndBlades, defender('hordes', 5, 4, 'north'), attacker('blades', 6, 4, 'north')]);
    expect(beside.situation.defender.behind).toMatchObject({ type: 'hordes', inCloseCombat: false });
    const fight = onlyFight([...spearsAndBlades, defender('hordes', 5, 4, 'north'), attacker('blades', 6, 4, 'west')]);
    expect(fight.situation.defender.behind).toEqual({ type: 'hordes', friendly: true, facing: 'same', inCloseCombat: true });
  });

  it('an ensorcelled element behind is still in the way', () => {
    const fight = onlyFight([...spearsAndBlades, defender('hero', 5, 4, 'north', { status: 'ensorcelled' })]);
    expect(fight.situation.defender.behind).toMatchObject({ type: 'hero', friendly: true });
    expect(fight.situation.defender.rearSupport).toBe(false);
  });

  it('reads the hill: uphill when on it and the enemy is not', () => {
    // low-hills: a hill from x 9 to 14, y 4 to 6 (in squares).
    const down = onlyFight([defender('spears', 10, 6, 'north'), attacker('blades', 10, 7, 'south')], 'low-hills');
    expect([down.situation.defender.uphill, down.situation.attacker.uphill]).toEqual([true, false]);
    const level = onlyFight([defender('spears', 10, 5, 'north'), attacker('blades', 10, 6, 'south')], 'low-hills');
    expect([level.situation.defender.uphill, level.situation.attacker.uphill]).toEqual([false, false]);
    expect(
      prepareCombat(context.rules, down.situation)
        .fight(1, 1)
        .defender.factors.map((f) => f.id),
    ).toContain('defending-hill-or-riverbank');
  });

  it('reads the woods: in woods and in bad going', () => {
    // open-field: woods from x 4 to 7, y 12 to 14 (in squares).
    const edge = onlyFight([defender('spears', 5, 11, 'north'), attacker('blades', 5, 12, 'south')]);
    expect(edge.situation.attacker).toMatchObject({ inWoods: true, going: 'bad' });
    expect(edge.situation.defender).toMatchObject({ inWoods: false, going: 'good' });
  });

  it('reads the river: an element on the bank defends a riverbank against one in the water, which is in water and bad going', () => {
    // river-crossing: the river fills row 12 (in squares); the road crosses it by a bridge at x 12.
    const fight = onlyFight([defender('spears', 5, 11, 'north'), attacker('blades', 5, 12, 'south')], 'river-crossing');
    expect(fight.situation.defender).toMatchObject({ riverbank: true, going: 'good' });
    expect(fight.situation.defender.inWater).toBeUndefined();
    expect(fight.situation.attacker).toMatchObject({ inWater: true, going: 'bad' });
    expect(fight.situation.attacker.riverbank).toBeUndefined();
    const outcome = prepareCombat(context.rules, fight.situation).fight(1, 1);
    expect(outcome.defender.factors.map((f) => f.id)).toContain('defending-hill-or-riverbank');
    expect(outcome.attacker.factors.map((f) => f.id)).toEqual(['bad-going']);
  });

  it('no riverbank against an aerial above the water (it is not in it), nor on the bridge', () => {
    const aerial = onlyFight([defender('spears', 5, 11, 'north'), attacker('flyers', 5, 12, 'south')], 'river-crossing');
    expect(aerial.situation.defender.riverbank).toBeUndefined();
    expect(aerial.situation.attacker.inWater).toBeUndefined();
    const bridge = onlyFight([defender('spears', 12, 11, 'north'), attacker('blades', 12, 12, 'south')], 'river-crossing');
    expect(bridge.situation.defender.riverbank).toBeUndefined();
    expect(bridge.situation.attacker).toMatchObject({ going: 'good' });
  });

  it('lurkers in water take 2 off their enemy; out of it they do not', () => {
    const wet = onlyFight([defender('blades', 5, 11, 'north'), attacker('lurkers', 5, 12, 'south')], 'river-crossing');
    const outcome = prepareCombat(context.rules, wet.situation).fight(1, 1);
    expect(outcome.defender.factors).toContainEqual({ id: 'fighting-water-lurkers', add: -2 });
    expect(outcome.attacker.factors).toEqual([]);
    const dry = onlyFight([defender('blades', 5, 10, 'north'), attacker('lurkers', 5, 11, 'south')], 'river-crossing');
    expect(prepareCombat(context.rules, dry.situation).fight(1, 1).defender.factors).toEqual([]);
  });

  it('reads the marsh: bad going, not woods', () => {
    // open-field: a marsh from x 16 to 18, y 15 to 17.
    const fight = onlyFight([defender('spears', 16, 14, 'north'), attacker('blades', 16, 15, 'south')]);
    expect(fight.situation.attacker).toMatchObject({ inWoods: false, going: 'bad' });
  });
});

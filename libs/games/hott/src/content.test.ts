import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { compileCombat } from './rules.js';
import { resolveCombat } from './resolve.js';

// The figures of the troop page that goes with the crib sheet (seeds/hott.md), written out again here so that a
// slip in content/hott fails a test. A designer loading another variant changes both.
const PAGE: Record<string, { foot: number; others: number; move?: [number, number | undefined, number]; ap: number; class: string }> = {
  god: { foot: 6, others: 6, move: [1200, 1200, 1200], ap: 4, class: 'aerial' },
  dragon: { foot: 6, others: 6, move: [1200, 1200, 1200], ap: 4, class: 'aerial' },
  paladin: { foot: 6, others: 6, move: [500, 200, 400], ap: 4, class: 'mounted' },
  stronghold: { foot: 6, others: 6, ap: 0, class: 'foot' },
  hero: { foot: 5, others: 5, move: [500, 200, 400], ap: 4, class: 'mounted' },
  'aerial-hero': { foot: 5, others: 5, move: [1200, 1200, 1200], ap: 6, class: 'aerial' },
  blades: { foot: 5, others: 3, move: [200, 200, 400], ap: 2, class: 'foot' },
  airboat: { foot: 5, others: 3, move: [500, 500, 500], ap: 3, class: 'aerial' },
  sneakers: { foot: 5, others: 3, move: [300, 300, 400], ap: 3, class: 'foot' },
  behemoth: { foot: 4, others: 5, move: [300, 200, 400], ap: 4, class: 'mounted' },
  spears: { foot: 4, others: 4, move: [200, 200, 400], ap: 2, class: 'foot' },
  magician: { foot: 4, others: 4, move: [500, 200, 400], ap: 4, class: 'foot' },
  cleric: { foot: 4, others: 4, move: [200, 200, 400], ap: 3, class: 'foot' },
  artillery: { foot: 4, others: 4, move: [200, undefined, 300], ap: 3, class: 'foot' },
  knights: { foot: 3, others: 4, move: [300, 200, 400], ap: 2, class: 'mounted' },
  beasts: { foot: 3, others: 4, move: [400, 400, 400], ap: 2, class: 'mounted' },
  pikes: { foot: 3, others: 4, move: [200, 200, 400], ap: 2, class: 'foot' },
  shooters: { foot: 3, others: 4, move: [200, 200, 400], ap: 2, class: 'foot' },
  riders: { foot: 3, others: 3, move: [400, 200, 400], ap: 2, class: 'mounted' },
  warband: { foot: 3, others: 3, move: [300, 300, 400], ap: 2, class: 'foot' },
  flyers: { foot: 2, others: 2, move: [1200, 1200, 1200], ap: 2, class: 'aerial' },
  hordes: { foot: 2, others: 2, move: [200, 200, 400], ap: 1, class: 'foot' },
  raiders: { foot: 2, others: 2, move: [500, 200, 400], ap: 2, class: 'mounted' },
  skirmishers: { foot: 2, others: 2, move: [300, 300, 400], ap: 2, class: 'foot' },
  lurkers: { foot: 2, others: 2, move: [200, 200, 400], ap: 1, class: 'foot' },
};

describe('troop-types.yaml carries the troop page', () => {
  it('every type, with its class, factors, moves in paces and army points', () => {
    const types = content.troopTypes.types.map((t) => [
      t.id,
      {
        foot: t.factor.foot,
        others: t.factor.others,
        ...(t.movement ? { move: [t.movement.good, t.movement.bad, t.movement.road] } : {}),
        ap: t.ap,
        class: t.class,
      },
    ]);
    expect(Object.fromEntries(types)).toEqual(PAGE);
  });

  it('shooting ranges: shooters 200 paces, artillery 500; a magician casts to 600', () => {
    const byId = new Map(content.troopTypes.types.map((t) => [t.id, t]));
    expect([byId.get('shooters')?.range, byId.get('artillery')?.range, byId.get('magician')?.spellRange]).toEqual([200, 500, 600]);
  });
});

describe('rules.yaml and recoil.yaml carry the crib sheet', () => {
  it("the battle's numbers: set-up, PIPs, command range, wading, spells, flight, army size", () => {
    const { setUp, pips, turn, commandRange, movement, spells, shooting, army } = content.rules;
    expect(setUp).toMatchObject({ terrainBy: 'defender', strongholdBy: 'defender', edges: 4, firstTurn: 'defender' });
    expect(setUp.deployment).toEqual({ order: ['defender', 'attacker'], defenderWithin: 600, attackerWithin: 600, intoWater: false });
    expect(pips).toEqual({ count: 1, sides: 6 });
    expect(turn.map((p) => [p.id, p.pips])).toEqual([
      ['movement', 1],
      ['spells', 1],
      ['shooting', 0],
      ['combat', 0],
    ]);
    expect(commandRange).toEqual({ paces: 1200, outOfSightPaces: 600, outsideCostTimes: 2 });
    expect(movement.wadingPaces).toBe(100);
    expect(spells).toEqual({
      notAfterMoving: true,
      ensorcelledRecoveryPips: 6,
      nearClericOrPaladinPaces: 600,
      nearClericOrPaladinTypes: ['cleric', 'paladin'],
      nearOwnStrongholdPaces: 600,
    });
    expect(shooting).toEqual({ bothSidesEachBound: true, noShootingAfterMoving: ['artillery'], blockedView: true });
    expect(army.points).toBe(24);
    expect(content.recoil.recoil).toEqual({ baseDepths: 1, turns: false });
    expect(content.recoil.flee).toEqual({ recoilsFirst: true, turns: true, paces: 600, steers: true });
  });
});

describe('the bad-going factor', () => {
  const rules = compileCombat(content);
  // The crib sheet's exceptions to the -2 in bad going.
  const EXEMPT = ['shooters', 'warband', 'skirmishers', 'beasts', 'lurkers'];

  it('takes 2 from every type standing in bad going except shooters, warband, skirmishers, beasts and lurkers', () => {
    for (const { id } of content.troopTypes.types) {
      // Blades in good going: nothing of the rule's second half (mounted or aerial against an enemy in bad going).
      const fought = resolveCombat(rules, { attacker: { type: 'blades' }, defender: { type: id, going: 'bad' } }, [3, 3]);
      const badGoing = fought.defender.factors.filter((f) => f.id === 'bad-going');
      expect({ id, badGoing }).toEqual({ id, badGoing: EXEMPT.includes(id) ? [] : [{ id: 'bad-going', add: -2 }] });
    }
  });
});

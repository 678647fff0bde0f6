import { describe, expect, it } from 'vitest';
import type { Army, HottContent } from '../content.js';
import { content } from '../content.testing.js';
import { contextOf, troopType } from './context.js';
import { deploy, DeploymentError } from './deploy.js';
import { turnedTable } from './edge-roll.js';
import type { BattleElement } from './state.js';
import { goingAt, tableOf, terrainAt, type Table } from './table.js';

const context = contextOf(content);
const within = content.rules.setUp.deployment;
const squares = (paces: number) => paces / content.rules.table.squarePaces;

const army = (id: string, lines: Army['elements']): Army => ({ id, name: id, elements: lines }) as Army;

/** Open Field with its terrain cleared and its width changed, for layouts the sample fields never make. */
function plainTable(width: number, terrain: { x: number; y: number; kind: string }[] = []): Table {
  const field = tableOf(content, 'open-field');
  const table: Table = {
    ...field,
    width,
    terrain: new Array(width * field.depth).fill(null),
    stronghold: { x: Math.floor(width / 2), y: 0 },
  };
  for (const t of terrain) table.terrain[t.y * width + t.x] = t.kind;
  return table;
}

const at = (elements: BattleElement[], x: number, y: number) => elements.find((e) => e.square.x === x && e.square.y === y);

describe('deploy', () => {
  const armies = Object.values(content.armies);
  for (const battlefield of Object.keys(content.battlefields)) {
    for (const defender of armies) {
      for (const attacker of armies) {
        it(`${defender.id} defends against ${attacker.id} on ${battlefield}`, () => {
          const table = tableOf(content, battlefield);
          const elements = deploy(context, table, [defender, attacker]);
          const count = (a: Army) => a.elements.reduce((n, line) => n + line.count, 0);
          expect(elements).toHaveLength(count(defender) + 1 + count(attacker));
          expect(elements.map((e) => e.id)).toEqual(elements.map((_, i) => i));
          const stronghold = elements[count(defender)]!;
          expect(stronghold).toMatchObject({ side: 0, type: 'stronghold', stronghold: true, square: table.stronghold, general: false });
          const sides = [elements.filter((e) => e.side === 0 && e !== stronghold), elements.filter((e) => e.side === 1)];
          expect(sides.map((s) => s.map((e) => e.type))).toEqual(
            [defender, attacker].map((a) => a.elements.flatMap((line) => Array<string>(line.count).fill(line.type))),
          );
          expect(sides.map((s) => s.filter((e) => e.general).length)).toEqual([1, 1]);
          for (const e of sides[0]!) {
            expect(e.facing).toBe('north');
            expect(e.square.y).toBeLessThan(squares(within.defenderWithin));
          }
          for (const e of sides[1]!) {
            expect(e.facing).toBe('south');
            expect(e.square.y).toBeGreaterThanOrEqual(table.depth - squares(within.attackerWithin));
          }
          expect(new Set(elements.map((e) => `${e.square.x},${e.square.y}`)).size).toBe(elements.length);
          for (const e of elements) {
            const movement = troopType(context, e.type).movement;
            if (movement) expect(movement[goingAt(content.rules, table, e.square)]).toBeDefined();
            expect(e).toMatchObject({ status: 'in-play', moved: false, charged: false, recoveryPips: 0 });
          }
        });
      }
    }
  }

  it('lines each army up centred on its zone\u2019s row nearest the enemy, in list order from its own left flank', () => {
    const host = content.armies['feudal-host']!;
    const elements = deploy(context, tableOf(content, 'open-field'), [host, host]);
    const defenders = elements.slice(0, 11);
    const attackers = elements.slice(12);
    // 11 elements on 24 squares: x 6 to 16.
    expect(defenders.map((e) => e.square)).toEqual(Array.from({ length: 11 }, (_, i) => ({ x: 6 + i, y: 5 })));
    expect(attackers.map((e) => e.square)).toEqual(Array.from({ length: 11 }, (_, i) => ({ x: 16 - i, y: 18 })));
    expect(defenders[0]).toMatchObject({ type: 'paladin', general: true });
    expect(attackers[0]).toMatchObject({ type: 'paladin', general: true });
  });

  it('a line wider than the table goes on in the next row back, centred', () => {
    const horde = army('horde', [{ type: 'hordes', count: 11 }]);
    const elements = deploy(context, plainTable(8), [horde, horde]);
    const front = elements.slice(0, 11).filter((e) => e.square.y === 5);
    const back = elements.slice(0, 11).filter((e) => e.square.y === 4);
    expect(front.map((e) => e.square.x)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(back.map((e) => e.square.x)).toEqual([2, 3, 4]);
  });

  it('skips a square whose going the type may not enter, sending the line\u2019s last element back a row', () => {
    const guns = army('guns', [
      { type: 'artillery', count: 2 },
      { type: 'spears', count: 1 },
    ]);
    const spears = army('spears', [{ type: 'spears', count: 1 }]);
    // Three elements on 8 squares stand on x 2-4; a wood on x 3 of the front row.
    const elements = deploy(context, plainTable(8, [{ x: 3, y: 5, kind: 'woods' }]), [guns, spears]);
    expect(at(elements, 2, 5)).toMatchObject({ type: 'artillery' });
    expect(at(elements, 3, 5)).toBeUndefined();
    expect(at(elements, 4, 5)).toMatchObject({ type: 'artillery' });
    expect(at(elements, 3, 4)).toMatchObject({ type: 'spears' });
  });

  it('a type that may enter bad going stands in it', () => {
    const spears = army('spears', [{ type: 'spears', count: 3 }]);
    const elements = deploy(context, plainTable(8, [{ x: 3, y: 5, kind: 'woods' }]), [spears, spears]);
    expect(at(elements, 3, 5)).toMatchObject({ type: 'spears', side: 0 });
  });

  it('sets no one up in water: the line goes on beside the river square; a type that flies over water stands on it (D84)', () => {
    const river = [{ x: 3, y: 5, kind: 'river' }];
    const spears = army('spears', [{ type: 'spears', count: 3 }]);
    const walking = deploy(context, plainTable(8, river), [spears, spears]);
    expect(at(walking, 3, 5)).toBeUndefined();
    expect(walking.slice(0, 3).map((e) => [e.square.x, e.square.y])).toEqual([
      [2, 5],
      [4, 5],
      [3, 4],
    ]);
    const flyers = army('flyers', [{ type: 'flyers', count: 3 }]);
    expect(at(deploy(context, plainTable(8, river), [flyers, spears]), 3, 5)).toMatchObject({ type: 'flyers', side: 0 });
  });

  const rules = content.rules;
  const wet: HottContent = {
    ...content,
    rules: { ...rules, setUp: { ...rules.setUp, deployment: { ...rules.setUp.deployment, intoWater: true } } },
  };

  it('rules.yaml setUp.deployment.intoWater lets any type that may enter its going be set up in water', () => {
    const spears = army('spears', [{ type: 'spears', count: 3 }]);
    expect(at(deploy(contextOf(wet), plainTable(8, [{ x: 3, y: 5, kind: 'river' }]), [spears, spears]), 3, 5)).toMatchObject({
      type: 'spears',
    });
  });

  it('on River Crossing turned so the river runs through both zones, no one walking stands in it', () => {
    const table = turnedTable(tableOf(content, 'river-crossing'), 2);
    const armies: [Army, Army] = [content.armies['feudal-host']!, content.armies['goblin-horde']!];
    // The stronghold stands where the battlefield puts it (D83), water or not.
    const inWater = (elements: BattleElement[]) =>
      elements.filter((e) => !e.stronghold && terrainAt(rules, table, e.square)?.water === true);
    // Allowed into water, the lines stand in the river where it crosses them; by the rule they step round it.
    expect(inWater(deploy(contextOf(wet), table, armies)).length).toBeGreaterThan(0);
    const elements = deploy(context, table, armies);
    expect(inWater(elements)).toEqual([]);
    expect(elements).toHaveLength(armies.reduce((n, a) => n + a.elements.reduce((m, line) => m + line.count, 0), 1));
  });

  it('leaves the stronghold\u2019s square free, sending the line\u2019s last element back a row', () => {
    const table = { ...plainTable(8), stronghold: { x: 4, y: 1 } };
    // Four full rows of 8, then 5 on row 1 (x 1-5, the stronghold on x 4) and the one left over on row 0.
    const horde = army('horde', [{ type: 'hordes', count: 8 * 4 + 5 }]);
    const elements = deploy(context, table, [horde, army('one', [{ type: 'spears', count: 1 }])]);
    expect(elements.filter((e) => e.square.x === 4 && e.square.y === 1).map((e) => e.type)).toEqual(['stronghold']);
    expect(elements.filter((e) => e.square.y === 1 && e.type === 'hordes').map((e) => e.square.x)).toEqual([1, 2, 3, 5]);
    expect(elements.filter((e) => e.square.y === 0).map((e) => e.square.x)).toEqual([3]);
  });

  it('refuses, naming the army and its zone, an army that does not fit', () => {
    const horde = army('great-horde', [{ type: 'hordes', count: 8 * 6 + 1 }]);
    const one = army('one', [{ type: 'spears', count: 1 }]);
    expect(() => deploy(context, plainTable(8), [one, horde])).toThrow(DeploymentError);
    expect(() => deploy(context, plainTable(8), [one, horde])).toThrow(
      "army 'great-horde' (attacker) does not fit its deployment zone on battlefield 'open-field': 1 of its elements are left over after 6 rows (rules.yaml setUp.deployment.attackerWithin is 600 paces)",
    );
  });

  it('refuses a table whose deployment zones would overlap, naming its depth and the zones', () => {
    const one = army('one', [{ type: 'spears', count: 1 }]);
    const zones = squares(within.defenderWithin) + squares(within.attackerWithin);
    const shallow: Table = { ...plainTable(8), depth: zones - 1 };
    expect(() => deploy(context, shallow, [one, one])).toThrow(DeploymentError);
    expect(() => deploy(context, shallow, [one, one])).toThrow(/would overlap$/);
    expect(() => deploy(context, { ...shallow, depth: zones }, [one, one])).not.toThrow();
  });
});

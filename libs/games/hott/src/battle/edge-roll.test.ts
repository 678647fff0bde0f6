import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { setUpBattle } from './battle.js';
import { edgeOfRoll, turnedTable } from './edge-roll.js';
import { BattlefieldError, terrainAt, type Table } from './table.js';

/** A 3 x 2 table with one piece of woods in the corner at (2, 0) (east, on the defender's edge). */
const small: Table = {
  battlefield: 'small',
  width: 3,
  depth: 2,
  squarePaces: 100,
  terrain: [null, null, 'woods', null, null, null],
  stronghold: { x: 0, y: 0 },
};
const woodsAt = (table: Table) => {
  const i = table.terrain.indexOf('woods');
  return { x: i % table.width, y: Math.floor(i / table.width) };
};
const options = { armies: ['feudal-host', 'goblin-horde'] as [string, string], battlefield: 'low-hills', boundLimit: null };

describe('the attacker’s edge', () => {
  it('takes the edge rolled, a roll above the last edge taking the last (rules.yaml setUp.edges)', () => {
    const last = content.rules.setUp.edges;
    expect([1, 2, last, last + 1, content.rules.setUp.edgeDie].map((roll) => edgeOfRoll(content, roll))).toEqual([1, 2, last, last, last]);
  });

  it('turns the terrain so the edge taken is to the north: edge 1 as drawn, then east, the near edge, west', () => {
    expect(turnedTable(small, 1)).toEqual(small);
    // Edge 2 (east) to the north: the table turns a quarter left, (x, y) going to (depth - 1 - y, x).
    const east = turnedTable(small, 2);
    expect([east.width, east.depth, woodsAt(east)]).toEqual([2, 3, { x: 1, y: 2 }]);
    const near = turnedTable(small, 3);
    expect([near.width, near.depth, woodsAt(near)]).toEqual([3, 2, { x: 0, y: 1 }]);
    const west = turnedTable(small, 4);
    expect([west.width, west.depth, woodsAt(west)]).toEqual([2, 3, { x: 0, y: 0 }]);
  });

  it("leaves the stronghold where the file puts it from the defender's edge, and refuses a turn that puts it off the table", () => {
    expect(turnedTable(small, 3).stronghold).toEqual({ x: 0, y: 0 });
    const far = { ...small, stronghold: { x: 2, y: 0 } };
    expect(() => turnedTable(far, 2)).toThrow(BattlefieldError);
    expect(() => turnedTable(far, 2)).toThrow("battlefield 'small': with the attacker on edge 2 the stronghold stands off the table");
    expect(() => turnedTable(small, 5)).toThrow('edge 5: a table');
  });

  it('sets a battle up on the edge the options name, else on the edge the seed rolls, and keeps it in the state', () => {
    const named = setUpBattle(content, { ...options, attackerEdge: 3 }, 1);
    expect(named.attackerEdge).toBe(3);
    expect(named.table).toEqual(turnedTable(setUpBattle(content, { ...options, attackerEdge: 1 }, 1).table, 3));
    // Over many seeds every edge comes up, the last one most (it takes the die's higher faces too).
    const taken = Array.from({ length: 60 }, (_, seed) => setUpBattle(content, options, seed).attackerEdge!);
    const counts = [1, 2, 3, 4].map((edge) => taken.filter((e) => e === edge).length);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(Math.max(...counts)).toBe(counts[3]);
    // The hill of Low Hills stands where the turned table puts it.
    const turned = setUpBattle(content, { ...options, attackerEdge: 2 }, 1);
    expect(terrainAt(content.rules, turned.table, { x: 24 - 1 - 4, y: 9 })?.id).toBe('hill');
  });
});

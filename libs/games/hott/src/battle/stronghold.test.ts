import { describe, expect, it } from 'vitest';
import type { HottContent } from '../content.js';
import { content } from '../content.testing.js';
import { setUpBattle, setUpProblem, type BattleOptions } from './battle.js';
import { contextOf } from './context.js';
import { DeploymentError } from './deploy.js';
import { turnedTable } from './edge-roll.js';
import { placedStronghold } from './stronghold.js';
import { squaresIn, tableOf, terrainAt, type Table } from './table.js';

const context = contextOf(content);
const zoneRows = squaresIn(tableOf(content, 'open-field'), content.rules.setUp.deployment.defenderWithin);
const options = (battlefield: string, attackerEdge: number): BattleOptions => ({
  armies: ['feudal-host', 'goblin-horde'],
  battlefield,
  boundLimit: null,
  attackerEdge,
});

/** Open Field cleared to a `width` x `depth` table with river squares at `river`, the stronghold at `stronghold`. */
function riverTable(width: number, depth: number, river: [number, number][], stronghold: [number, number]): Table {
  const terrain: (string | null)[] = new Array(width * depth).fill(null);
  for (const [x, y] of river) terrain[y * width + x] = 'river';
  return { ...tableOf(content, 'open-field'), width, depth, terrain, stronghold: { x: stronghold[0], y: stronghold[1] } };
}

describe("the defender's stronghold", () => {
  // Where the set-up builds it on every sample battlefield and edge: the file's square (11, 1) or (12, 0), except on
  // River Crossing turned to edge 2, where the river runs down x = 11 and the stronghold steps to the dry square
  // beside it nearer the middle of the table.
  const expected: Record<string, [number, number][]> = {
    'low-hills': [
      [11, 1],
      [11, 1],
      [11, 1],
      [11, 1],
    ],
    'open-field': [
      [12, 0],
      [12, 0],
      [12, 0],
      [12, 0],
    ],
    'river-crossing': [
      [11, 1],
      [12, 1],
      [11, 1],
      [11, 1],
    ],
  };
  it('covers every sample battlefield', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(content.battlefields).sort());
  });
  for (const battlefield of Object.keys(content.battlefields)) {
    for (const edge of [1, 2, 3, 4]) {
      it(`stands on dry ground in the defender's zone on ${battlefield} with the attacker on edge ${edge}`, () => {
        const state = setUpBattle(content, options(battlefield, edge), 1);
        const strongholds = state.elements.filter((e) => e.stronghold);
        expect(strongholds).toHaveLength(1);
        const square = strongholds[0]!.square;
        expect(square).toEqual(state.table.stronghold);
        expect([square.x, square.y]).toEqual(expected[battlefield]![edge - 1]);
        expect(terrainAt(content.rules, state.table, square)?.water).not.toBe(true);
        expect(square.y).toBeLessThan(zoneRows);
        expect(setUpProblem(content, options(battlefield, edge))).toBeUndefined();
      });
    }
  }

  it('on River Crossing turned to edge 2 the file’s square is river, so it moves one square off it', () => {
    const turned = turnedTable(tableOf(content, 'river-crossing'), 2);
    expect(terrainAt(content.rules, turned, turned.stronghold)?.id).toBe('river');
    expect(placedStronghold(context, turned).stronghold).toEqual({ x: 12, y: 1 });
  });

  it('keeps a dry square as it is, whatever the terrain', () => {
    const table = riverTable(5, 8, [[1, 0]], [2, 0]);
    expect(placedStronghold(context, table)).toBe(table);
  });

  it('goes to the nearest dry square in a straight line; a tie to the defender’s edge, then the middle, then the left', () => {
    // (2, 1) in a river with (1, 1), (3, 1), (2, 2) dry: (2, 2) is as near but farther from the defender's edge,
    // and (3, 1) is no nearer the middle (2) than (1, 1), so the defender's left wins.
    expect(
      placedStronghold(
        context,
        riverTable(
          5,
          8,
          [
            [2, 1],
            [2, 0],
          ],
          [2, 1],
        ),
      ).stronghold,
    ).toEqual({ x: 1, y: 1 });
    // Off the middle: of (0, 1) and (2, 1), (2, 1) is nearer the middle of a 5-square table.
    expect(
      placedStronghold(
        context,
        riverTable(
          5,
          8,
          [
            [1, 1],
            [1, 0],
          ],
          [1, 1],
        ),
      ).stronghold,
    ).toEqual({ x: 2, y: 1 });
    // The whole cross around (2, 1) is water: the four diagonals (1.41 away) beat (0, 1) and (2, 3), 2 away, and of
    // them (1, 0) and (3, 0) are on the defender's edge, equally off the middle, so the left one wins.
    const cross: [number, number][] = [
      [2, 1],
      [1, 1],
      [3, 1],
      [2, 0],
      [2, 2],
    ];
    expect(placedStronghold(context, riverTable(5, 8, cross, [2, 1])).stronghold).toEqual({ x: 1, y: 0 });
  });

  it('never leaves the defender’s zone, and refuses a zone of water with the battlefield named', () => {
    const zone = Array.from({ length: 5 * zoneRows }, (_, i): [number, number] => [i % 5, Math.floor(i / 5)]);
    const flooded = riverTable(5, 2 * zoneRows + 2, zone, [2, 0]);
    expect(() => placedStronghold(context, flooded)).toThrow(DeploymentError);
    expect(() => placedStronghold(context, flooded)).toThrow(
      `the defender's stronghold has no square to stand on in its deployment zone on battlefield 'open-field'`,
    );
  });

  it('a battlefield whose defender’s zone is all water is refused before a battle is played, naming the edge', () => {
    const field = content.battlefields['open-field']!;
    const rows = zoneRows * content.rules.table.squarePaces;
    const flooded = (y: number): HottContent =>
      ({
        ...content,
        battlefields: {
          ...content.battlefields,
          'open-field': { ...field, terrain: [{ kind: 'river', x: 0, y, width: field.width, depth: rows }] },
        },
      }) as HottContent;
    // A river over the defender's zone as drawn: refused on edge 1; turned to edge 2 it runs down one flank instead.
    const near = flooded(0);
    expect(setUpProblem(near, options('open-field', 1))).toMatch(/^the defender's stronghold has no square to stand on/);
    expect(setUpProblem(near, options('open-field', 2))).toBeUndefined();
    expect(() => setUpBattle(near, options('open-field', 1), 1)).toThrow(DeploymentError);
    // A river over the attacker's zone as drawn fills the defender's with the attacker on edge 3.
    expect(setUpProblem(flooded(field.depth - rows), options('open-field', 3))).toMatch(
      /^with the attacker on edge 3, the defender's stronghold has no square to stand on/,
    );
  });
});

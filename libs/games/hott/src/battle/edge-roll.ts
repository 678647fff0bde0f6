/**
 * The attacker's edge (the crib sheet's set-up): the defender lays out the terrain, then the attacker numbers the
 * table's edges and rolls for its own; the defender's edge is the one opposite. A battlefield file draws the table
 * with edge 1 as the attacker's (the far edge, north) and the others numbered clockwise from it (2 east, 3 the
 * defender's near edge, 4 west). The battle is always played with the attacker's edge to the north, so the
 * terrain is turned to bring the edge taken there. The defender places its stronghold after the roll: the file's
 * stronghold keeps its place counted from the defender's edge (seeds/hott.md D24), moved off water by stronghold.ts (D85).
 */
import type { HottContent } from '../content.js';
import { BattlefieldError, DIRECTIONS, onTable, type Table } from './table.js';

/** The edge a roll of the die gives (rules.yaml `setUp.edges`: a roll above the last edge takes the last). */
export const edgeOfRoll = (content: HottContent, roll: number) => Math.min(roll, content.rules.setUp.edges);

/** The table with its terrain turned so that the file's edge `edge` (1 to 4, see above) is the attacker's, to the north. */
export function turnedTable(table: Table, edge: number): Table {
  if (!Number.isInteger(edge) || edge < 1 || edge > DIRECTIONS.length)
    throw new BattlefieldError(`edge ${edge}: a table's edges are numbered 1 to ${DIRECTIONS.length}`);
  let turned = table;
  // Each quarter turn to the left brings the next edge clockwise (east) round to the north.
  for (let turn = 1; turn < edge; turn++) turned = quarterTurnLeft(turned);
  if (!onTable(turned, table.stronghold))
    throw new BattlefieldError(`battlefield '${table.battlefield}': with the attacker on edge ${edge} the stronghold stands off the table`);
  return { ...turned, stronghold: table.stronghold };
}

/** The table turned a quarter to the left: its east edge becomes its north edge, (x, y) going to (depth - 1 - y, x). */
function quarterTurnLeft(table: Table): Table {
  const width = table.depth;
  const depth = table.width;
  const terrain: (string | null)[] = new Array(width * depth).fill(null);
  for (let y = 0; y < table.depth; y++)
    for (let x = 0; x < table.width; x++) terrain[x * width + (table.depth - 1 - y)] = table.terrain[y * table.width + x]!;
  return { ...table, width, depth, terrain };
}

/**
 * Where the defender builds its stronghold (seeds/hott.md D85). The battlefield file gives its square, kept counted
 * from the defender's edge whichever edge the attacker takes (D24); a turned table can bring water there (River
 * Crossing with the attacker on edge 2), and no defender builds in a river, so the stronghold then goes to the
 * nearest square of the defender's zone it may stand on.
 */
import { troopType, type BattleContext } from './context.js';
import { DeploymentError } from './deploy.js';
import { allowanceOver } from './movement.js';
import { goingAt, squaresIn, terrainAt, type Square, type Table } from './table.js';

/**
 * Whether the stronghold may stand on `square`: never in water (rules.yaml `setUp.deployment.intoWater` is about
 * elements deploying, not a place being built), and only in going its type has a figure for, should it have any.
 */
export function strongholdMayStand(context: BattleContext, table: Table, square: Square): boolean {
  const rules = context.content.rules;
  if (terrainAt(rules, table, square)?.water === true) return false;
  const movement = troopType(context, rules.setUp.strongholdType).movement;
  return !movement || allowanceOver(movement, [goingAt(rules, table, square)]) !== undefined;
}

/**
 * `table` with its stronghold where the defender builds it: the file's square when it may stand there, else the
 * nearest square of the defender's zone (rules.yaml `setUp.deployment.defenderWithin`) it may stand on, nearest
 * counted centre to centre in a straight line; ties go to the square nearer the defender's edge, then nearer the
 * middle of the table across, then the one on the defender's left. Throws `DeploymentError` when the zone has none.
 */
export function placedStronghold(context: BattleContext, table: Table): Table {
  const wanted = table.stronghold;
  if (strongholdMayStand(context, table, wanted)) return table;
  const rows = Math.min(squaresIn(table, context.content.rules.setUp.deployment.defenderWithin), table.depth);
  const middle = (table.width - 1) / 2;
  const distance = (sq: Square) => (sq.x - wanted.x) ** 2 + (sq.y - wanted.y) ** 2;
  const zone = Array.from({ length: rows * table.width }, (_, i) => ({ x: i % table.width, y: Math.floor(i / table.width) }));
  const free = zone
    .filter((sq) => strongholdMayStand(context, table, sq))
    .sort((a, b) => distance(a) - distance(b) || a.y - b.y || Math.abs(a.x - middle) - Math.abs(b.x - middle) || a.x - b.x);
  const square = free[0];
  if (!square)
    throw new DeploymentError(
      `the defender's stronghold has no square to stand on in its deployment zone on battlefield '${table.battlefield}': ` +
        `square ${wanted.x},${wanted.y} and every other within ${rows} rows of its edge is water or going it may not stand in`,
    );
  return { ...table, stronghold: square };
}

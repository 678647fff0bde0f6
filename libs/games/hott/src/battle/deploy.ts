/**
 * Deployment: the defender's stronghold where the battlefield puts it, then each army in one line across the
 * table, facing the enemy edge, on the row of its deployment zone nearest the enemy (rules.yaml
 * `setUp.deployment`). The crib sheet leaves where each element goes to the players; this is one plain layout.
 */
import type { Army } from '../content.js';
import { troopType, type BattleContext } from './context.js';
import { allowanceOver } from './movement.js';
import { ATTACKER, DEFENDER, type BattleElement, type Seat } from './state.js';
import { behindOf, goingAt, rightOf, squaresIn, step, terrainAt, type Direction, type Square, type Table } from './table.js';
import { passesOverWater } from './water.js';

/** Each side's facing at deployment, by seat: towards the enemy edge (north is towards the attacker's). */
const FACING: readonly [Direction, Direction] = ['north', 'south'];

/** An army list that does not fit its deployment zone. */
export class DeploymentError extends Error {}

const key = (square: Square) => `${square.x},${square.y}`;

/** An element as it starts the battle: in play, not moved, its id given once all are placed. */
function fresh(side: Seat, type: string, general: boolean, square: Square, facing: Direction): BattleElement {
  return { id: 0, side, type, general, square, facing, status: 'in-play', moved: false, charged: false, recoveryPips: 0 };
}

/**
 * Every element of both armies where it starts, ids in order: the defender's (side 0), its stronghold, then the
 * attacker's (side 1). Throws `DeploymentError` when an army does not fit its zone.
 */
export function deploy(context: BattleContext, table: Table, armies: [Army, Army]): BattleElement[] {
  const held = new Set<string>([key(table.stronghold)]);
  const { defenderWithin, attackerWithin } = context.content.rules.setUp.deployment;
  // Zones that meet would set each army up behind the other's line.
  if (squaresIn(table, defenderWithin) + squaresIn(table, attackerWithin) > table.depth)
    throw new DeploymentError(
      `battlefield '${table.battlefield}' is ${table.depth * table.squarePaces} paces deep from the defender's edge to the attacker's, ` +
        `so the deployment zones (rules.yaml setUp.deployment: ${defenderWithin} and ${attackerWithin} paces) would overlap`,
    );
  const defenders = deployArmy(context, table, armies[0], DEFENDER, defenderWithin, held);
  const stronghold: BattleElement = {
    ...fresh(DEFENDER, context.content.rules.setUp.strongholdType, false, table.stronghold, FACING[DEFENDER]),
    stronghold: true,
  };
  const attackers = deployArmy(context, table, armies[1], ATTACKER, attackerWithin, held);
  const elements = [...defenders, stronghold, ...attackers];
  elements.forEach((e, i) => (e.id = i));
  return elements;
}

/**
 * One army in its zone: in its list's order from its left flank to its right, centred across the table on the
 * front row. A square that is held, whose going the type may not enter (no figure for it), or that is water (unless
 * rules.yaml `setUp.deployment.intoWater`, or the type passes over water) is left empty and the line goes on beside it; elements the row cannot hold (a line wider than the table, or squares so skipped)
 * form the next row back, centred too.
 */
function deployArmy(context: BattleContext, table: Table, army: Army, side: Seat, within: number, held: Set<string>) {
  const facing = FACING[side];
  const rows = Math.min(squaresIn(table, within), table.depth);
  const frontY = side === DEFENDER ? rows - 1 : table.depth - rows;
  const waiting = army.elements.flatMap((line) =>
    Array.from({ length: line.count }, () => ({ type: line.type, general: line.general === true })),
  );
  const placed: BattleElement[] = [];
  for (let row = 0; row < rows && waiting.length > 0; row++) {
    const y = step({ x: 0, y: frontY }, behindOf(facing), row).y;
    for (const square of rowSquares(table, y, Math.min(waiting.length, table.width), facing)) {
      const next = waiting[0]!;
      if (held.has(key(square)) || !mayStand(context, table, next.type, square)) continue;
      placed.push(fresh(side, next.type, next.general, square, facing));
      held.add(key(square));
      waiting.shift();
    }
  }
  // A row's centre may be closed in every row (a river running through the zone): what is left over takes the
  // zone's free squares, front row first, nearest its centre.
  const spare = zoneSquares(table, frontY, rows, facing);
  while (waiting.length > 0) {
    const next = waiting[0]!;
    const square = spare.find((sq) => !held.has(key(sq)) && mayStand(context, table, next.type, sq));
    if (!square) break;
    placed.push(fresh(side, next.type, next.general, square, facing));
    held.add(key(square));
    waiting.shift();
  }
  if (waiting.length > 0) {
    const role = side === DEFENDER ? 'defender' : 'attacker';
    throw new DeploymentError(
      `army '${army.id}' (${role}) does not fit its deployment zone on battlefield '${table.battlefield}': ` +
        `${waiting.length} of its elements are left over after ${rows} rows (rules.yaml setUp.deployment.${role}Within is ${within} paces)`,
    );
  }
  return placed;
}

/** `count` squares of row `y` centred across the table, listed from the left flank of a line facing `facing`. */
function rowSquares(table: Table, y: number, count: number, facing: Direction): Square[] {
  const first = Math.floor((table.width - count) / 2);
  const squares = Array.from({ length: count }, (_, i) => ({ x: first + i, y }));
  // Facing south, a line's right flank is towards smaller x, so its left flank comes first from the other end.
  return step({ x: 0, y: 0 }, rightOf(facing)).x < 0 ? squares.reverse() : squares;
}

/** Every square of a zone of `rows` rows behind `frontY`, front row first, each row from its centre out. */
function zoneSquares(table: Table, frontY: number, rows: number, facing: Direction): Square[] {
  const centre = (table.width - 1) / 2;
  const across = Array.from({ length: table.width }, (_, x) => x).sort((a, b) => Math.abs(a - centre) - Math.abs(b - centre) || a - b);
  return Array.from({ length: rows }, (_, row) => step({ x: 0, y: frontY }, behindOf(facing), row).y).flatMap((y) =>
    across.map((x) => ({ x, y })),
  );
}

/**
 * Whether a type may be set up on `square`: only in going it may move in (a type that never moves, anywhere), and
 * not in water unless the rules allow it or the type passes over water (seeds/hott.md D84).
 */
function mayStand(context: BattleContext, table: Table, type: string, square: Square): boolean {
  const rules = context.content.rules;
  const movement = troopType(context, type).movement;
  if (!movement) return true;
  const water = terrainAt(rules, table, square)?.water === true;
  if (water && rules.setUp.deployment.intoWater !== true && !passesOverWater(context, type)) return false;
  return allowanceOver(movement, [goingAt(rules, table, square)]) !== undefined;
}

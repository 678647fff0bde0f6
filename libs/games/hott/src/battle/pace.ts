/**
 * How far a move may go over the squares of its path (seeds/hott.md D35, D74, D76): each square's pace (the
 * type's figure for its going, the wading figure in water), the least of them along the path, and the type's road
 * figure for a path wholly along a road. Moves alone and in groups both walk their paths a square at a time here.
 */
import type { Rules } from '../content.js';
import { troopType, type BattleContext } from './context.js';
import type { Movement } from './movement.js';
import { passesOverWater } from './water.js';

/** A terrain kind of rules.yaml `terrain`. */
type TerrainKind = Rules['terrain'][number];

/** A troop type as it moves: its figures, and whether it wades water (its class is not in rules.yaml `movement.overWaterClasses`). */
export interface Mover {
  movement: Movement;
  wades: boolean;
}

/** How troop type `type` moves, or undefined when it never moves (the stronghold). */
export function moverOf(context: BattleContext, type: string): Mover | undefined {
  const { movement } = troopType(context, type);
  return movement && { movement, wades: !passesOverWater(context, type) };
}

/**
 * The paces `mover` may go over a square of terrain `kind` (undefined: open ground): its figure for the square's
 * going, and no more than rules.yaml `movement.wadingPaces` in water it wades (seeds/hott.md D74). Undefined where
 * it may not go (artillery in bad going).
 */
export function paceOn(rules: Rules, mover: Mover, kind: TerrainKind | undefined): number | undefined {
  const figure = mover.movement[kind?.going ?? 'good'];
  if (figure === undefined) return undefined;
  return kind?.water === true && mover.wades ? Math.min(figure, rules.movement.wadingPaces) : figure;
}

/** A path so far, as far as its length goes: the least pace over its squares (D35, D74) and whether every one is road (D76). */
export interface PathSoFar {
  least: number;
  road: boolean;
}

/**
 * `path` continued onto a square of terrain `kind`; with no path, the path's first square (where the mover
 * stands). Undefined where the mover may not go.
 */
export function pathOnto(rules: Rules, mover: Mover, path: PathSoFar | undefined, kind: TerrainKind | undefined): PathSoFar | undefined {
  const pace = paceOn(rules, mover, kind);
  if (pace === undefined) return undefined;
  const road = kind?.road === true;
  return path ? { least: Math.min(path.least, pace), road: path.road && road } : { least: pace, road };
}

/**
 * The paces a path allows: its least pace; along a road the whole way, the type's `road` figure when that goes
 * further (a road is good going as well, so a type whose road figure is below its good-going one keeps the latter, D76).
 */
export function allowanceOf(mover: Mover, path: PathSoFar): number {
  const road = mover.movement.road;
  return path.road && road !== undefined ? Math.max(road, path.least) : path.least;
}

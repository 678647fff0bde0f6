/**
 * Water on the table (terrain kinds with `water`, rules.yaml): who stands in it, who defends a riverbank, and
 * whether water lies between two elements. Fights read these facts; combat.yaml's factors give them their worth.
 */
import type { SideSituation } from '../situation.js';
import { troopType, type BattleContext } from './context.js';
import { squaresBetween } from './sight.js';
import type { BattleElement, BattleState } from './state.js';
import { terrainAt, type Square } from './table.js';

/** Whether `square` is water (a bridge or ford laid over a river is road, not water). */
export const isWater = (context: BattleContext, state: BattleState, square: Square) =>
  terrainAt(context.content.rules, state.table, square)?.water === true;

/** Whether troop type `type` passes over water rather than through it (rules.yaml `movement.overWaterClasses`: aerials fly above it, D77). */
export const passesOverWater = (context: BattleContext, type: string) =>
  context.content.rules.movement.overWaterClasses.includes(troopType(context, type).class);

/** Whether `element` stands in water: on a water square, and of a type that does not pass over it (seeds/hott.md D77). */
export const inWater = (context: BattleContext, state: BattleState, element: BattleElement) =>
  isWater(context, state, element.square) && !passesOverWater(context, element.type);

/** Whether `element` defends a riverbank against `foe`: it stands on land (not above water either) and `foe` in water (D78). */
export const defendsRiverbank = (context: BattleContext, state: BattleState, element: BattleElement, foe: BattleElement) =>
  !isWater(context, state, element.square) && inWater(context, state, foe);

/**
 * The water facts of `element`'s side of a fight (src/situation.ts): in water, and on a riverbank against `foe` in a
 * close combat. Only the facts that hold are given, since a situation leaves out what is false.
 */
export function waterFacts(
  context: BattleContext,
  state: BattleState,
  element: BattleElement,
  foe?: BattleElement,
): Pick<SideSituation, 'inWater' | 'riverbank'> {
  return {
    ...(inWater(context, state, element) ? { inWater: true } : {}),
    ...(foe && defendsRiverbank(context, state, element, foe) ? { riverbank: true } : {}),
  };
}

/**
 * Whether water lies between squares `a` and `b`: a water square on the straight line between their centres, the
 * line sight.ts draws for a view (the two end squares not counted, D79).
 */
export const waterBetween = (context: BattleContext, state: BattleState, a: Square, b: Square) =>
  squaresBetween(a, b).some((square) => isWater(context, state, square));

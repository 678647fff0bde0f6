/**
 * The spells phase: which spells the bound's side may cast, and the fight a cast is. What a cast costs in PIPs
 * is the battle's (command.ts); this module only lists casts and describes them for the resolver.
 */
import type { Situation } from '../situation.js';
import type { CastAction } from './actions.js';
import { troopType, type BattleContext } from './context.js';
import { elementSituation } from './element-situation.js';
import type { BattleElement, BattleState, Fight } from './state.js';
import { pacesBetween } from './table.js';
import { waterBetween } from './water.js';

/** Whether `element` may cast this bound: in play (not a frog), of a type with a spell range, and not moved when the rules forbid it (`spells.notAfterMoving`). */
export function canCast(context: BattleContext, element: BattleElement): boolean {
  if (element.status !== 'in-play' || troopType(context, element.type).spellRange === undefined) return false;
  return !(element.moved && context.content.rules.spells.notAfterMoving);
}

/**
 * Whether `caster` could bespell `target`: an enemy in play within its spell range. The crib sheet asks no line
 * of sight and no front arc for a spell, so neither is checked.
 */
export function canBespell(context: BattleContext, state: BattleState, caster: BattleElement, target: BattleElement): boolean {
  const range = troopType(context, caster.type).spellRange;
  if (range === undefined || target.side === caster.side || target.status !== 'in-play') return false;
  return pacesBetween(state.table, caster.square, target.square) <= range;
}

/** Every cast the bound's side may make: each caster that may cast, at each enemy it could bespell, in id order. */
export function castsOf(context: BattleContext, state: BattleState): CastAction[] {
  const casts: CastAction[] = [];
  for (const caster of state.elements) {
    if (caster.side !== state.side || !canCast(context, caster)) continue;
    for (const target of state.elements) {
      if (canBespell(context, state, caster, target)) casts.push({ type: 'cast', caster: caster.id, target: target.id });
    }
  }
  return casts;
}

/** Whether a friend of `element` (another element of its side, in play) of one of `types` stands within `paces` of it. */
const friendNear = (state: BattleState, element: BattleElement, types: readonly string[], paces: number) =>
  state.elements.some(
    (friend) =>
      friend !== element &&
      friend.side === element.side &&
      friend.status === 'in-play' &&
      types.includes(friend.type) &&
      pacesBetween(state.table, friend.square, element.square) <= paces,
  );

function elementById(state: BattleState, id: number, role: string): BattleElement {
  const element = state.elements[id];
  if (!element) throw new Error(`cast: no element ${id} (the ${role}) on the table`);
  return element;
}

/**
 * The fight a cast is (`kind: 'spell'`). The defender (the target) is near a cleric or paladin (rules.yaml
 * `spells.nearClericOrPaladinTypes`) of its own side within `spells.nearClericOrPaladinPaces`, and either element
 * near its own stronghold (in play, not captured) within `spells.nearOwnStrongholdPaces`; the target is across
 * water when water lies on the line between the two (water.ts `waterBetween`); combat.yaml decides which of these
 * count. Every other element of the caster's side that could cast at the same target this bound aids the spell
 * (the crib sheet counts elements aiding a spell without saying which; we take the magicians that could have cast
 * it themselves).
 */
export function spellSituation(context: BattleContext, state: BattleState, cast: CastAction): Fight {
  const caster = elementById(state, cast.caster, 'caster');
  const target = elementById(state, cast.target, 'target');
  const { nearClericOrPaladinPaces, nearClericOrPaladinTypes, nearOwnStrongholdPaces } = context.content.rules.spells;
  const nearOwnStronghold = (element: BattleElement) =>
    friendNear(state, element, [context.content.rules.setUp.strongholdType], nearOwnStrongholdPaces);
  const aiding = state.elements.filter(
    (other) => other !== caster && other.side === caster.side && canCast(context, other) && canBespell(context, state, other, target),
  ).length;
  const situation: Situation = {
    kind: 'spell',
    attacker: { ...elementSituation(context, state, caster), aiding, nearOwnStronghold: nearOwnStronghold(caster) },
    defender: {
      ...elementSituation(context, state, target),
      nearClericOrPaladin: friendNear(state, target, nearClericOrPaladinTypes, nearClericOrPaladinPaces),
      nearOwnStronghold: nearOwnStronghold(target),
      ...(waterBetween(context, state, caster.square, target.square) ? { acrossWater: true } : {}),
    },
  };
  return { attacker: caster.id, defender: target.id, situation };
}

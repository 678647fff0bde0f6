/**
 * A close combat on the table as the resolver reads it (src/situation.ts): for each element, the going and
 * terrain under it, the enemies against its flanks and rear or overlapping it, a second rank of its own type,
 * and what stands where it would recoil. The content's factors turn these facts into numbers.
 */
import type { SideSituation, Situation } from '../situation.js';
import { troopType, type BattleContext } from './context.js';
import { elementBehind } from './element-situation.js';
import { enemyAt, foeOf, frontTouches } from './front-contact.js';
import { elementAt, type BattleElement, type BattleState } from './state.js';
import { behindOf, directionTo, goingAt, leftOf, rightOf, step, terrainAt, type Direction } from './table.js';
import { waterFacts } from './water.js';

/** The situation of a close combat between `attacker` and `defender`, in front contact. */
export function fightSituation(context: BattleContext, state: BattleState, attacker: BattleElement, defender: BattleElement): Situation {
  return {
    kind: 'close',
    attacker: sideSituation(context, state, attacker, defender),
    defender: sideSituation(context, state, defender, attacker),
  };
}

/**
 * One element's side of the combat against `foe`: uphill on a hill against a foe off it, on a riverbank on land
 * against a foe in water (water.ts); `nearOwnStronghold` and the like only count in spells (combat.yaml).
 */
export function sideSituation(context: BattleContext, state: BattleState, element: BattleElement, foe: BattleElement): SideSituation {
  const { rules } = context.content;
  const here = terrainAt(rules, state.table, element.square);
  const there = terrainAt(rules, state.table, foe.square);
  const behind = elementBehind(state, element);
  const contactClasses = otherContacts(state, element, foe).map((enemy) => troopType(context, enemy.type).class);
  return {
    type: element.type,
    going: goingAt(rules, state.table, element.square),
    general: element.general,
    charged: element.charged,
    inWoods: here?.woods === true,
    uphill: here?.hill === true && there?.hill !== true,
    ...waterFacts(context, state, element, foe),
    ...flanksAndRear(state, element, foe),
    rearSupport: hasSecondRank(state, element),
    ...(contactClasses.length > 0 ? { contactClasses } : {}),
    ...(behind ? { behind } : {}),
  };
}

/**
 * The enemies against `element`'s flanks and rear while it fights `foe`, its edges counted from the side that
 * faces the foe (a stronghold has no front of its own). Each flank counts once (seeds/hott.md D21): an enemy
 * front touching it is a flank contact; else an enemy beside the foe, facing as the foe does and in front
 * contact with no one, overlaps it.
 */
export function flanksAndRear(state: BattleState, element: BattleElement, foe: BattleElement) {
  const front = directionTo(element.square, foe.square);
  if (front === null) throw new Error(`elements ${element.id} and ${foe.id} are not next to each other`);
  let flankContacts = 0;
  let overlaps = 0;
  for (const flank of [leftOf(front), rightOf(front)]) {
    if (touchedOn(state, element, flank)) flankContacts += 1;
    else if (overlappedOn(state, element, front, flank)) overlaps += 1;
  }
  const rearContacts = touchedOn(state, element, behindOf(front)) ? 1 : 0;
  return { flankContacts, rearContacts, overlaps };
}

/** The enemies in contact with `element` besides `foe`: each front edge touching one of its flanks or its rear. */
function otherContacts(state: BattleState, element: BattleElement, foe: BattleElement): BattleElement[] {
  const front = directionTo(element.square, foe.square);
  if (front === null) return [];
  const edges = [leftOf(front), rightOf(front), behindOf(front)];
  return edges
    .map((edge) => enemyAt(state, element, step(element.square, edge)))
    .filter((e): e is BattleElement => e !== undefined && frontTouches(e, element));
}

/** Whether an enemy's front edge touches `element`'s edge towards `edge`. */
function touchedOn(state: BattleState, element: BattleElement, edge: Direction): boolean {
  const enemy = enemyAt(state, element, step(element.square, edge));
  return enemy !== undefined && frontTouches(enemy, element);
}

/** Whether the enemy beside the foe on `flank`'s side faces as the foe does and fights no one itself. */
function overlappedOn(state: BattleState, element: BattleElement, front: Direction, flank: Direction): boolean {
  const enemy = enemyAt(state, element, step(step(element.square, front), flank));
  return enemy !== undefined && enemy.facing === behindOf(front) && foeOf(state, enemy) === undefined;
}

/** Whether a friendly element in play of the same type stands right behind `element`, facing the same way. */
function hasSecondRank(state: BattleState, element: BattleElement): boolean {
  const back = elementAt(state, step(element.square, behindOf(element.facing)));
  return (
    back !== undefined &&
    back.status === 'in-play' &&
    back.side === element.side &&
    back.type === element.type &&
    back.facing === element.facing
  );
}

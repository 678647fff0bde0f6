/**
 * Who fights whom on the table after the bound's movement: elements caught on a flank or rear turn to face
 * (`turnToFace`), then each pair in front contact is one close combat (`closeCombats`, front-contact.ts).
 */
import type { Event } from '@armory/engine';
import type { BattleContext } from './context.js';
import { fightSituation } from './fight-situation.js';
import { edgesFrom, enemyAt, foeOf, frontTouches } from './front-contact.js';
import { isStronghold, type BattleState, type Fight } from './state.js';
import { step } from './table.js';

/**
 * After the bound's movement, each element in play touched on a flank or its rear by an enemy's front edge, and
 * in front contact with no enemy, turns to face that enemy (DBA/HOTT practice; the crib sheet is silent).
 * Elements are taken in id order, each against the facings as they are by then; touched on several edges, it
 * faces the left flank's enemy, else the right's, else the rear's. A stronghold never turns.
 */
export function turnToFace(_context: BattleContext, state: BattleState): Event[] {
  const events: Event[] = [];
  for (const element of state.elements) {
    if (element.status !== 'in-play' || isStronghold(element) || foeOf(state, element)) continue;
    const [, ...flanksAndRear] = edgesFrom(element.facing);
    for (const edge of flanksAndRear) {
      const enemy = enemyAt(state, element, step(element.square, edge));
      if (!enemy || !frontTouches(enemy, element)) continue;
      element.facing = edge;
      events.push({ type: 'turned', element: element.id, facing: edge, towards: enemy.id });
      break;
    }
  }
  return events;
}

/**
 * Every close combat of the bound, each once, in the order of the attacker's id: an element of the side whose
 * bound it is (the attacker) and the enemy it is in front contact with, with the resolver's situation. An enemy
 * touching a flank or rear of an element already in front contact does not fight it separately: it counts in
 * that combat's flank or rear contacts. Call it after `turnToFace`, which turns every other touched element.
 */
export function closeCombats(context: BattleContext, state: BattleState): Fight[] {
  const fights: Fight[] = [];
  for (const attacker of state.elements) {
    if (attacker.side !== state.side) continue;
    const defender = foeOf(state, attacker);
    // A stronghold touched by several enemies fights only the one it picks; the others count against it.
    if (!defender || foeOf(state, defender) !== attacker) continue;
    fights.push({ attacker: attacker.id, defender: defender.id, situation: fightSituation(context, state, attacker, defender) });
  }
  return fights;
}

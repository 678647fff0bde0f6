/**
 * What the battle's rule modules read besides the state: the content, its compiled combat rules and the going
 * and terrain under each square. Built from a state's content key (`battleContext`).
 */
import { combatRulesOf, contentByKey } from '../compiled.js';
import type { HottContent, TroopType } from '../content.js';
import type { CombatRules } from '../rules.js';
import type { BattleState } from './state.js';

export interface BattleContext {
  content: HottContent;
  rules: CombatRules;
  /** Each troop type by id. */
  types: Map<string, TroopType>;
}

const contexts = new WeakMap<HottContent, BattleContext>();

/** The context of `content` (made once per content object). */
export function contextOf(content: HottContent): BattleContext {
  let context = contexts.get(content);
  if (!context) {
    context = { content, rules: combatRulesOf(content), types: new Map(content.troopTypes.types.map((t) => [t.id, t])) };
    contexts.set(content, context);
  }
  return context;
}

/** The context a battle state is played in. */
export const battleContext = (state: BattleState) => contextOf(contentByKey(state.content));

/** An element's troop type; throws for an id the content lacks (set-up refuses those first). */
export function troopType(context: BattleContext, id: string): TroopType {
  const type = context.types.get(id);
  if (!type) throw new Error(`unknown troop type '${id}'`);
  return type;
}

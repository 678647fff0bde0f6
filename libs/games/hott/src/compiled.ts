/**
 * Combat rules compiled once per content object. A game state is plain data, so it names its content by a
 * number (`contentKey`) that `rulesByKey` turns back into the compiled rules in the same process.
 */
import type { HottContent } from './content.js';
import { compileCombat, type CombatRules } from './rules.js';

const compiled = new WeakMap<HottContent, { key: number; rules: CombatRules }>();
const byKey: CombatRules[] = [];
const contentsByKey: HottContent[] = [];

function entry(content: HottContent) {
  let found = compiled.get(content);
  if (!found) {
    found = { key: byKey.length, rules: compileCombat(content) };
    byKey.push(found.rules);
    contentsByKey.push(content);
    compiled.set(content, found);
  }
  return found;
}

/** The compiled combat rules of `content` (compiled on first use, then remembered). */
export function combatRulesOf(content: HottContent): CombatRules {
  return entry(content).rules;
}

/** The number a state stores to name its content. */
export function contentKey(content: HottContent): number {
  return entry(content).key;
}

/** The rules a state's content key names; throws for a key this process never gave out. */
export function rulesByKey(key: number): CombatRules {
  const rules = byKey[key];
  if (!rules) throw new Error(`no HOTT content is loaded under key ${key} in this process`);
  return rules;
}

/** The content a state's content key names; throws for a key this process never gave out. */
export function contentByKey(key: number): HottContent {
  const content = contentsByKey[key];
  if (!content) throw new Error(`no HOTT content is loaded under key ${key} in this process`);
  return content;
}

/**
 * The odds a troop type's picture shows, remembered by what they depend on: the combat and recoil tables and the
 * two troop types, each as its text (JSON). The editor redraws every type's picture after each keystroke with a
 * new content object; an edit to one type's factor then works out only the pairs that type is in, and the rest
 * are the very counts worked out before (the same inputs give the same exact odds).
 */
import { combatOdds } from './odds.js';
import type { CombatRules } from './rules.js';

/** How often a type hurts one enemy type and is hurt by it (attacking in close combat, good going), out of `of` rolls. */
export interface OddsBar {
  enemy: string;
  good: number;
  bad: number;
  of: number;
}

/** JSON, except that numbers JSON cannot spell (NaN, Infinity) stay apart from null. */
function textOf(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? `\u0000${v}` : v));
}

/** Bars by the two types' texts, for the last few versions of the tables (by their text), most recent last. */
const byTables = new Map<string, Map<string, OddsBar>>();
/** Versions of the tables kept: an undo after editing combat.yaml finds the previous version's odds. */
const TABLE_VERSIONS = 4;
/** Bars kept per version, in troop types squared: every edit of a type adds its pairs, so the oldest go now and then. */
const PAIRS_PER_TYPE_PAIR = 8;

/** Per compiled rules: its tables' bars and each type's text, worked out once per content object. */
const keysFor = new WeakMap<CombatRules, { bars: Map<string, OddsBar>; types: Map<string, string> }>();

function keysOf(rules: CombatRules) {
  let keys = keysFor.get(rules);
  if (!keys) {
    const tables = textOf([rules.content.combat, rules.content.recoil]);
    const bars = byTables.get(tables) ?? new Map<string, OddsBar>();
    byTables.delete(tables);
    byTables.set(tables, bars);
    if (byTables.size > TABLE_VERSIONS) byTables.delete(byTables.keys().next().value!);
    if (bars.size > PAIRS_PER_TYPE_PAIR * rules.types.size ** 2) bars.clear();
    keys = { bars, types: new Map([...rules.types].map(([id, type]) => [id, textOf(type)])) };
    keysFor.set(rules, keys);
  }
  return keys;
}

/** The exact odds of one pair, worked out from the rules. */
export function oddsBar(rules: CombatRules, id: string, enemy: string): OddsBar {
  const odds = combatOdds(rules, { attacker: { type: id }, defender: { type: enemy } });
  const hurt = (side: 'attacker' | 'defender') => odds.outcomes.reduce((n, o) => n + (o[side] === 'no-effect' ? 0 : o.count), 0);
  return { enemy, good: hurt('defender'), bad: hurt('attacker'), of: odds.of };
}

/** `id` attacking every troop type in turn, each pair worked out once for the same tables and types. */
export function oddsBars(rules: CombatRules, id: string): OddsBar[] {
  const { bars, types } = keysOf(rules);
  const mine = types.get(id)!;
  return [...rules.types.keys()].map((enemy) => {
    const key = `${mine}\u0001${types.get(enemy)!}`;
    let bar = bars.get(key);
    if (!bar) bars.set(key, (bar = oddsBar(rules, id, enemy)));
    return bar;
  });
}

/**
 * Exact odds of a combat: every pair of faces of the two dice fought through the resolver, and the pairs of
 * results counted. With two d6 that is a count over 36 for each (attacker result, defender result) pair.
 */
import type { CombatResult } from './content.js';
import { prepareCombat } from './resolve.js';
import type { CombatRules } from './rules.js';
import type { Situation } from './situation.js';

/** One pair of results and how many of the equally likely rolls give it. */
export interface OddsRow {
  attacker: CombatResult;
  defender: CombatResult;
  count: number;
}

/** The odds of one combat, as the `armory hott odds --json` shape. */
export interface CombatOdds {
  attacker: string;
  defender: string;
  /** How many equally likely rolls there are (36 for two d6). */
  of: number;
  /** Each pair of results once, most likely first (ties in the order first rolled); counts add up to `of`. */
  outcomes: OddsRow[];
}

/** Counts every roll's pair of results; exact, since each pair of faces is equally likely. */
export function combatOdds(rules: CombatRules, situation: Situation): CombatOdds {
  const fight = prepareCombat(rules, situation);
  const outcomes: OddsRow[] = [];
  for (let a = 1; a <= rules.dieSides; a++) {
    for (let d = 1; d <= rules.dieSides; d++) {
      const [attacker, defender] = fight.results(a, d);
      let i = 0;
      while (i < outcomes.length && (outcomes[i]!.attacker !== attacker || outcomes[i]!.defender !== defender)) i++;
      if (i < outcomes.length) outcomes[i]!.count++;
      else outcomes.push({ attacker, defender, count: 1 });
    }
  }
  outcomes.sort((x, y) => y.count - x.count);
  return { attacker: situation.attacker.type, defender: situation.defender.type, of: rules.dieSides * rules.dieSides, outcomes };
}

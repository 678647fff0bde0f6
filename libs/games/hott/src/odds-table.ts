/**
 * The matrix of every troop-type pair's odds (close combat, good and bad going, both elements in the same going):
 * what `armory hott table` writes as CSV and as a heatmap, and what the benchmark times.
 */
import type { CombatResult } from './content.js';
import { combatOdds, type OddsRow } from './odds.js';
import type { CombatRules } from './rules.js';
import { canAttack } from './situation-check.js';
import type { CombatKind, Going } from './situation.js';

/** One cell: an attacker type against a defender type in one going and kind of combat. */
export interface OddsCell {
  kind: CombatKind;
  going: Going;
  attacker: string;
  defender: string;
  of: number;
  outcomes: OddsRow[];
  /** Rolls in which each side suffers anything but no-effect. */
  attackerHurt: number;
  defenderHurt: number;
}

/** Every pair of troop types (attacker x defender, content order) for each going and kind asked for; in shooting and spells only the types that can shoot or cast attack. */
export function oddsTable(
  rules: CombatRules,
  goings: readonly Going[] = ['good', 'bad'],
  kinds: readonly CombatKind[] = ['close'],
): OddsCell[] {
  const ids = [...rules.types.keys()];
  const cells: OddsCell[] = [];
  for (const kind of kinds) {
    for (const going of goings) {
      for (const attacker of ids) {
        if (!canAttack(rules, kind, attacker)) continue;
        for (const defender of ids) {
          const odds = combatOdds(rules, { kind, attacker: { type: attacker, going }, defender: { type: defender, going } });
          cells.push({
            kind,
            going,
            attacker,
            defender,
            of: odds.of,
            outcomes: odds.outcomes,
            attackerHurt: hurtCount(odds.outcomes, 'attacker'),
            defenderHurt: hurtCount(odds.outcomes, 'defender'),
          });
        }
      }
    }
  }
  return cells;
}

/** Rolls in which `side` suffers anything but no-effect. */
function hurtCount(outcomes: readonly OddsRow[], side: 'attacker' | 'defender'): number {
  let n = 0;
  for (const o of outcomes) if (o[side] !== 'no-effect') n += o.count;
  return n;
}

/** How many rolls give `side` the result `result` in a cell. */
export function resultCount(cell: OddsCell, side: 'attacker' | 'defender', result: CombatResult): number {
  return cell.outcomes.reduce((n, o) => n + (o[side] === result ? o.count : 0), 0);
}

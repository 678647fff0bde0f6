/** `armory hott odds`: the exact odds of one combat, as a table or as JSON. */
import { OptionError, type GameCommand } from '@armory/engine';
import type { HottContent } from '../content.js';
import { combatOdds, type CombatOdds } from '../odds.js';
import { prepareCombat } from '../resolve.js';
import { compileCombat } from '../rules.js';
import { SituationError } from '../situation-check.js';
import type { Situation } from '../situation.js';
import { situationFrom, SITUATION_OPTIONS } from './situation-options.js';

function percent(count: number, of: number): string {
  return `${((100 * count) / of).toFixed(1)}%`;
}

/** The odds as the text `armory hott odds` prints. */
export function oddsText(odds: CombatOdds, situation: Situation, content: HottContent): string {
  const rules = compileCombat(content);
  const fight = prepareCombat(rules, situation);
  const low = fight.fight(1, 1);
  const high = fight.fight(rules.dieSides, rules.dieSides);
  const going = (g: string | undefined) => g ?? 'good';
  const describe = (side: 'attacker' | 'defender') => {
    const lowSide = low[side];
    const extras = lowSide.factors.map((f) => ` ${f.add < 0 ? '-' : '+'} ${Math.abs(f.add)} ${f.id}`).join('');
    return `  ${side} ${odds[side]}: total ${lowSide.total}-${high[side].total} (die + ${lowSide.factor}${extras}), ${going(situation[side].going)} going`;
  };
  const words = [
    ['attacker', 'defender', 'count', 'chance'],
    ...odds.outcomes.map((o) => [o.attacker, o.defender, `${o.count}/${odds.of}`, percent(o.count, odds.of)]),
  ];
  const widths = words[0]!.map((_, i) => Math.max(...words.map((w) => w[i]!.length)));
  const lines = words.map((w) => `  ${w.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`.trimEnd());
  return [
    `${odds.attacker} against ${odds.defender}, ${situation.kind ?? 'close'} combat: ${odds.of} equally likely rolls`,
    describe('attacker'),
    describe('defender'),
    '',
    ...lines,
    '',
  ].join('\n');
}

/** The `odds` command of the HOTT module. */
export const oddsCommand: GameCommand<HottContent> = {
  name: 'odds',
  summary: 'exact odds of one combat: each pair of results as a count over 36',
  about: `Every pair of results of one combat, each as an exact count of the equally likely rolls (36 for two d6).
An element's going is --going unless --attacker-going or --defender-going names its own; overlaps and flank
contacts are bounded by an element's flanks, rear contacts by its rears (combat.yaml edges).`,
  options: [
    ...SITUATION_OPTIONS,
    { name: 'json', type: 'boolean', help: 'one JSON object: { attacker, defender, of, outcomes: [{ attacker, defender, count }] }' },
  ],
  exitStatus: "0 done, 2 usage error (an unknown troop type or option, a count beyond an element's edges).",
  async run(values, io, content) {
    const situation = situationFrom(values);
    let odds: CombatOdds;
    try {
      odds = combatOdds(compileCombat(content), situation);
    } catch (e) {
      if (e instanceof SituationError) throw new OptionError(e.message);
      throw e;
    }
    io.out(values['json'] === true ? `${JSON.stringify(odds)}\n` : oddsText(odds, situation, content));
    return 0;
  },
};

/**
 * What `armory simulate hott` reports besides wins: per side, the elements lost and how often its general was; how
 * often the defender's stronghold fell; and the length in bounds. Battles count as the win condition counts
 * (battle/tally.ts). A single combat has no bounds, generals or strongholds of an army: its one element is lost
 * when its result removes it, and a stronghold taken when the result captures it.
 */
import type { ReportStat } from '@armory/engine';
import { tallyOf } from './battle/tally.js';
import { contentByKey } from './compiled.js';
import { DEFENDER, type BattleState } from './battle/state.js';
import type { HottContent } from './content.js';
import type { SingleCombatState } from './single-combat.js';

/** The statistics, by the keys `hottStats` gives; per-side keys end in the seat from 0 (lost0, lost1). */
export const hottReport: ReportStat<HottContent>[] = [
  { key: 'lost', json: 'elementsLost', label: 'elements lost', perSeat: true, digits: 2 },
  { key: 'generalLost', label: 'general lost (share of games)', perSeat: true, digits: 2 },
  { key: 'strongholdTaken', label: "the defender's stronghold taken (share of games)", digits: 2 },
  { key: 'bounds', label: 'bounds', inLength: true, digits: 1 },
  { key: 'steps', label: 'actions', inLength: true, digits: 1 },
];

/** A battle's statistics as it ended: seat 1 (index 0) defends, seat 2 attacks. */
export function battleStats(state: BattleState): Record<string, number> {
  const tallies = [tallyOf(state, 0), tallyOf(state, 1)] as const;
  const stats: Record<string, number> = { bounds: state.bound, strongholdTaken: tallies[DEFENDER].strongholdCaptured ? 1 : 0 };
  tallies.forEach((tally, seat) => {
    stats[`lost${seat}`] = tally.lost;
    stats[`generalLost${seat}`] = tally.commanderLost ? 1 : 0;
  });
  return stats;
}

/** Results that take an element out of the battle, as the battle's tally counts it (destroyed or fled). */
const REMOVED = new Set(['destroyed', 'flee-off-battlefield']);

/**
 * A single combat's statistics: seat 1 (index 0) is the attacking element, seat 2 the defending one. It has no
 * bounds or general, so it gives none (the report leaves those lines out), and a stronghold only when one fights.
 */
export function combatStats(state: SingleCombatState): Record<string, number> {
  const outcome = state.outcome;
  const result = (side: 'attacker' | 'defender') => outcome?.[side].result;
  const stats: Record<string, number> = {
    lost0: REMOVED.has(result('attacker') ?? '') ? 1 : 0,
    lost1: REMOVED.has(result('defender') ?? '') ? 1 : 0,
  };
  if (state.situation.defender.type === contentByKey(state.content).rules.setUp.strongholdType)
    stats['strongholdTaken'] = result('defender') === 'captured' ? 1 : 0;
  return stats;
}

/** The statistics of a battle or a single combat, whichever the state is. */
export const hottStats = (state: BattleState | SingleCombatState) =>
  (state as BattleState).kind === 'battle' ? battleStats(state as BattleState) : combatStats(state as SingleCombatState);

/** Each army's losses as the win condition reads them (win.ts), and whether the battle is won. */
import { hasWon, type ArmyTally } from '../win.js';
import type { BattleContext } from './context.js';
import { isStronghold, type BattleResult, type BattleState, type Seat } from './state.js';

/** Side `side`'s tally: elements it started with, those destroyed or fled, its general, its stronghold. */
export function tallyOf(state: BattleState, side: Seat): ArmyTally {
  const own = state.elements.filter((e) => e.side === side);
  const gone = (status: string) => status === 'destroyed' || status === 'fled';
  return {
    elements: state.startedWith[side],
    lost: own.filter((e) => !isStronghold(e) && gone(e.status)).length,
    commanderLost: own.some((e) => e.general && gone(e.status)),
    strongholdCaptured: own.some((e) => isStronghold(e) && e.status === 'captured'),
  };
}

/**
 * The battle's result if a side has won (rules.yaml `win`), else null. Should both sides' conditions hold at once
 * (a stronghold taken in the bound its taker's army breaks), the side whose bound it is wins (seeds/hott.md).
 */
export function battleWon(context: BattleContext, state: BattleState): BattleResult | null {
  const tallies = [tallyOf(state, 0), tallyOf(state, 1)] as const;
  for (const side of [state.side, (1 - state.side) as Seat]) {
    const enemy = tallies[1 - side]!;
    if (hasWon(context.content, tallies[side], enemy))
      return { winners: [side], reason: enemy.strongholdCaptured ? 'stronghold' : 'losses' };
  }
  return null;
}

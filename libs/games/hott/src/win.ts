/** The win condition of rules.yaml, for the battle to come: has a side won, given both armies' losses? */
import { compileCondition, type Condition } from '@armory/engine';
import type { HottContent } from './content.js';

/** One army's state for the win condition. */
export interface ArmyTally {
  /** Elements it started with. */
  elements: number;
  /** Elements it has lost. */
  lost: number;
  commanderLost: boolean;
  strongholdCaptured: boolean;
}

/** Whether the side with `own` has won against `enemy`, as rules.yaml's `win` says. */
export function hasWon(content: HottContent, own: ArmyTally, enemy: ArmyTally): boolean {
  return compileCondition(content.rules.win as Condition)({ ownArmy: own, enemyArmy: enemy });
}

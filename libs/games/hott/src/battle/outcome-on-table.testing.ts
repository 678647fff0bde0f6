// Hand-built battle states for the tests of carrying combat results out on the table.
import type { HottContent } from '../content.js';
import { content } from '../content.testing.js';
import { prepareCombat, type CombatOutcome } from '../resolve.js';
import type { Situation } from '../situation.js';
import { contextOf, type BattleContext } from './context.js';
import { ATTACKER, type BattleState, type Fight, type Seat } from './state.js';
import type { Direction } from './table.js';
import { battleState } from './battle-state.testing.js';

/** An element to place: its side, troop type, square and facing (the attacker faces south, the defender north, unless told). */
export interface Placed {
  side: Seat;
  type: string;
  at: [number, number];
  facing?: Direction;
}

/** A battle on `open-field` (24 squares each way) with only the elements given, ids in the order given. */
export function battleWith(placed: Placed[], from: HottContent = content): BattleState {
  return battleState(
    placed.map((p) => ({
      side: p.side,
      type: p.type,
      square: { x: p.at[0], y: p.at[1] },
      facing: p.facing ?? (p.side === ATTACKER ? 'south' : 'north'),
    })),
    { from, side: ATTACKER, armies: ['attacking', 'defending'] },
  );
}

/** Elements 0 (attacker) and 1 (defender) fight `situation` with `dice` (attacker's, defender's) through the real resolver. */
export function fought(situation: Situation, dice: [number, number], context: BattleContext = contextOf(content)) {
  const fight: Fight = { attacker: 0, defender: 1, situation };
  const outcome: CombatOutcome = prepareCombat(context.rules, situation).fight(...dice);
  return { fight, outcome };
}

// Hand-built battle states for the tests of carrying combat results out on the table.
import type { HottContent } from '../content.js';
import { content } from '../content.testing.js';
import { prepareCombat, type CombatOutcome } from '../resolve.js';
import type { Situation } from '../situation.js';
import { contextOf, type BattleContext } from './context.js';
import { ATTACKER, type BattleState, type Fight, type Seat } from './state.js';
import { tableOf, type Direction } from './table.js';

/** An element to place: its side, troop type, square and facing (the attacker faces south, the defender north, unless told). */
export interface Placed {
  side: Seat;
  type: string;
  at: [number, number];
  facing?: Direction;
}

/** A battle on `open-field` (24 squares each way) with only the elements given, ids in the order given. */
export function battleWith(placed: Placed[], from: HottContent = content): BattleState {
  return {
    kind: 'battle',
    content: 0,
    table: tableOf(from, 'open-field'),
    armies: ['attacking', 'defending'],
    rng: [1, 2, 3, 4],
    fixedDice: [],
    bound: 1,
    side: ATTACKER,
    phase: 'movement',
    pips: 0,
    pipRoll: 0,
    elements: placed.map((p, id) => ({
      id,
      side: p.side,
      type: p.type,
      general: false,
      square: { x: p.at[0], y: p.at[1] },
      facing: p.facing ?? (p.side === ATTACKER ? 'south' : 'north'),
      status: 'in-play' as const,
      moved: false,
      charged: false,
      recoveryPips: 0,
    })),
    startedWith: [0, 0],
    boundLimit: null,
    result: null,
  };
}

/** Elements 0 (attacker) and 1 (defender) fight `situation` with `dice` (attacker's, defender's) through the real resolver. */
export function fought(situation: Situation, dice: [number, number], context: BattleContext = contextOf(content)) {
  const fight: Fight = { attacker: 0, defender: 1, situation };
  const outcome: CombatOutcome = prepareCombat(context.rules, situation).fight(...dice);
  return { fight, outcome };
}

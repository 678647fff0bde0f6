// One way for tests to build a battle state by hand: the elements given (ids in their order) on a battlefield.
import { seedState } from '@armory/engine';
import { contentKey } from '../compiled.js';
import type { HottContent } from '../content.js';
import { content as committed } from '../content.testing.js';
import type { BattleElement, BattleState } from './state.js';
import { tableOf } from './table.js';

/** An element as a test places it: side, type, square and facing; anything else left out takes the usual value. */
export type Placement = Pick<BattleElement, 'side' | 'type' | 'square' | 'facing'> & Partial<Omit<BattleElement, 'id'>>;

/** The state's other fields a test may set, the battlefield (Open Field unless named) and the content it is laid out from. */
export type StateFields = Partial<Omit<BattleState, 'elements' | 'table'>> & { battlefield?: string; from?: HottContent };

/**
 * A battle state with `elements` (in play, not moved or charged, not the general, unless told) and `fields`. An
 * element of the stronghold's troop type (rules.yaml `setUp.strongholdType`) is the stronghold, as in set-up.
 */
export function battleState(elements: Placement[], fields: StateFields = {}): BattleState {
  const { battlefield = 'open-field', from = committed, ...rest } = fields;
  return {
    kind: 'battle',
    content: contentKey(from),
    table: tableOf(from, battlefield),
    armies: ['feudal-host', 'goblin-horde'],
    rng: seedState(1),
    fixedDice: [],
    bound: 1,
    side: 0,
    phase: 'movement',
    pips: 0,
    pipRoll: 0,
    startedWith: [0, 0],
    boundLimit: null,
    result: null,
    ...rest,
    elements: elements.map((e, id) => ({
      general: false,
      status: 'in-play',
      moved: false,
      charged: false,
      recoveryPips: 0,
      ...(e.type === from.rules.setUp.strongholdType ? { stronghold: true as const } : {}),
      ...e,
      id,
    })),
  };
}

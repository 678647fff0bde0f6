// Battle states built by hand for the shooting, spell and sight tests: a table and the elements a test places.
import { seedState } from '@armory/engine';
import { contentKey } from '../compiled.js';
import { content } from '../content.testing.js';
import type { BattleElement, BattleState, Seat } from './state.js';
import { tableOf } from './table.js';

/** An element as a test places it; anything left out is the usual (facing north, in play, not moved, not the general). */
export type Placed = Pick<BattleElement, 'side' | 'type' | 'square'> &
  Partial<Pick<BattleElement, 'facing' | 'general' | 'status' | 'moved'>>;

/** A state on `battlefield` (Open Field unless named) with `elements` in order (ids 0, 1, ...), in `side`'s bound. */
export function handBuilt(elements: Placed[], side: Seat = 0, battlefield = 'open-field'): BattleState {
  return {
    kind: 'battle',
    content: contentKey(content),
    table: tableOf(content, battlefield),
    armies: ['feudal-host', 'goblin-horde'],
    rng: seedState(1),
    fixedDice: [],
    bound: 1,
    side,
    phase: 'spells',
    pips: 0,
    pipRoll: 0,
    elements: elements.map((e, id) => ({
      facing: 'north',
      general: false,
      status: 'in-play',
      moved: false,
      ...e,
      id,
      charged: false,
      recoveryPips: 0,
    })),
    startedWith: [0, 0],
    boundLimit: null,
    result: null,
  };
}

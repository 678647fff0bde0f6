// Battle states built by hand for the shooting, spell and sight tests: a table and the elements a test places.
import { battleState } from './battle-state.testing.js';
import type { BattleElement, BattleState, Seat } from './state.js';

/** An element as a test places it; anything left out is the usual (facing north, in play, not moved, not the general). */
export type Placed = Pick<BattleElement, 'side' | 'type' | 'square'> &
  Partial<Pick<BattleElement, 'facing' | 'general' | 'status' | 'moved'>>;

/** A state on `battlefield` (Open Field unless named) with `elements` in order (ids 0, 1, ...), in `side`'s bound. */
export function handBuilt(elements: Placed[], side: Seat = 0, battlefield = 'open-field'): BattleState {
  return battleState(
    elements.map((e) => ({ facing: 'north', ...e })),
    { side, battlefield, phase: 'spells' },
  );
}

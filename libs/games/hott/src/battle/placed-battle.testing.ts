// Battles placed by hand for the contact tests: elements where a test needs them on one of the content's fields.
import { battleState } from './battle-state.testing.js';
import type { BattleState, ElementStatus, Seat } from './state.js';
import type { Direction } from './table.js';

/** One element to place: its side (0 defender, 1 attacker), type, square and facing, and anything unusual. */
export interface Placing {
  side: Seat;
  type: string;
  at: [number, number];
  facing: Direction;
  general?: boolean;
  charged?: boolean;
  status?: ElementStatus;
}

/** A defender's element (side 0). */
export const defender = (type: string, x: number, y: number, facing: Direction, more: Partial<Placing> = {}): Placing => ({
  side: 0,
  type,
  at: [x, y],
  facing,
  ...more,
});

/** An attacker's element (side 1). */
export const attacker = (type: string, x: number, y: number, facing: Direction, more: Partial<Placing> = {}): Placing => ({
  side: 1,
  type,
  at: [x, y],
  facing,
  ...more,
});

/** A battle in `side`'s bound (the attacker's unless told) with these elements, ids in the order given. */
export function placed(elements: Placing[], options: { side?: Seat; battlefield?: string } = {}): BattleState {
  return battleState(
    elements.map(({ at, ...p }) => ({ ...p, square: { x: at[0], y: at[1] } })),
    { side: options.side ?? 1, bound: 2, phase: 'spells', armies: ['', ''], battlefield: options.battlefield ?? 'open-field' },
  );
}

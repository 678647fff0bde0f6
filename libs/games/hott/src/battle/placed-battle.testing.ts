// Battles placed by hand for the contact tests: elements where a test needs them on one of the content's fields.
import { seedState } from '@armory/engine';
import { contentKey } from '../compiled.js';
import { content } from '../content.testing.js';
import type { BattleElement, BattleState, ElementStatus, Seat } from './state.js';
import { tableOf, type Direction } from './table.js';

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
  const table = tableOf(content, options.battlefield ?? 'open-field');
  return {
    kind: 'battle',
    content: contentKey(content),
    table,
    armies: ['', ''],
    rng: seedState(1),
    fixedDice: [],
    bound: 2,
    side: options.side ?? 1,
    phase: 'spells',
    pips: 0,
    pipRoll: 0,
    elements: elements.map((p, id): BattleElement => ({
      id,
      side: p.side,
      type: p.type,
      general: p.general ?? false,
      square: { x: p.at[0], y: p.at[1] },
      facing: p.facing,
      status: p.status ?? 'in-play',
      moved: false,
      charged: p.charged ?? false,
      recoveryPips: 0,
    })),
    startedWith: [0, 0],
    boundLimit: null,
    result: null,
  };
}

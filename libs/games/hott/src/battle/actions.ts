/**
 * What a player may do in a bound. Moves and spells cost PIPs; `end-movement` and `end-spells` close a phase
 * (after spells, shooting and combat are fought without further decisions and the other side's bound begins).
 */
import type { Direction, Square } from './table.js';

/** Move one element to `to`, ending facing `facing`. */
export interface MoveAction {
  type: 'move';
  element: number;
  to: Square;
  facing: Direction;
}

/** Move a group: elements side by side, facing the same way, straight ahead together by `squares`. */
export interface GroupMoveAction {
  type: 'move-group';
  elements: number[];
  squares: number;
}

/** A magician casts a spell at an enemy element. */
export interface CastAction {
  type: 'cast';
  caster: number;
  target: number;
}

/** Spend PIPs towards bringing an ensorcelled element of one's own back. */
export interface RecoverAction {
  type: 'recover';
  element: number;
}

export interface EndMovementAction {
  type: 'end-movement';
}

export interface EndSpellsAction {
  type: 'end-spells';
}

export type BattleAction = MoveAction | GroupMoveAction | CastAction | RecoverAction | EndMovementAction | EndSpellsAction;

/** A short key equal for equal actions, for the search (faster than canonical JSON over hundreds of moves a decision). */
export function battleActionKey(action: BattleAction): string {
  switch (action.type) {
    case 'move':
      return `move ${action.element} ${action.to.x},${action.to.y} ${action.facing}`;
    case 'move-group':
      return `group ${action.elements.join(',')} ${action.squares}`;
    case 'cast':
      return `cast ${action.caster} ${action.target}`;
    case 'recover':
      return `recover ${action.element}`;
    default:
      return action.type;
  }
}

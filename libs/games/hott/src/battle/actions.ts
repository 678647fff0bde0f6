/**
 * What a player may do in a bound. Moves and spells cost PIPs; `end-movement` and `end-spells` close a phase.
 * In shooting, each side's player gives each of its shooters that has more than one target the one it shoots;
 * close combat is fought without further decisions and the other side's bound begins.
 */
import { DIRECTIONS, type Direction, type Square } from './table.js';

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

/** A shooter of the side choosing in the shooting phase shoots at `target`, one of the targets it could shoot. */
export interface ShootAction {
  type: 'shoot';
  shooter: number;
  target: number;
}

export interface EndMovementAction {
  type: 'end-movement';
}

export interface EndSpellsAction {
  type: 'end-spells';
}

export type BattleAction = MoveAction | GroupMoveAction | CastAction | RecoverAction | EndMovementAction | EndSpellsAction | ShootAction;

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
    case 'shoot':
      return `shoot ${action.shooter} ${action.target}`;
    default:
      return action.type;
  }
}

/** The kinds of value a battle action's fields hold. */
type FieldKind = 'element' | 'elements' | 'count' | 'square' | 'direction';

/** Each action's fields and their kinds: what a log or a hand-written action must give. */
const FIELDS: Record<BattleAction['type'], Record<string, FieldKind>> = {
  move: { element: 'element', to: 'square', facing: 'direction' },
  'move-group': { elements: 'elements', squares: 'count' },
  cast: { caster: 'element', target: 'element' },
  recover: { element: 'element' },
  'end-movement': {},
  'end-spells': {},
  shoot: { shooter: 'element', target: 'element' },
};

const isWhole = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a value is of a kind, and that kind in words. */
const KINDS: Record<FieldKind, { fits: (value: unknown) => boolean; words: string }> = {
  element: { fits: isWhole, words: "an element's number (a whole number)" },
  elements: { fits: (v) => Array.isArray(v) && v.length > 0 && v.every(isWhole), words: "a list of elements' numbers" },
  count: { fits: isWhole, words: 'a whole number of squares' },
  square: { fits: (v) => isRecord(v) && isWhole(v['x']) && isWhole(v['y']), words: 'a square {"x": whole number, "y": whole number}' },
  direction: { fits: (v) => (DIRECTIONS as readonly unknown[]).includes(v), words: `one of ${DIRECTIONS.join(', ')}` },
};

/**
 * What is wrong with the shape of a battle action read from a file (a saved log), or null when each field is of
 * its kind; whether the action is legal is the battle's to say once its shape is right.
 */
export function battleActionProblem(action: { type: string } & Record<string, unknown>): string | null {
  const fields = (FIELDS as Record<string, Record<string, FieldKind>>)[action.type];
  if (!fields) return `unknown action '${action.type}'; a bound has ${Object.keys(FIELDS).join(', ')}`;
  for (const [name, kind] of Object.entries(fields)) {
    const value = action[name];
    if (!KINDS[kind].fits(value))
      return `"${name}" must be ${KINDS[kind].words}, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`;
  }
  return null;
}

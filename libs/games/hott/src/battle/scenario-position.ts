/**
 * A battle position from a scenario file's `battle` section: the battlefield, the elements where they stand,
 * whose bound it is, its phase and PIPs; and the expectations a battle scenario may add (`elements`, `battle`).
 * Seats in the file count from 1 (seat 1 defends); the state counts from 0.
 */
import { differences } from '../scenario/differences.js';
import type { HottContent } from '../content.js';
import { contextOf } from './context.js';
import { newBattleState } from './new-state.js';
import type { BattleElement, BattlePhase, BattleState, ElementStatus, Seat } from './state.js';
import { onTable, tableOf, type Direction } from './table.js';

/** One element as a scenario file places it. */
export interface FileElement {
  side: number;
  type: string;
  at: [number, number];
  facing: Direction;
  general?: boolean;
  status?: ElementStatus;
  moved?: boolean;
  charged?: boolean;
  recoveryPips?: number;
}

/** A scenario file's `battle` section. */
export interface FilePosition {
  battlefield: string;
  armies?: [string, string];
  side?: number;
  phase?: BattlePhase;
  pips?: number;
  bound?: number;
  elements: FileElement[];
}

/** The state a scenario's position describes, with its dice to come; throws a plain error naming a wrong element. */
export function positionState(content: HottContent, position: FilePosition, dice: number[], seed: number | string): BattleState {
  const context = contextOf(content);
  const table = tableOf(content, position.battlefield);
  const elements: BattleElement[] = position.elements.map((e, id) => {
    if (!context.types.has(e.type)) throw new Error(`battle.elements[${id}]: unknown troop type '${e.type}'`);
    if (!onTable(table, { x: e.at[0], y: e.at[1] }))
      throw new Error(`battle.elements[${id}]: [${e.at.join(', ')}] is off the ${table.width} x ${table.depth} table`);
    return {
      id,
      side: (e.side - 1) as Seat,
      type: e.type,
      general: e.general ?? false,
      square: { x: e.at[0], y: e.at[1] },
      facing: e.facing,
      status: e.status ?? 'in-play',
      moved: e.moved ?? false,
      charged: e.charged ?? false,
      recoveryPips: e.recoveryPips ?? 0,
      // The file names the stronghold by its troop type, as the set-up places it.
      ...(e.type === content.rules.setUp.strongholdType ? { stronghold: true as const } : {}),
    };
  });
  const standing = elements.filter((e) => e.status === 'in-play' || e.status === 'ensorcelled');
  for (const e of standing) {
    const other = standing.find((o) => o.id < e.id && o.square.x === e.square.x && o.square.y === e.square.y);
    if (other) throw new Error(`battle.elements[${e.id}] stands on the square of battle.elements[${other.id}]`);
  }
  return newBattleState(content, table, elements, seed, {
    ...(position.armies ? { armies: position.armies } : {}),
    fixedDice: [...dice],
    bound: position.bound ?? 1,
    side: ((position.side ?? 1) - 1) as Seat,
    phase: position.phase ?? 'movement',
    pips: position.pips ?? 0,
  });
}

/** An element as a scenario expects it: its id and the fields written. */
interface ExpectedElement {
  id: number;
  at?: [number, number];
  facing?: Direction;
  status?: ElementStatus;
  moved?: boolean;
  charged?: boolean;
}

/** The differences between the elements and what `want` writes of them. */
export function elementDifferences(state: BattleState, want: ExpectedElement[]): string[] {
  return want.flatMap(({ id, at, ...fields }) => {
    const element = state.elements[id];
    if (!element) return [`elements: no element ${id} (the position has ${state.elements.length})`];
    const actual = { ...element, at: [element.square.x, element.square.y] };
    return differences(actual, at ? { at, ...fields } : fields, `elements[${id}]`);
  });
}

/** The differences between the battle's side, phase, PIPs and bound and what `want` writes (the side counted from 1). */
export function battleDifferences(state: BattleState, want: Record<string, unknown>): string[] {
  const actual = { side: state.side + 1, phase: state.phase, pips: state.pips, bound: state.bound };
  return differences(actual, want, 'battle');
}

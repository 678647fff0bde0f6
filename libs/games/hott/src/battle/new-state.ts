/** A battle state from its table and elements, as set-up and scenario positions both make one. */
import { seedState } from '@armory/engine';
import { contentKey } from '../compiled.js';
import type { HottContent } from '../content.js';
import { isStronghold, type BattleElement, type BattleState, type Seat } from './state.js';
import type { Table } from './table.js';

/** The fields a caller may set; the rest start as a first bound's movement phase with no PIPs, no limit, no result. */
export type StateFields = Partial<
  Pick<BattleState, 'armies' | 'rng' | 'fixedDice' | 'bound' | 'side' | 'phase' | 'pips' | 'boundLimit' | 'attackerEdge'>
>;

/** A state on `table` with `elements`; each side's starting count leaves its stronghold out. */
export function newBattleState(
  content: HottContent,
  table: Table,
  elements: BattleElement[],
  seed: number | string,
  fields: StateFields = {},
): BattleState {
  const started = (side: Seat) => elements.filter((e) => e.side === side && !isStronghold(e)).length;
  const ids = Object.keys(content.armies);
  const pips = fields.pips ?? 0;
  return {
    kind: 'battle',
    content: contentKey(content),
    table,
    armies: fields.armies ?? [ids[0] ?? '', ids[1] ?? ''],
    rng: fields.rng ?? seedState(seed),
    fixedDice: fields.fixedDice ?? [],
    bound: fields.bound ?? 1,
    side: fields.side ?? 0,
    phase: fields.phase ?? 'movement',
    pips,
    pipRoll: pips,
    elements,
    startedWith: [started(0), started(1)],
    boundLimit: fields.boundLimit ?? null,
    ...(fields.attackerEdge !== undefined ? { attackerEdge: fields.attackerEdge } : {}),
    result: null,
  };
}

/**
 * What a move or a spell costs in PIPs: the phase's price (rules.yaml `turn`), times
 * `commandRange.outsideCostTimes` when an element acting is out of its general's command range.
 */
import type { BattleContext } from './context.js';
import type { BattleElement, BattleState } from './state.js';
import { squaresBetween } from './sight.js';
import { pacesBetween, terrainAt } from './table.js';

/**
 * The side's general while it commands: on the table and in play. An ensorcelled general (a frog) commands
 * nobody until it is brought back, and a destroyed or fled one is lost (decided for the grid, see below).
 */
export function generalOf(state: BattleState, side: BattleElement['side']): BattleElement | undefined {
  return state.elements.find((e) => e.side === side && e.general && e.status === 'in-play');
}

/**
 * Whether the general sees `element`: no terrain that blocks view (rules.yaml `terrain` `blocksView`) lies on a
 * square the straight line between their centres crosses. Decided for the grid: troops hide nobody from their
 * own general, and the squares they stand on do not hide them (a general sees the edge of a wood it stands in).
 */
export function generalSees(context: BattleContext, state: BattleState, general: BattleElement, element: BattleElement): boolean {
  const { rules } = context.content;
  return !squaresBetween(general.square, element.square).some((square) => terrainAt(rules, state.table, square)?.blocksView === true);
}

/**
 * Whether `element` is within its general's command range (`commandRange.paces`, or `outOfSightPaces` when the
 * general cannot see it). With no general commanding, no element is: the crib sheet is silent, and HOTT makes
 * every move cost double once the general is lost (decided for the grid).
 */
export function inCommandRange(context: BattleContext, state: BattleState, element: BattleElement): boolean {
  const general = generalOf(state, element.side);
  if (!general) return false;
  if (general.id === element.id) return true;
  const { commandRange } = context.content.rules;
  const paces = pacesBetween(state.table, general.square, element.square);
  // Sight is looked at only where it decides: within both ranges, or beyond both, seeing changes nothing.
  if (paces <= Math.min(commandRange.paces, commandRange.outOfSightPaces)) return true;
  if (paces > Math.max(commandRange.paces, commandRange.outOfSightPaces)) return false;
  return paces <= (generalSees(context, state, general, element) ? commandRange.paces : commandRange.outOfSightPaces);
}

/**
 * PIPs for moving one element or a group, or casting, in the state's phase: the phase's `pips` (once per group,
 * or per element when the phase says `per: element`), times `outsideCostTimes` when any of them is out of
 * command range (one element out of range makes the whole group's move dear, as a group moves on one order).
 */
export function moveCost(context: BattleContext, state: BattleState, elementIds: number[]): number {
  const { rules } = context.content;
  const phase = rules.turn.find((p) => p.id === state.phase);
  if (!phase) throw new Error(`rules.yaml turn has no phase '${state.phase}'`);
  const elements = elementIds.map((id) => {
    const element = state.elements[id];
    if (!element) throw new Error(`no element ${id}`);
    return element;
  });
  const base = phase.per === 'element' ? phase.pips * elements.length : phase.pips;
  const outside = elements.some((e) => !inCommandRange(context, state, e));
  return outside ? base * rules.commandRange.outsideCostTimes : base;
}

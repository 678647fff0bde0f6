/**
 * The move search as first written, plainly (a square object per step, the chart asked per element and step): the
 * twin `movement.test.ts` holds `squaresReached` to on random battles, so the faster search keeps its answers.
 */
import { troopType, type BattleContext } from './context.js';
import { allowanceOver, mayPassThrough } from './movement.js';
import type { BattleElement, BattleState } from './state.js';
import { DIRECTIONS, goingAt, onTable, squaresIn, step, type Direction, type Square } from './table.js';

export function squaresReachedPlainly(context: BattleContext, state: BattleState, element: BattleElement): Square[] {
  const { rules } = context.content;
  const { table } = state;
  const movement = troopType(context, element.type).movement;
  if (!movement) return [];
  const start = allowanceOver(movement, [goingAt(rules, table, element.square)]);
  if (start === undefined) return [];
  const squareCount = table.width * table.depth;
  const index = (square: Square) => square.y * table.width + square.x;
  // Who stands where (as elementAt counts them), and whether the mover may pass each, worked out once per search.
  const standing = new Map<number, BattleElement>();
  for (const other of state.elements) {
    if (other.status === 'in-play' || other.status === 'ensorcelled') standing.set(index(other.square), other);
  }
  const passes = new Map<number, boolean>();
  const mayPass = (met: BattleElement, d: Direction) => {
    const key = met.id * DIRECTIONS.length + DIRECTIONS.indexOf(d);
    let pass = passes.get(key);
    if (pass === undefined) passes.set(key, (pass = met.id === element.id || mayPassThrough(context, state, element, met, d)));
    return pass;
  };
  // Breadth first over (square, allowance so far): a path through bad going may reach less far than one round it.
  const seen = new Set<number>([start * squareCount + index(element.square)]);
  const ends = new Map<number, Square>();
  let frontier = [{ square: element.square, allowance: start }];
  for (let squares = 1; frontier.length > 0; squares++) {
    const next: typeof frontier = [];
    for (const { square, allowance: before } of frontier) {
      for (const d of DIRECTIONS) {
        const to = step(square, d);
        if (!onTable(table, to)) continue;
        const allowance = allowanceOver(movement, [goingAt(rules, table, to)]);
        if (allowance === undefined) continue;
        const left = Math.min(before, allowance);
        if (squares > squaresIn(table, left)) continue;
        const key = left * squareCount + index(to);
        if (seen.has(key)) continue;
        const other = standing.get(index(to));
        if (other && !mayPass(other, d)) continue;
        seen.add(key);
        if (!other) ends.set(index(to), to);
        next.push({ square: to, allowance: left });
      }
    }
    frontier = next;
  }
  return [...ends.values()];
}

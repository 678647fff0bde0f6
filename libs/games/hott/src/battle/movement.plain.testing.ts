/**
 * The move search as first written, plainly (a square object per step, the chart asked per element and step): the
 * twin `movement.test.ts` holds `squaresReached` to on random battles, so the faster search keeps its answers.
 */
import type { BattleContext } from './context.js';
import { mayPassThrough } from './movement.js';
import { allowanceOf, moverOf, pathOnto, type PathSoFar } from './pace.js';
import type { BattleElement, BattleState } from './state.js';
import { DIRECTIONS, onTable, squaresIn, step, terrainAt, type Direction, type Square } from './table.js';

export function squaresReachedPlainly(context: BattleContext, state: BattleState, element: BattleElement): Square[] {
  const { rules } = context.content;
  const { table } = state;
  const mover = moverOf(context, element.type);
  if (!mover) return [];
  const start = pathOnto(rules, mover, undefined, terrainAt(rules, table, element.square));
  if (!start) return [];
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
  // Breadth first over (square, path so far): a path through bad going or water may reach less far than one round
  // it, and one wholly along a road further.
  const seenKey = (path: PathSoFar, square: Square) => `${path.least} ${path.road} ${index(square)}`;
  const seen = new Set<string>([seenKey(start, element.square)]);
  const ends = new Map<number, Square>();
  let frontier = [{ square: element.square, path: start }];
  for (let squares = 1; frontier.length > 0; squares++) {
    const next: typeof frontier = [];
    for (const { square, path: before } of frontier) {
      for (const d of DIRECTIONS) {
        const to = step(square, d);
        if (!onTable(table, to)) continue;
        const path = pathOnto(rules, mover, before, terrainAt(rules, table, to));
        if (!path) continue;
        if (squares > squaresIn(table, allowanceOf(mover, path))) continue;
        const key = seenKey(path, to);
        if (seen.has(key)) continue;
        const other = standing.get(index(to));
        if (other && !mayPass(other, d)) continue;
        seen.add(key);
        if (!other) ends.set(index(to), to);
        next.push({ square: to, path });
      }
    }
    frontier = next;
  }
  return [...ends.values()];
}

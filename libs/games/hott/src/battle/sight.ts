/**
 * What an element can see on the grid: its front arc, and whether anything stands between two squares. Shooting
 * reads both (the crib sheet: no shot where terrain or troops even partly block the shooter's view); a spell reads
 * the same line of squares for water between caster and target (water.ts).
 */
import type { BattleContext } from './context.js';
import { elementAt, type BattleState } from './state.js';
import { step, terrainAt, type Direction, type Square } from './table.js';

/**
 * Whether `target` lies in the front arc of an element on `from` facing `facing`. The crib sheet gives no arc;
 * on the grid we take a quarter circle: ahead of the element, and no farther to either side than ahead.
 */
export function inFrontArc(from: Square, facing: Direction, target: Square): boolean {
  const ahead = step({ x: 0, y: 0 }, facing);
  const dx = target.x - from.x;
  const dy = target.y - from.y;
  const forward = dx * ahead.x + dy * ahead.y;
  const aside = Math.abs(dx * ahead.y - dy * ahead.x);
  return forward > 0 && aside <= forward;
}

/**
 * The squares the straight line between the centres of `a` and `b` passes through, neither end counted. A square
 * the line only touches at a corner is not passed through: the line crosses none of it.
 */
export function squaresBetween(a: Square, b: Square): Square[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  // Which side of the line a corner lies on, in half squares so the arithmetic stays whole: the line crosses a
  // square when its corners lie on both sides.
  const side = (x: number, y: number) => dx * (2 * (y - a.y) - 1) - dy * (2 * (x - a.x) - 1);
  const squares: Square[] = [];
  for (let y = Math.min(a.y, b.y); y <= Math.max(a.y, b.y); y++) {
    for (let x = Math.min(a.x, b.x); x <= Math.max(a.x, b.x); x++) {
      if ((x === a.x && y === a.y) || (x === b.x && y === b.y)) continue;
      const corners = [side(x, y), side(x + 1, y), side(x, y + 1), side(x + 1, y + 1)];
      if (Math.min(...corners) < 0 && Math.max(...corners) > 0) squares.push({ x, y });
    }
  }
  return squares;
}

/**
 * What blocks the view from `a` to `b`, if anything: the first square between them holding an element (an
 * ensorcelled one too: it still stands there) or terrain that `blocksView` (rules.yaml). Null when the view is
 * clear, or when the rules do not block views (`shooting.blockedView` false).
 */
export function viewBlockedAt(context: BattleContext, state: BattleState, a: Square, b: Square): Square | null {
  const rules = context.content.rules;
  if (!rules.shooting.blockedView) return null;
  for (const square of squaresBetween(a, b)) {
    if (elementAt(state, square) || terrainAt(rules, state.table, square)?.blocksView === true) return square;
  }
  return null;
}

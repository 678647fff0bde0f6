/**
 * A flight on the grid: the recoil first (recoil.yaml `flee.recoilsFirst`), then the element turns away from the
 * enemy (`flee.turns`) and runs the rest of `flee.paces` away from it, going round what is in its way when
 * `flee.steers` (flight-way.ts: through only those the "may pass through" chart lets it pass when not recoiling,
 * never into going its troop type may not enter), and stopping when nothing ahead is open. Running off the table,
 * it has fled.
 */
import type { Event } from '@armory/engine';
import type { Consequences } from '../resolve.js';
import type { BattleContext } from './context.js';
import type { Bump } from './element-met.js';
import { nextSquare } from './flight-way.js';
import { canMove, recoilOnTable } from './recoil-on-table.js';
import { elementAt, type BattleElement, type BattleState } from './state.js';
import { behindOf, onTable, squaresIn, type Direction, type Square } from './table.js';

/** Marks `element` fled off the table and says so; `from` is where its run began. */
export function runOff(element: BattleElement, events: Event[], from: Square = { ...element.square }): void {
  element.status = 'fled';
  events.push({ type: 'ran-off', element: element.id, from });
}

/**
 * The way straight away from `enemy`: along the axis on which they stand further apart. Decided for the grid: on a
 * diagonal (or the same square) the element goes back the way it faces, if that leads away, else along the y axis.
 */
export function awayFrom(enemy: Square, element: Square, facing: Direction): Direction {
  const dx = element.x - enemy.x;
  const dy = element.y - enemy.y;
  const alongX: Direction = dx > 0 ? 'east' : 'west';
  const alongY: Direction = dy > 0 ? 'north' : 'south';
  if (Math.abs(dx) > Math.abs(dy)) return alongX;
  if (Math.abs(dy) > Math.abs(dx)) return alongY;
  const back = behindOf(facing);
  if (dx === 0) return back;
  return back === alongX ? alongX : alongY;
}

/** Carries out a flee result: `flee` and `recoil` are the resolver's consequences, `met` its checklist answer for the element behind. */
export function fleeOnTable(
  context: BattleContext,
  state: BattleState,
  element: BattleElement,
  enemy: BattleElement,
  consequences: Pick<Consequences, 'flee' | 'recoil'> & { met?: Bump },
  events: Event[],
): void {
  const { flee, recoil, met } = consequences;
  if (!flee || !canMove(context, element)) return;
  if (recoil) {
    recoilOnTable(context, state, element, recoil.baseDepths, met, events);
    if (element.status !== 'in-play') return;
  }
  // The recoil's base depths are part of the flight: one square each.
  const rest = squaresIn(state.table, flee.paces) - (recoil?.baseDepths ?? 0);
  const way = awayFrom(enemy.square, element.square, element.facing);
  if (flee.turns) element.facing = way;
  const flight = { element, enemy: enemy.square, way, steers: context.content.recoil.flee.steers };
  const from = { ...element.square };
  let passing: BattleElement[] = [];
  let square: Square = element.square;
  for (let moved = 0; moved < rest; moved++) {
    const next = nextSquare(context, state, flight, square);
    if (!next) break;
    if (!onTable(state.table, next)) {
      sayPassed(element, passing, events);
      return runOff(element, events, from);
    }
    square = next;
    const occupant = elementAt(state, next);
    if (occupant) {
      passing.push(occupant);
    } else {
      // It stands on a free square again: those it went through are passed.
      sayPassed(element, passing, events);
      passing = [];
      element.square = next;
    }
  }
  events.push({ type: 'fled', element: element.id, from, to: { ...element.square }, facing: element.facing });
}

function sayPassed(element: BattleElement, passed: BattleElement[], events: Event[]): void {
  for (const other of passed) events.push({ type: 'passed-through', element: element.id, through: other.id });
}

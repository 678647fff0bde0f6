/**
 * How good a position looks for a seat, for the greedy player and search: units on the board against the
 * enemy's, plus how near each side's capturing squads are to the other HQ and how far their count has got.
 * A heuristic, not a rule: it reads every number it uses from the content's tables.
 */
import type { PlayerId } from '@armory/engine';
import { tablesFor } from './content.js';
import type { ShiftingHillsState } from './state.js';

/** Higher is better for `seat`. */
export function evaluate(state: ShiftingHillsState, seat: PlayerId): number {
  const tables = tablesFor(state);
  const across = tables.board.distance(tables.headquarters[0]!, tables.headquarters[1]!);
  let score = 0;
  for (const squad of state.squads) {
    if (squad.hex < 0) continue;
    const sign = squad.seat === seat ? 1 : -1;
    let value = squad.units;
    if (squad.unit === tables.capture.unit) {
      const enemyHq = tables.headquarters[(squad.seat + 1) % tables.seats]!;
      value += 1 - tables.board.distance(squad.hex, enemyHq) / across + squad.held / tables.capture.turns;
    }
    score += sign * value;
  }
  return score;
}

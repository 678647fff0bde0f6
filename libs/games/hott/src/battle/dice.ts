/** The battle's dice: a scenario's fixed dice first, in order, then the seeded RNG. */
import { Rng } from '@armory/engine';
import type { BattleState } from './state.js';

/** One die of `sides`; uses up a fixed die, or advances the state's RNG (an `Rng` shares the array it is given). */
export function rollDie(state: BattleState, sides: number): number {
  const fixed = state.fixedDice.shift();
  if (fixed !== undefined) return fixed;
  if (state.scenarioDice) state.scenarioDice.short++;
  return new Rng(state.rng).die(sides);
}

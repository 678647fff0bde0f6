/**
 * How well a battle stands for a side, for the greedy and MCTS players: the win or loss once over; before that
 * the share of the enemy's elements lost less the share of one's own, and a small pull towards the enemy, so
 * a player with nothing to gain at once still closes (random armies that never meet only draw).
 */
import { isStronghold, type BattleState, type Seat } from './state.js';
import { pacesBetween } from './table.js';
import { tallyOf } from './tally.js';

export function evaluateBattle(state: BattleState, seat: number): number {
  const side = seat as Seat;
  const enemy = (1 - side) as Seat;
  if (state.result) return state.result.winners.length === 0 ? 0 : state.result.winners.includes(side) ? 1 : -1;
  const own = tallyOf(state, side);
  const theirs = tallyOf(state, enemy);
  const losses = theirs.lost / Math.max(1, theirs.elements) - own.lost / Math.max(1, own.elements);
  return 0.9 * losses + 0.1 * closeness(state, side);
}

/** Near 1 when every element of `side` stands next to an enemy, towards 0 the farther they stand from the nearest one. */
function closeness(state: BattleState, side: Seat): number {
  const table = state.table;
  const across = Math.hypot(table.width, table.depth) * table.squarePaces;
  // The enemy's stronghold draws like any enemy element; one's own does not move, so it is left out.
  const standing = state.elements.filter((e) => e.status === 'in-play');
  const own = standing.filter((e) => e.side === side && !isStronghold(e));
  const enemies = standing.filter((e) => e.side !== side);
  if (own.length === 0 || enemies.length === 0) return 0;
  let sum = 0;
  for (const e of own) sum += Math.min(...enemies.map((x) => pacesBetween(table, e.square, x.square)));
  return 1 - sum / own.length / across;
}

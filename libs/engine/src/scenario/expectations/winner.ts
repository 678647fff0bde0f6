/** `winner`: the winning seat, a draw, or a game still going on. */
import type { PlayerId, Status } from '../../contract.js';
import { seatName } from '../seats.js';

const outcome = (winner: PlayerId | 'draw' | 'none' | undefined) => (typeof winner === 'number' ? seatName(winner) : String(winner));

/**
 * Compares the game's status with the winner a scenario expects (`want`: the game's seat, the runner converts the
 * file's); a shared win (a team's) counts as its first seat's.
 */
export function expectWinner(status: Status, want: PlayerId | 'draw' | 'none'): string[] {
  const got = !status.over ? 'none' : status.draw ? 'draw' : status.winners[0];
  if (got === want) return [];
  return [`expected winner ${outcome(want)}, got ${outcome(got)}${status.over && status.reason ? ` (${status.reason})` : ''}`];
}

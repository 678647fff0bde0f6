/** `winner`: the winning seat, a draw, or a game still going on. */
import type { PlayerId, Status } from '../../contract.js';
import { seatName } from '../seats.js';

const outcome = (winner: PlayerId | 'draw' | 'none' | undefined, word: string) =>
  typeof winner === 'number' ? seatName(winner, word) : String(winner);

/**
 * Compares the game's status with the winner a scenario expects (`want`: the game's seat, the runner converts the
 * file's); a shared win (a team's) counts as its first seat's. `word`: the game's word for a seat.
 */
export function expectWinner(status: Status, want: PlayerId | 'draw' | 'none', word = 'seat'): string[] {
  const got = !status.over ? 'none' : status.draw ? 'draw' : status.winners[0];
  if (got === want) return [];
  return [`expected winner ${outcome(want, word)}, got ${outcome(got, word)}${status.over && status.reason ? ` (${status.reason})` : ''}`];
}

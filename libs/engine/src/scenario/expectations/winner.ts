/** `winner`: the winning seat, a draw, or a game still going on. */
import type { Status } from '../../contract.js';
import { show } from './pattern.js';

/** Compares the game's status with the winner a scenario expects; a shared win (a team's) counts as its first seat's. */
export function expectWinner(status: Status, want: number | 'draw' | 'none'): string[] {
  const got = !status.over ? 'none' : status.draw ? 'draw' : status.winners[0];
  if (got === want) return [];
  return [`expected winner ${show(want)}, got ${show(got)}${status.over && status.reason ? ` (${status.reason})` : ''}`];
}

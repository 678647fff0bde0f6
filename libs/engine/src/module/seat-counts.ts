/**
 * A game's seat counts (`GameModule.seats`) in words and as a check of `--seats`, said once here, so `armory games`,
 * a game's help, `armory simulate`, `armory hounds cards` and the editor's play-test all name and refuse the same counts.
 */
import type { SeatCounts } from './game-module.js';
import { wholeNumberProblem } from '../options/option-values.js';

/** Every seat count the game plays, fewest first. */
export function seatCountsPlayed(counts: Omit<SeatCounts, 'default'>): number[] {
  if (counts.played) return counts.played.map((c) => c.seats);
  return Array.from({ length: counts.max - counts.min + 1 }, (_, i) => counts.min + i);
}

/** "2 seats", "2-4 seats", "2 or 4 seats": the counts a game plays, as lists of games show them. */
export function seatCountsText(counts: SeatCounts): string {
  if (counts.min === counts.max) return `${counts.min} seats`;
  if (!counts.played) return `${counts.min}-${counts.max} seats`;
  const played = seatCountsPlayed(counts);
  return `${played.slice(0, -1).join(', ')} or ${played.at(-1)} seats`;
}

/**
 * Why `--seats <text>` asks for a count the game `id` does not play, in the words every command uses, or null when
 * it plays that count.
 */
export function seatCountProblem(id: string, counts: SeatCounts, text: string): string | null {
  const { min, max, played } = counts;
  // A game of one seat count takes --seats of that count, so one command line serves every game.
  if (min === max)
    return text === String(min) ? null : `${id} is played by ${min} seats; --seats must be ${min} or left out, got '${text}'`;
  if (!played) return wholeNumberProblem('seats', text, min, max);
  if (/^\d+$/.test(text) && played.some((c) => c.seats === Number(text))) return null;
  // Each count with how it is played: "2 seats, or 4 in team play with --teams".
  const ways = played.some((c) => c.how)
    ? played.map((c, i) => `${c.seats}${i === 0 ? ' seats' : ''}${c.how ? ` ${c.how}` : ''}`).join(', or ')
    : seatCountsText(counts);
  return `--seats ${text}: the rules play ${ways}`;
}

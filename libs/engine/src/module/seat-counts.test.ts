import { describe, expect, it } from 'vitest';
import type { SeatCounts } from './game-module.js';
import { seatCountProblem, seatCountsPlayed, seatCountsText } from './seat-counts.js';

const counts = (min: number, max: number, played?: SeatCounts['played']): SeatCounts => ({
  min,
  max,
  default: min,
  ...(played ? { played } : {}),
});
const twoOrFour = counts(2, 4, [{ seats: 2 }, { seats: 4, how: 'in team play with --teams' }]);

describe("a game's seat counts", () => {
  it('lists every count from the fewest to the most, or only those the rules play', () => {
    expect(seatCountsPlayed(counts(2, 4))).toEqual([2, 3, 4]);
    expect(seatCountsPlayed(counts(2, 2))).toEqual([2]);
    expect(seatCountsPlayed(twoOrFour)).toEqual([2, 4]);
  });

  it('says them in words', () => {
    expect(seatCountsText(counts(2, 2))).toBe('2 seats');
    expect(seatCountsText(counts(2, 4))).toBe('2-4 seats');
    expect(seatCountsText(twoOrFour)).toBe('2 or 4 seats');
    expect(seatCountsText(counts(2, 6, [{ seats: 2 }, { seats: 4 }, { seats: 6 }]))).toBe('2, 4 or 6 seats');
  });

  it('refuses a count the game does not play, saying how each count it plays is played', () => {
    expect(seatCountProblem('nh', twoOrFour, '4')).toBeNull();
    expect(seatCountProblem('nh', twoOrFour, '3')).toBe('--seats 3: the rules play 2 seats, or 4 in team play with --teams');
    expect(seatCountProblem('toy', counts(2, 4), '3')).toBeNull();
    expect(seatCountProblem('toy', counts(2, 4), '9')).toBe("--seats must be a whole number from 2 to 4, got '9'");
    expect(seatCountProblem('toy', counts(2, 2), '3')).toBe("toy is played by 2 seats; --seats must be 2 or left out, got '3'");
  });
});

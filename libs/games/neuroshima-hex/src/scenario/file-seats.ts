/**
 * Seats in a scenario file count from 1 (1 plays first), as users see them everywhere; the game counts from 0.
 * The set-up's seats are converted here, once, before the set-up and the name checks read them.
 */
import { seatFromFile } from '@armory/engine';
import type { Scenario } from './scenario.js';

/** Fields of Neuroshima Hex's events that name seats (a number, or a list for `game-over`'s winners). */
export const SEAT_FIELDS = ['seat', 'owner', 'winners'] as const;

/** The scenario with its set-up's seats (tile owners, the seat to act, seats that drew last) as the game counts them. */
export function withGameSeats(sc: Scenario): Scenario {
  const setup = sc.setup;
  if (!setup) return sc;
  return {
    ...sc,
    setup: {
      ...setup,
      ...(setup.board ? { board: setup.board.map((t) => ({ ...t, owner: seatFromFile(t.owner) })) } : {}),
      ...(setup.current !== undefined ? { current: seatFromFile(setup.current) } : {}),
      ...(setup.drewLast ? { drewLast: setup.drewLast.map(seatFromFile) } : {}),
    },
  };
}

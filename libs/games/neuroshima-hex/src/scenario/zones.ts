/**
 * Neuroshima Hex's zones for the scenario expectation `zones`: each seat's hand, bag (next draw first),
 * discard pile, removed tiles and marker supply (one id per marker left).
 */
import type { ZoneReader } from '@armory/engine';
import type { NhState, Seat } from '../state.js';

const ofSeat =
  (read: (seat: Seat) => readonly string[]): ZoneReader<NhState> =>
  (state, seat) => {
    const s = seat === undefined ? undefined : state.seats[seat];
    return s ? read(s) : undefined;
  };

/** The zone readers, by the name a scenario uses. */
export const zones: Record<string, ZoneReader<NhState>> = {
  hand: ofSeat((s) => s.hand),
  // The top of the bag is the end of its array; a scenario lists the next draw first.
  bag: ofSeat((s) => [...s.bag].reverse()),
  discard: ofSeat((s) => s.discard),
  removed: ofSeat((s) => s.removed),
  supply: ofSeat((s) => Object.entries(s.supply).flatMap(([marker, n]) => new Array<string>(n).fill(marker))),
};

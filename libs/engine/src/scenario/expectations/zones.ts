/** `zones`: what a hand, bag, deck, discard pile or supply holds, read through the game's zone readers. */
import type { ExpectedZone, ZoneReader } from '../scenario.js';
import { seatName } from '../seats.js';
import { show } from './pattern.js';

/**
 * Checks each expected zone against what the game's reader for it returns (`seat`: the game's, the runner converts the
 * file's). `word`: the game's word for a seat.
 */
export function expectZones<S>(
  state: S,
  readers: Readonly<Record<string, ZoneReader<S>>>,
  wanted: readonly ExpectedZone[],
  word = 'seat',
): string[] {
  const failures: string[] = [];
  for (const want of wanted) {
    const read = readers[want.zone];
    if (!read) {
      const known = Object.keys(readers).sort();
      failures.push(`no zone '${want.zone}' in this game; known: ${known.length ? known.join(', ') : 'none'}`);
      continue;
    }
    if (want.contents === undefined && want.order === undefined && want.size === undefined) {
      failures.push(`zone '${want.zone}': give its contents, order or size`);
      continue;
    }
    const name = want.seat === undefined ? `the ${want.zone}` : `${seatName(want.seat, word)}'s ${want.zone}`;
    const got = read(state, want.seat);
    if (!got) {
      failures.push(want.seat === undefined ? `zone '${want.zone}' belongs to a seat: give one` : `there is no ${name}`);
      continue;
    }
    if (want.contents && show([...got].sort()) !== show([...want.contents].sort())) {
      failures.push(`expected ${name} to hold ${show([...want.contents].sort())} (any order), got ${show([...got].sort())}`);
    }
    if (want.order && show(got) !== show(want.order))
      failures.push(`expected ${name} to hold ${show(want.order)} in this order, got ${show(got)}`);
    if (want.size !== undefined && got.length !== want.size)
      failures.push(`expected ${name} to hold ${want.size} piece(s), got ${got.length}`);
  }
  return failures;
}

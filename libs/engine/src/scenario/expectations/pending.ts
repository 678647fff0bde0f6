/** `pending`: the choice the game waits for: who must answer it, and the kinds of action that answer it. */
import type { Action, PendingChoice, PlayerId } from '../../contract.js';
import type { ExpectedPending } from '../scenario.js';
import { seatName } from '../seats.js';
import { show } from './pattern.js';

const who = (seat: PlayerId | null, word: string) => (seat === null ? 'nobody (the game is over)' : seatName(seat, word));

/**
 * Compares the seat to act (`want.seat`: the game's seat, the runner converts the file's), the choice an effect waits on (`pending`: undefined when the game reports none) and
 * the set of legal action kinds with the scenario's. `word`: the game's word for a seat.
 */
export function expectPending(
  toAct: PlayerId | null,
  pending: PendingChoice | null | undefined,
  legal: readonly Action[],
  want: ExpectedPending,
  word = 'seat',
): string[] {
  const failures: string[] = [];
  if (want.seat !== undefined && want.seat !== toAct)
    failures.push(`expected ${who(want.seat, word)} to answer the pending choice, got ${who(toAct, word)}`);
  if (want.kind !== undefined) {
    if (pending === undefined)
      failures.push(`expected a pending ${show(want.kind)} choice, but this game reports no choices inside effects (no Game.pending)`);
    else if ((pending?.kind ?? null) !== want.kind)
      failures.push(
        `expected a pending ${show(want.kind)} choice, got ${pending ? `${show(pending.kind)} for ${seatName(pending.seat, word)}` : 'none'}`,
      );
  }
  if (want.actions) {
    const kinds = [...new Set(legal.map((a) => a.type))].sort();
    const wanted = [...new Set(want.actions)].sort();
    if (show(kinds) !== show(wanted)) failures.push(`expected legal actions of kinds ${show(wanted)}, got ${show(kinds)}`);
  }
  return failures;
}

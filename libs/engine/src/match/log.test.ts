import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playMatch } from './match.js';
import { replay } from './log.js';
import { randomPlayer } from '../players/random.js';
import { hiddenNim } from '../toys/hidden-nim.js';
import { ticTacToe } from '../toys/tic-tac-toe.js';

describe('replay', () => {
  it('re-runs a recorded game to the same events and final state, also after a JSON round trip', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 30 }), (seed, pile) => {
        const original = playMatch(hiddenNim, null, { pile }, seed, [randomPlayer(), randomPlayer()], { record: true });
        const log = JSON.parse(JSON.stringify(original.log));
        const result = replay(hiddenNim, null, log);
        expect(result.ok).toBe(true);
        expect(result.state).toEqual(original.state);
      }),
      { numRuns: 40 },
    );
  });

  it('reports the first differing event', () => {
    const { log } = playMatch(hiddenNim, null, { pile: 20 }, 5, [randomPlayer(), randomPlayer()], { record: true });
    const tampered = structuredClone(log!);
    (tampered.events[2]![0] as unknown as { pile: number }).pile += 1;
    const result = replay(hiddenNim, null, tampered);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.step).toBe(2);
    expect(result.message).toMatch(/^step 3 \(play \{value: \d\}\): event 1 differs: expected \{.*"pile":\d+.*\}, got \{/);
  });

  it('reports an action that has become illegal, and a log of another game', () => {
    const { log } = playMatch(ticTacToe, null, {}, 1, [randomPlayer(), randomPlayer()], { record: true });
    const tampered = structuredClone(log!);
    tampered.actions[1] = tampered.actions[0]!;
    const result = replay(ticTacToe, null, tampered);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/step 2 \(mark \{cell: \d\}\): illegal action mark \{cell: \d\}: cell \d is already marked/);
    const wrong = replay(hiddenNim, null, log!);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.message).toBe("log is of game 'tic-tac-toe', not 'hidden-nim'");
  });
});

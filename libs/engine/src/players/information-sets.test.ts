import { describe, expect, it } from 'vitest';
import type { Game } from '../contract.js';
import { Rng } from '../rng/rng.js';
import { playMatch } from '../match/match.js';
import { rockPaperScissors as rps, type Commit, type RpsState } from '../toys/rock-paper-scissors.js';
import { mctsPlayer } from './mcts.js';
import { randomPlayer } from './random.js';

/** The same game with nothing hidden: a search of it sees the other seat's commitment. */
const peeking: Game<RpsState, Commit, null, object> = { ...rps, view: (s) => structuredClone(s), determinize: (v) => structuredClone(v) };

/** Rounds won by seat 2 (MCTS, committing second) against a random seat 1, over `n` seeded one-round games. */
function secondCommitterWins(game: Game<RpsState, Commit, null, object>, n: number): number {
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const r = playMatch(game, null, {}, `game ${i}`, [randomPlayer(), mctsPlayer({ iterations: 200 })]);
    if (r.status.over && r.status.winners[0] === 1) wins++;
  }
  return wins;
}

describe('MCTS over information sets (simultaneous games)', () => {
  it('does not see the commitment it answers: committing second it wins about a third, as anyone would; a peeking copy wins every time', () => {
    const n = 200;
    // Fair: a third of the games (67 expected, standard deviation 6.7); 90 would be 3.5 deviations above.
    const fair = secondCommitterWins(rps, n);
    expect(fair).toBeGreaterThan(40);
    expect(fair).toBeLessThan(90);
    expect(secondCommitterWins(peeking, n)).toBeGreaterThanOrEqual(0.95 * n);
  });

  it('committing first, does not play against an opponent that reads its commitment', () => {
    // Leaving the round to the die (a third to win) is worse than any throw against an opponent who cannot
    // see the throw, and the only choice that does not lose against one who can. A tree keyed by actions
    // puts the opponent's answer under the real commitment and so calls the die every time (measured:
    // 100 of 100); searching over information sets it calls the die in 1 of 100.
    const options = { die: { sides: 6, wins: 2 } };
    let calls = 0;
    const n = 60;
    for (let i = 0; i < n; i++) {
      const state = rps.setup(null, options, i);
      const action = mctsPlayer<RpsState, Commit>({ iterations: 300 }).choose(rps, state, 0, Rng.seeded(`decision ${i}`));
      if (action.choice === 'die') calls++;
    }
    expect(calls).toBeLessThan(n / 4);
  });

  it('is deterministic for a seed and always commits a legal choice', () => {
    const run = () =>
      playMatch(
        rps,
        null,
        { rounds: 5, die: { sides: 6, wins: 2 } },
        'same',
        [mctsPlayer({ iterations: 80 }), mctsPlayer({ iterations: 80 })],
        { record: true },
      ).log;
    const a = run();
    expect(a!.actions).toHaveLength(10);
    expect(run()).toEqual(a);
  });
});

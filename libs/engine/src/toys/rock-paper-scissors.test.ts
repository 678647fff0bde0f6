import { describe, expect, it } from 'vitest';
import { HIDDEN_CHOICE, rockPaperScissors as rps } from './rock-paper-scissors.js';
import { conformanceProblems } from '../match/conformance.js';
import { Rng } from '../rng/rng.js';

describe('rock-paper-scissors', () => {
  it('takes commitments in turn and reveals them together once both are in', () => {
    const s = rps.setup(null, { rounds: 2 }, 1);
    expect(rps.toAct(s)).toBe(0);
    expect(rps.apply(s, { type: 'commit', choice: 'rock' })).toEqual([{ type: 'committed', player: 0 }]);
    expect(rps.hiddenCommitments!(s)).toEqual([0]);
    expect(rps.toAct(s)).toBe(1);
    expect(rps.apply(s, { type: 'commit', choice: 'paper' })).toEqual([
      { type: 'committed', player: 1 },
      { type: 'revealed', choices: ['rock', 'paper'] },
      { type: 'round', winner: 1, wins: [0, 1] },
    ]);
    expect(rps.hiddenCommitments!(s)).toEqual([]);
    rps.apply(s, { type: 'commit', choice: 'scissors' });
    expect(rps.apply(s, { type: 'commit', choice: 'scissors' })[2]).toEqual({ type: 'round', winner: -1, wins: [0, 1] });
    expect(rps.status(s)).toEqual({ over: true, winners: [1], draw: false, scores: [0, 1], reason: 'rounds-played' });
  });

  it('hides a commitment from the other seat, and a guess redraws it from the choices there were', () => {
    const s = rps.setup(null, { die: { sides: 6, wins: 2 } }, 1);
    rps.apply(s, { type: 'commit', choice: 'scissors' });
    const view = rps.view(s, 1);
    expect(view.commits).toEqual([HIDDEN_CHOICE, null]);
    expect(view.rng).toEqual([0, 0, 0, 0]);
    expect(rps.view(s, 0).commits).toEqual(['scissors', null]);
    const rng = Rng.seeded('guess');
    const guessed = new Set<string>();
    for (let i = 0; i < 200; i++) guessed.add(String(rps.determinize!(view, 1, rng).commits[0]));
    expect([...guessed].sort()).toEqual(['die', 'paper', 'rock', 'scissors']);
    expect(view.commits).toEqual([HIDDEN_CHOICE, null]);
  });

  it('leaves a round to the die for a lone caller', () => {
    const s = rps.setup(null, { rounds: 40, die: { sides: 6, wins: 2 } }, 'dice');
    let callerWins = 0;
    for (let i = 0; i < 40; i++) {
      rps.apply(s, { type: 'commit', choice: 'die' });
      const events = rps.apply(s, { type: 'commit', choice: 'rock' });
      const rolled = events.find((e) => e.type === 'rolled')!.roll as number;
      const winner = events.find((e) => e.type === 'round')!.winner as number;
      expect(winner).toBe(rolled <= 2 ? 0 : 1);
      if (winner === 0) callerWins++;
    }
    expect(callerWins).toBeGreaterThan(0);
    expect(callerWins).toBeLessThan(40);
    const both = rps.setup(null, { die: { sides: 6, wins: 2 } }, 1);
    rps.apply(both, { type: 'commit', choice: 'die' });
    expect(rps.apply(both, { type: 'commit', choice: 'die' })[2]).toEqual({ type: 'round', winner: -1, wins: [0, 0] });
    expect(() => rps.apply(rps.setup(null, {}, 1), { type: 'commit', choice: 'die' })).toThrow(
      'illegal action commit {choice: "die"}: commit one of rock, paper, scissors',
    );
  });

  it('keeps the contract, hidden commitments included', () => {
    const illegal = [{ type: 'commit', choice: 'lizard' }] as never[];
    expect(conformanceProblems(rps, null, { rounds: 3 }, { illegal })).toEqual([]);
    expect(conformanceProblems(rps, null, { rounds: 3, die: { sides: 6, wins: 2 } }, { illegal })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { IllegalAction, type Game } from '../contract.js';
import { conformanceProblems } from './conformance.js';
import { Rng, type RngState } from '../rng/rng.js';
import { ticTacToe, type Mark, type TicTacToeState } from '../toys/tic-tac-toe.js';
import { hiddenNim, type HiddenNimState } from '../toys/hidden-nim.js';
import { raid, type RaidAction, type RaidOptions, type RaidState } from '../toys/raid.js';
import { rockPaperScissors as rps, type Commit, type RpsOptions, type RpsState } from '../toys/rock-paper-scissors.js';

const illegal = [
  { type: 'mark', cell: 4 },
  { type: 'mark', cell: 12 },
] as Mark[];

describe('conformanceProblems', () => {
  it('finds no problem in the toy games', () => {
    expect(conformanceProblems(ticTacToe, null, {}, { illegal })).toEqual([]);
    expect(conformanceProblems(hiddenNim, null, { pile: 14 }, { illegal: [{ type: 'pass' }, { type: 'play', value: 7 }] })).toEqual([]);
  });

  it('catches a game that changes the state before rejecting an action', () => {
    const sloppy: Game<TicTacToeState, Mark, null, object> = {
      ...ticTacToe,
      apply(s, a) {
        s.next = 1 - s.next; // the bug: mutates before checking
        if (s.cells[a.cell] !== -1) {
          s.next = 1 - s.next;
          s.cells.push(0);
          throw new IllegalAction(a, 'taken');
        }
        s.next = 1 - s.next;
        return ticTacToe.apply(s, a);
      },
    };
    const problems = conformanceProblems(sloppy, null, {}, { illegal, seeds: [1] });
    expect(problems[0]).toMatch(/^seed 1, step \d: rejecting mark \{cell: (4|12)\} changed the state$/);
  });

  it('catches non-JSON state, a view that leaks into the state, and a game that never ends', () => {
    const leaky: Game<TicTacToeState, Mark, null, object> = {
      ...ticTacToe,
      view: (s) => {
        s.next = s.next + 0;
        (s as unknown as { seen: boolean }).seen = true;
        return s;
      },
    };
    expect(conformanceProblems(leaky, null, {}, { seeds: [1] }).join('\n')).toMatch(/view or determinize changed the real state/);
    const endless: Game<{ n: number; at?: Date }, { type: 'tick' }, null, object> = {
      name: 'endless',
      setup: () => ({ n: 0, at: new Date(0) }),
      toAct: () => 0,
      actions: () => [{ type: 'tick' }],
      apply: (s) => [{ type: 'ticked', n: ++s.n }],
      view: (s) => s,
      status: () => ({ over: false }),
      players: () => 1,
    };
    const problems = conformanceProblems(endless, null, {}, { seeds: [7], maxSteps: 20 });
    expect(problems[0]).toBe('seed 7, step 0: the state is not plain JSON data (a JSON round trip changes it)');
    expect(problems.join('\n')).toMatch(/did not end within 20 steps/);
  });

  it('catches a sampleAction that does not match picking from the listed actions', () => {
    // Off by one cell, drawing the same way: the check compares with the list.
    const skewed: Game<TicTacToeState, Mark, null, object> = {
      ...ticTacToe,
      sampleAction(s, rng) {
        const legal = ticTacToe.actions(s);
        return legal[(rng.int(legal.length) + 1) % legal.length]!;
      },
    };
    expect(conformanceProblems(skewed, null, {}, { seeds: [1] })[0]).toMatch(
      /^seed 1, step 0: sampleAction gave mark \{cell: \d\} where the listed actions give mark \{cell: \d\}$/,
    );
    // Right action, but two draws instead of one.
    const greedyDraws: Game<TicTacToeState, Mark, null, object> = {
      ...ticTacToe,
      sampleAction(s, rng) {
        rng.next();
        const legal = ticTacToe.actions(s);
        return legal[rng.int(legal.length)]!;
      },
    };
    expect(conformanceProblems(greedyDraws, null, {}, { seeds: [1] }).join('\n')).toMatch(/drew from the RNG differently/);
    const meddling: Game<TicTacToeState, Mark, null, object> = {
      ...ticTacToe,
      sampleAction(s, rng) {
        const a = ticTacToe.sampleAction!(s, rng);
        s.rng[0] = (s.rng[0] + 1) | 0;
        return a;
      },
    };
    expect(conformanceProblems(meddling, null, {}, { seeds: [1] }).join('\n')).toMatch(/sampleAction changed the state/);
  });

  it('catches a playSample that plays something else than sampleAction and apply', () => {
    const cheat: Game<TicTacToeState, Mark, null, object> = {
      ...ticTacToe,
      playSample(s, rng) {
        const action = ticTacToe.sampleAction!(s, rng);
        const events = ticTacToe.apply(s, action);
        return { action, events: events.slice(0, 1).map((e) => ({ ...e, cell: -7 })) };
      },
    };
    expect(conformanceProblems(cheat, null, {}, { seeds: [1] })[0]).toMatch(
      /^seed 1, step 0: playSample's events for mark \{cell: \d\} differ from apply's$/,
    );
    const orphan: Game<TicTacToeState, Mark, null, object> = { ...ticTacToe, sampleAction: undefined };
    expect(conformanceProblems(orphan, null, {}, { seeds: [1] }).join('\n')).toMatch(/has playSample but no sampleAction/);
  });

  it('catches a playOut that plays otherwise than step-by-step random play', () => {
    expect(ticTacToe.playOut).toBeDefined();
    const endless: Game<TicTacToeState, Mark, null, object> = {
      ...ticTacToe,
      // Ignores the step limit.
      playOut: (s, rng) => ticTacToe.playOut!(s, rng, 99),
    };
    expect(conformanceProblems(endless, null, {}, { seeds: [1] })[0]).toMatch(
      /^seed 1, step 0: playOut cut at 3 steps played \d+ actions where step-by-step play took 3$/,
    );
    const wrongCell: Game<TicTacToeState, Mark, null, object> = {
      ...ticTacToe,
      // Marks the first free cell, drawing as it should.
      playOut(s, rng, maxSteps) {
        let steps = 0;
        for (; steps < maxSteps && !ticTacToe.status(s).over; steps++) {
          ticTacToe.sampleAction!(s, rng);
          s.cells[s.cells.indexOf(-1)] = s.next;
          s.next = 1 - s.next;
        }
        return steps;
      },
    };
    expect(conformanceProblems(wrongCell, null, {}, { seeds: [1] }).join('\n')).toMatch(
      /playOut (cut at 3 steps|to the end) left another state/,
    );
    const extraDraw: Game<TicTacToeState, Mark, null, object> = {
      ...ticTacToe,
      playOut(s, rng, maxSteps) {
        rng.next();
        const copy = new Rng([...rng.state] as RngState);
        const played = ticTacToe.playOut!(s, copy, maxSteps);
        rng.state.splice(0, 4, ...copy.state);
        return played;
      },
    };
    expect(conformanceProblems(extraDraw, null, {}, { seeds: [1] }).join('\n')).toMatch(
      /playOut .* (drew from the RNG differently|left another state)/,
    );
  });

  it('catches a pending choice that waits on another seat than the one to act, or outlives the game', () => {
    const misnamed: Game<RaidState, RaidAction, null, RaidOptions> = {
      ...raid,
      pending: (s) => (s.pending ? { ...s.pending, seat: 1 - s.pending.seat } : null),
    };
    expect(conformanceProblems(misnamed, null, {}, { seeds: [1] })).toContainEqual(
      expect.stringMatching(/^seed 1, step \d+: a pending discard waits on seat (1|2), but toAct says seat (2|1)$/),
    );
    const lingering: Game<RaidState, RaidAction, null, RaidOptions> = {
      ...raid,
      pending: (s) => s.pending ?? (raid.status(s).over ? { seat: 0, kind: 'discard' } : null),
    };
    expect(conformanceProblems(lingering, null, {}, { seeds: [1] })).toEqual([
      expect.stringMatching(/^seed 1, step \d+: the game is over but a discard still waits on seat 1$/),
    ]);
    // A finished game whose toAct still names its first seat: the message names it as users count, seat 1.
    const restless: Game<RaidState, RaidAction, null, RaidOptions> = { ...raid, toAct: (s) => (raid.status(s).over ? 0 : raid.toAct(s)) };
    expect(conformanceProblems(restless, null, {}, { seeds: [1] })).toEqual([
      expect.stringMatching(/^seed 1, step \d+: the game is over but toAct says seat 1$/),
    ]);
  });

  it('catches a view that tells an unrevealed commitment, and options that depend on one', () => {
    // The view shows whether the hidden commitment was rock.
    const tell: Game<RpsState, Commit, null, RpsOptions> = {
      ...rps,
      view: (s, p) => ({ ...rps.view(s, p), rockCommitted: s.commits.some((c, seat) => seat !== p && c === 'rock') }) as RpsState,
    };
    expect(conformanceProblems(tell, null, {}, { seeds: [1] })).toContainEqual(
      expect.stringMatching(
        /^seed 1, step 0: seat 2's view shows seat 1's unrevealed commitment \(it differs between commit \{choice: "\w+"\} and the commitment made\)$/,
      ),
    );
    // Seat 2 may not answer scissors with scissors: its options give the commitment away.
    const noMirror: Game<RpsState, Commit, null, RpsOptions> = {
      ...rps,
      actions: (s) => rps.actions(s).filter((a) => !(rps.toAct(s) === 1 && s.commits[0] === a.choice)),
    };
    expect(conformanceProblems(noMirror, null, { rounds: 4 }, { seeds: [1, 2] }).join('\n')).toMatch(
      /seat 2's legal actions depend on seat 1's unrevealed commitment/,
    );
    // The same, found by apply: rock is refused after a hidden paper (seed 5 draws paper, then rock, for real).
    const refusing: Game<RpsState, Commit, null, RpsOptions> = {
      ...rps,
      apply: (s, a) => {
        if (s.commits[0] === 'paper' && a.choice === 'rock') throw new IllegalAction(a, 'rock may not answer paper');
        return rps.apply(s, a);
      },
    };
    expect(conformanceProblems(refusing, null, {}, { seeds: [5] })).toEqual([
      'seed 5, step 1: seat 2\'s commit {choice: "rock"} is refused had seat 1 made commit {choice: "paper"} instead, though that commitment is not revealed',
    ]);
  });

  it("catches traits the game's members contradict, and guesses that look different from the view", () => {
    const noGuess = { ...rps, determinize: undefined };
    expect(conformanceProblems(noGuess, null, {}, { seeds: [1] })[0]).toBe(
      'seed 1, step 0: the traits say the game hides information, but it has no determinize to guess what is hidden',
    );
    const open = {
      ...rps,
      traits: { turns: 'simultaneous', chance: true, hiddenInformation: false } as const,
      hiddenCommitments: undefined,
    };
    expect(conformanceProblems(open, null, {}, { seeds: [1] }).slice(0, 2)).toEqual([
      'seed 1, step 0: the traits say turns are simultaneous, so commitments are hidden, but hiddenInformation is false',
      'seed 1, step 0: the traits say turns are simultaneous, but the game has no hiddenCommitments',
    ]);
    const seeThrough = { ...hiddenNim, traits: { turns: 'sequential', chance: true, hiddenInformation: false } as const };
    expect(conformanceProblems(seeThrough, null, { pile: 9 }, { seeds: [1] })[0]).toBe(
      "seed 1, step 0: the traits say nothing is hidden, but seat 1's view differs from the state",
    );
    // In a game of turns too, a guess must keep what the seat sees, and leave the view it was made from alone.
    const miscounting = {
      ...hiddenNim,
      determinize: (v: HiddenNimState, p: number, r: Rng) => ({ ...hiddenNim.determinize!(v, p, r), pile: v.pile + 1 }),
    };
    expect(conformanceProblems(miscounting, null, { pile: 9 }, { seeds: [1] })).toContain(
      "seed 1, step 0: a determinization of seat 1's view looks different to that seat than the view itself",
    );
    const scribbling = {
      ...hiddenNim,
      determinize: (v: HiddenNimState, p: number, r: Rng) => {
        const guess = hiddenNim.determinize!(v, p, r);
        v.passes = 7;
        return guess;
      },
    };
    expect(conformanceProblems(scribbling, null, { pile: 9 }, { seeds: [1] })).toContain(
      'seed 1, step 0: determinize changed the view of seat 1 it was given',
    );
    const sequential = { ...rps, traits: { turns: 'sequential', chance: true, hiddenInformation: true } as const };
    expect(conformanceProblems(sequential, null, {}, { seeds: [1] }).join('\n')).toMatch(
      /the traits say turns are sequential, but hiddenCommitments lists seats/,
    );
    // A guess that fills the other hand with cards the deck does not have: play from it fails when that seat plays one.
    const careless: Game<RaidState, RaidAction, null, RaidOptions> = {
      ...raid,
      traits: { turns: 'sequential', chance: true, hiddenInformation: true },
      determinize: (v, p) => ({
        ...structuredClone(v),
        hands: v.hands.map((h, seat) => (seat === p ? structuredClone(h) : h.map(() => ({ value: 0, raid: false })))),
      }),
      apply: (s, a) => {
        if (a.value === 0) throw new Error('no card is worth 0');
        return raid.apply(s, a);
      },
    };
    expect(conformanceProblems(careless, null, {}, { seeds: [1] })[0]).toBe(
      "seed 1, step 0: play from a determinization of seat 1's view fails at its step 2 (search would fail there): no card is worth 0",
    );
    // A guess that gets the score wrong.
    const forgetful: Game<RpsState, Commit, null, RpsOptions> = {
      ...rps,
      determinize: (v, p, r) => ({ ...rps.determinize!(v, p, r), wins: [v.wins[0]!, v.wins[1]! + 1] }),
    };
    expect(conformanceProblems(forgetful, null, {}, { seeds: [1] })[0]).toBe(
      "seed 1, step 0: a determinization of seat 1's view looks different to that seat than the view itself",
    );
  });
});

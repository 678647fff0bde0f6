import { describe, expect, it } from 'vitest';
import { IllegalAction, type Game } from '../contract.js';
import { conformanceProblems } from './conformance.js';
import { ticTacToe, type Mark, type TicTacToeState } from '../toys/tic-tac-toe.js';
import { hiddenNim } from '../toys/hidden-nim.js';

const illegal = [{ type: 'mark', cell: 4 }, { type: 'mark', cell: 12 }] as Mark[];

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
    const leaky: Game<TicTacToeState, Mark, null, object> = { ...ticTacToe, view: (s) => { s.next = s.next + 0; (s as unknown as { seen: boolean }).seen = true; return s; } };
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
    expect(conformanceProblems(skewed, null, {}, { seeds: [1] })[0]).toMatch(/^seed 1, step 0: sampleAction gave mark \{cell: \d\} where the listed actions give mark \{cell: \d\}$/);
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
    expect(conformanceProblems(cheat, null, {}, { seeds: [1] })[0]).toMatch(/^seed 1, step 0: playSample's events for mark \{cell: \d\} differ from apply's$/);
    const orphan: Game<TicTacToeState, Mark, null, object> = { ...ticTacToe, sampleAction: undefined };
    expect(conformanceProblems(orphan, null, {}, { seeds: [1] }).join('\n')).toMatch(/has playSample but no sampleAction/);
  });
});

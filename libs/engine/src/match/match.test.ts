import { describe, expect, it } from 'vitest';
import type { Action, Event } from '../contract.js';
import { playMatch } from './match.js';
import { randomPlayer } from '../players/random.js';
import { hiddenNim } from '../toys/hidden-nim.js';
import { ticTacToe } from '../toys/tic-tac-toe.js';

describe('playMatch', () => {
  it('plays to the end, reporting every step and recording a log', () => {
    const steps: Array<[Action, Event[]]> = [];
    const r = playMatch(ticTacToe, null, {}, 3, [randomPlayer(), randomPlayer()], { record: true, onStep: (a, e) => steps.push([a, e]) });
    expect(r.status.over).toBe(true);
    expect(r.steps).toBe(steps.length);
    expect(r.log!.actions).toEqual(steps.map(([a]) => a));
    expect(r.log!.events).toEqual(steps.map(([, e]) => e));
    expect(r.state.cells.filter((c) => c >= 0)).toHaveLength(r.steps);
  });

  it('stops at the step limit with the game unfinished', () => {
    const r = playMatch(hiddenNim, null, { pile: 30 }, 3, [randomPlayer(), randomPlayer()], { maxSteps: 3 });
    expect(r.steps).toBe(3);
    expect(r.status.over).toBe(false);
    expect(r.log).toBeUndefined();
  });

  it('gives players their own seeded streams: same player seed, same game; another player seed, other choices', () => {
    const a = playMatch(hiddenNim, null, {}, 'g', [randomPlayer(), randomPlayer()], { record: true, playerSeed: 'p1' });
    const b = playMatch(hiddenNim, null, {}, 'g', [randomPlayer(), randomPlayer()], { record: true, playerSeed: 'p1' });
    const c = playMatch(hiddenNim, null, {}, 'g', [randomPlayer(), randomPlayer()], { record: true, playerSeed: 'p2' });
    expect(a.log).toEqual(b.log);
    expect(c.log!.actions).not.toEqual(a.log!.actions);
    expect(() => playMatch(ticTacToe, null, {}, 1, [randomPlayer()])).toThrow(/no player for seat 1/);
  });
});

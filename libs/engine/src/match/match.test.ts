import { describe, expect, it } from 'vitest';
import type { Action, Event } from '../contract.js';
import { playMatch } from './match.js';
import { randomPlayer } from '../players/random.js';
import { hiddenNim } from '../toys/hidden-nim.js';
import { ticTacToe } from '../toys/tic-tac-toe.js';
import { raid } from '../toys/raid.js';
import { rockPaperScissors } from '../toys/rock-paper-scissors.js';
import { replay } from './log.js';

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
    // One player for a two-seat game: the second seat, seat 2 to a user, has nobody.
    expect(() => playMatch(ticTacToe, null, {}, 1, [randomPlayer()])).toThrow(/no player for seat 2$/);
  });

  it('lets the seat an effect asks answer out of turn, and replays the answers', () => {
    const seats: number[] = [];
    const r = playMatch(raid, null, {}, 5, [randomPlayer(), randomPlayer()], { record: true, onStep: (_a, _e, seat) => seats.push(seat) });
    expect(r.status.over).toBe(true);
    const discards = r.log!.actions.flatMap((a, i) => (a.type === 'discard' ? [i] : []));
    expect(discards.length).toBeGreaterThan(0);
    for (const i of discards) {
      // The answer comes from the raided seat, right after the raid.
      const raidEvent = r.log!.events[i - 1]!.find((e) => e.type === 'raided') as { target: number } | undefined;
      expect(raidEvent).toBeDefined();
      expect(seats[i]).toBe(raidEvent!.target);
      expect(seats[i - 1]).toBe(1 - raidEvent!.target);
    }
    expect(replay(raid, null, JSON.parse(JSON.stringify(r.log))).ok).toBe(true);
  });

  it('plays and replays simultaneous rounds: commitments in turn, one reveal per round', () => {
    const r = playMatch(rockPaperScissors, null, { rounds: 4, die: { sides: 6, wins: 2 } }, 2, [randomPlayer(), randomPlayer()], {
      record: true,
    });
    expect(r.steps).toBe(8);
    expect(r.log!.events.filter((events) => events.some((e) => e.type === 'revealed'))).toHaveLength(4);
    expect(replay(rockPaperScissors, null, JSON.parse(JSON.stringify(r.log))).ok).toBe(true);
  });
});

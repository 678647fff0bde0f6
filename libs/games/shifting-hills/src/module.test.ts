import { OptionError, greedyPlayer, mctsPlayer, playMatch, randomPlayer, readOptionValues } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.testing.js';
import { shiftingHillsModule } from './module.js';

describe('the registry module', () => {
  it('offers the seats the rules have', () => {
    expect(shiftingHillsModule.seats).toEqual({ min: content.rules.seats, max: content.rules.seats, default: content.rules.seats });
  });

  it('takes the turn limit from rules.yaml for simulations, or from --turn-limit, or none with off', () => {
    const resolve = (values: Record<string, string | boolean>) => shiftingHillsModule.resolveOptions(values, undefined, content).options;
    expect(resolve({}).turnLimit).toBe(content.rules.simulation.turnLimit);
    expect(resolve({ 'turn-limit': '40' }).turnLimit).toBe(40);
    expect(resolve({ 'turn-limit': 'off' }).turnLimit).toBeNull();
    expect(resolve({ 'known-forbidden-move': 'fail', 'survivors-count-as-play': true, 'attacker-def-shields': true })).toMatchObject({
      knownForbiddenMove: 'fail',
      survivorsCountAsPlay: true,
      attackerDefShields: true,
    });
    expect(resolve({}).attackerDefShields).toBeUndefined();
    expect(shiftingHillsModule.resolveOptions({}, undefined, content).seatLabels).toEqual(['player 1', 'player 2']);
  });

  it('refuses bad options in the user’s words', () => {
    expect(() => shiftingHillsModule.resolveOptions({ 'turn-limit': 'ten' }, undefined, content)).toThrow(
      new OptionError("--turn-limit must be a whole number of turns or 'off', got 'ten'"),
    );
    expect(() => readOptionValues(shiftingHillsModule.options, { 'known-forbidden-move': 'maybe' }, content)).toThrow(OptionError);
    expect(() => shiftingHillsModule.resolveOptions({}, 3, content)).toThrow('is for 2 players; got --seats 3');
  });

  it('gives greedy an evaluation that beats random play most of the time', () => {
    let wins = 0;
    const games = 30;
    for (let seed = 0; seed < games; seed++) {
      const greedySeat = seed % 2;
      const players =
        greedySeat === 0
          ? [greedyPlayer(shiftingHillsModule.evaluate!), randomPlayer()]
          : [randomPlayer(), greedyPlayer(shiftingHillsModule.evaluate!)];
      const match = playMatch(shiftingHillsModule.game, content, { turnLimit: 200 }, seed, players);
      if (match.status.over && match.status.winners.includes(greedySeat)) wins++;
    }
    expect(wins).toBeGreaterThan(games * 0.7);
  }, 120_000);

  it('lets the engine’s MCTS search it on guesses of the hidden tiles and cards, and beat random play', () => {
    let wins = 0;
    const games = 4;
    for (let seed = 0; seed < games; seed++) {
      const seat = seed % 2;
      const mcts = mctsPlayer({ iterations: 40, maxPlayoutSteps: 200 });
      const match = playMatch(
        shiftingHillsModule.game,
        content,
        { turnLimit: 200 },
        `mcts ${seed}`,
        seat === 0 ? [mcts, randomPlayer()] : [randomPlayer(), mcts],
      );
      if (match.status.over && match.status.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  }, 300_000);
});

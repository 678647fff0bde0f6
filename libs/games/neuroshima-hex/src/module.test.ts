import { describe, expect, it } from 'vitest';
import { OptionError, greedyPlayer, playMatch, randomPlayer, readOptionValues, seatCountsPlayed, seatsGiven } from '@armory/engine';
import { content } from './content.testing.js';
import { END_REASONS, neuroshimaHexModule as module } from './module.js';

// As its callers do (the CLI, the editor): the values read against the options' choices first.
const resolve = (values: Record<string, string>, seats?: number) =>
  module.resolveOptions(readOptionValues(module.options, values, content), seats, content);

describe('the registry module', () => {
  it('allows the seat counts the rules give, alone and in team play', () => {
    expect(module.seats.min).toBe(content.rules.players);
    expect(module.seats.default).toBe(content.rules.players);
    expect(module.seats.max).toBe(content.rules.teamPlay!.players);
    expect(seatCountsPlayed(module.seats)).toEqual([content.rules.players, content.rules.teamPlay!.players]);
    expect(module.game.name).toBe(module.id);
  });

  it('refuses three seats, which the rules play neither alone nor in teams, by its seat counts as every command does', () => {
    expect(() => seatsGiven(module, '3')).toThrow(OptionError);
    expect(() => seatsGiven(module, '3')).toThrow(/^--seats 3: the rules play 2 seats, or 4 in team play with --teams$/);
    expect(seatsGiven(module, '4')).toBe(4);
  });

  it('reads --armies and --teams into set-up options and seat labels', () => {
    expect(resolve({ armies: 'hell-hounds, troglodytes' })).toEqual({
      options: { armies: ['hell-hounds', 'troglodytes'] },
      seats: 2,
      seatLabels: ['hell-hounds', 'troglodytes'],
    });
    const team = resolve({ armies: 'hell-hounds,troglodytes,troglodytes,hell-hounds', teams: '1,2,1,2' });
    expect(team.options).toEqual({ armies: ['hell-hounds', 'troglodytes', 'troglodytes', 'hell-hounds'], teams: [1, 2, 1, 2] });
    expect(team.teams).toEqual([1, 2, 1, 2]);
  });

  it("plays the content's first armies in its order when --armies is not given, for the rules' player count", () => {
    const armies = Object.keys(content.armies).slice(0, content.rules.players);
    expect(resolve({})).toEqual({ options: { armies }, seats: content.rules.players, seatLabels: armies });
    expect(resolve({}, content.rules.players).options).toEqual({ armies });
    expect(armies).toEqual(['hell-hounds', 'troglodytes']);
  });

  it('refuses --armies missing for team play, an unknown army, a wrong count and bad teams with a plain OptionError', () => {
    const cases: Array<[Record<string, string>, number | undefined, RegExp]> = [
      [{}, 4, /--armies is required for 4 seats: one army per seat, from hell-hounds, troglodytes/],
      [{ armies: 'hell-hounds,orcs' }, undefined, /^unknown --armies 'orcs'; known: .*hell-hounds/],
      [
        { armies: 'hell-hounds' },
        undefined,
        /^--armies names 1 army; the rules ask for 2, or 4 in team play with --teams \(e\.g\. 1,2,1,2\)$/,
      ],
      [
        { armies: 'hell-hounds,troglodytes,hell-hounds,troglodytes' },
        4,
        /^4 armies play in teams: give --teams, a team number per seat, e\.g\. 1,2,1,2$/,
      ],
      [{ armies: 'hell-hounds,troglodytes' }, 4, /--seats 4 but --armies names 2 armies/],
      [{ armies: 'hell-hounds' }, 2, /^--seats 2 but --armies names 1 army; give one army per seat$/],
      [{ armies: 'hell-hounds,troglodytes', teams: '0,x' }, undefined, /--teams must list a team number per seat/],
      [
        { armies: 'hell-hounds,troglodytes,troglodytes,hell-hounds', teams: '0,1,1,1' },
        undefined,
        /team play asks for 2 teams of 2, got \[0,1,1,1\]/,
      ],
    ];
    for (const [values, seats, message] of cases) {
      const attempt = () => resolve(values, seats);
      expect(attempt).toThrow(OptionError);
      expect(attempt).toThrow(message);
    }
  });

  it('reports HQ damage out of the HQ toughness in content, and rates positions for the greedy player', () => {
    const hq = module.report.find((s) => s.key === 'hq')!;
    const toughness = content.rules.kinds.hq.toughness;
    expect(hq.outOf!(content)).toBe(toughness);
    expect(hq.shown!(toughness - 3, content)).toBe(3);
    const { options } = resolve({ armies: 'hell-hounds,troglodytes' });
    const match = playMatch(module.game, content, options, 11, [greedyPlayer(module.evaluate!), randomPlayer()], {
      maxSteps: module.maxSteps!,
    });
    expect(match.status.over).toBe(true);
    const stats = module.game.stats!(match.state);
    for (const stat of module.report)
      if (stat.key !== 'steps') expect(Object.keys(stats).some((k) => k === stat.key || (stat.perSeat && k === `${stat.key}0`))).toBe(true);
  });

  it('says in words why a game ended, for every reason random games reach', () => {
    const options = resolve({}).options;
    const reasons = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const { status } = playMatch(module.game, content, options, seed, [randomPlayer(), randomPlayer()], { maxSteps: module.maxSteps! });
      if (status.over && status.reason) reasons.add(status.reason);
    }
    expect(reasons.size).toBeGreaterThan(1);
    for (const reason of reasons) expect(module.describeEnd!({ over: true, winners: [], draw: true, reason })).toBe(END_REASONS[reason]);
  });
});

import { describe, expect, it } from 'vitest';
import { contentStamp } from '../match/log.js';
import {
  compareRuns,
  comparedRun,
  comparisonJson,
  comparisonProblem,
  comparisonText,
  ComparisonError,
  rateChange,
  type ComparedRun,
} from './compare.js';

const run = (over: Partial<ComparedRun> = {}): ComparedRun => ({
  game: 'toy',
  games: 400,
  players: ['random', 'random'],
  options: { armies: ['a', 'b'] },
  seed: 1,
  wins: [
    { seat: 1, label: 'Reds', player: 'random', wins: 200 },
    { seat: 2, label: 'Blues', player: 'random', wins: 180 },
  ],
  draws: { count: 20 },
  length: { turns: 12.25 },
  content: contentStamp({ armies: { a: { strength: 1 }, b: { strength: 1 } } }),
  ...over,
});

describe('rateChange', () => {
  // Newcombe (1998), "Interval estimation for the difference between independent proportions", method 10,
  // examples (a) 56/70 - 48/80 and (e) 0/10 - 0/20 (here after less before, so (e) is mirrored).
  it("gives Newcombe's published intervals", () => {
    const a = rateChange('x', { wins: 48, games: 80 }, { wins: 56, games: 70 });
    expect(a.change.value).toBeCloseTo(0.2, 10);
    expect(a.low.value).toBeCloseTo(0.0524, 4);
    expect(a.high.value).toBeCloseTo(0.3339, 4);
    expect(a.verdict).toBe('up');
    const e = rateChange('x', { wins: 0, games: 10 }, { wins: 0, games: 20 });
    expect(e.low.value).toBeCloseTo(-0.2775, 4);
    expect(e.high.value).toBeCloseTo(0.1611, 4);
    expect(e.verdict).toBe('no clear change');
  });

  it('calls a fall a fall, and shows changes in signed percentage points', () => {
    const down = rateChange('Reds', { wins: 300, games: 400 }, { wins: 200, games: 400 });
    expect(down.verdict).toBe('down');
    expect(down.change.text).toBe('-25.0 points');
    expect(down.before.text).toBe('75.0%');
    expect(down.after.text).toBe('50.0%');
    expect(rateChange('x', { wins: 1, games: 3 }, { wins: 1, games: 3 }).change.text).toBe('0.0 points');
  });
});

describe('compareRuns', () => {
  it('names each side, the draws, the game length and what changed in the content', () => {
    const after = run({
      wins: [
        { seat: 1, label: 'Reds', player: 'random', wins: 260 },
        { seat: 2, label: 'Blues', player: 'random', wins: 130 },
      ],
      draws: { count: 10 },
      length: { turns: 13.5 },
      content: contentStamp({ armies: { a: { strength: 2 }, b: { strength: 1 } } }),
    });
    const c = compareRuns(run(), after);
    expect(c.rows.map((r) => [r.name, r.before.text, r.after.text, r.verdict])).toEqual([
      ['Reds', '50.0%', '65.0%', 'up'],
      ['Blues', '45.0%', '32.5%', 'down'],
      ['draws', '5.0%', '2.5%', 'no clear change'],
    ]);
    expect(c.length).toEqual([{ unit: 'turns', before: 12.25, after: 13.5 }]);
    expect(c.differences).toEqual(['content: armies.a changed']);
  });

  it('says when the content is the same, and what else differs', () => {
    const c = compareRuns(run(), run({ players: ['greedy', 'random'], options: { armies: ['b', 'a'] } }));
    expect(c.differences).toEqual([
      'the content is the same',
      'players: random,random before, greedy,random now',
      'option armies: ["a","b"] before, ["b","a"] now',
    ]);
  });

  it('names each option that changed by its path', () => {
    const before = run({ options: { situation: { attacker: { type: 'knights', going: 'good' }, overlaps: 1 } } });
    const after = run({ options: { situation: { attacker: { type: 'knights', going: 'bad' } }, rear: true } });
    expect(compareRuns(before, after).differences).toEqual([
      'the content is the same',
      'option rear: not set before, true now',
      'option situation.attacker.going: "good" before, "bad" now',
      'option situation.overlaps: 1 before, not set now',
    ]);
  });

  it('says so when a run does not record its content, and when a side changed hands', () => {
    const { content: _, ...unstamped } = run();
    const swapped = run({
      wins: [
        { seat: 1, label: 'Blues', wins: 200 },
        { seat: 2, label: 'Reds', wins: 180 },
      ],
    });
    expect(compareRuns(unstamped, swapped).differences).toEqual([
      'the earlier run does not record its content, so whether it changed is not known',
      'side 1 was Reds, now Blues',
      'side 2 was Blues, now Reds',
    ]);
    // Each row names the side as it was and as it is, so no row reads as one side's change.
    expect(compareRuns(unstamped, swapped).rows.map((r) => r.name)).toEqual(['Reds -> Blues', 'Blues -> Reds', 'draws']);
  });

  it('names mirror-match seats and teams as the report does', () => {
    const mirror = run({
      wins: [
        { seat: 1, label: 'Reds', wins: 200 },
        { seat: 2, label: 'Reds', wins: 180 },
      ],
    });
    expect(compareRuns(mirror, mirror).rows.map((r) => r.name)).toEqual(['Reds #1', 'Reds #2', 'draws']);
    const teams = run({
      wins: [
        { team: 1, seats: [1, 3], wins: 200 },
        { team: 2, seats: [2, 4], wins: 190 },
      ],
    });
    expect(compareRuns(teams, teams).rows.map((r) => r.name)).toEqual(['team 1', 'team 2', 'draws']);
  });

  it('refuses runs of another game or other sides', () => {
    expect(() => compareRuns(run({ game: 'other' }), run())).toThrow(new ComparisonError('the earlier run is of other, this one of toy'));
    const three = run({ wins: [...run().wins, { seat: 3, label: 'Greens', wins: 0 }] });
    expect(() => compareRuns(three, run())).toThrow('the earlier run has 3 seats and this one 2 seats; compare runs of the same sides');
    const teams = run({
      wins: [
        { team: 1, seats: [1], wins: 1 },
        { team: 2, seats: [2], wins: 1 },
      ],
    });
    expect(() => compareRuns(teams, run())).toThrow('the earlier run has 2 teams and this one 2 seats');
  });
});

describe('comparedRun', () => {
  it('reads what armory simulate --json writes', () => {
    const json = JSON.parse(JSON.stringify(run()));
    expect(comparedRun(json)).toEqual(run());
  });

  it('names the first field that is missing or wrong', () => {
    expect(comparedRun([])).toEqual({ problem: 'it is not a JSON object' });
    expect(comparedRun({ ...run(), game: 3 })).toEqual({ problem: "it has no 'game'" });
    expect(comparedRun({ ...run(), games: 0 })).toEqual({ problem: "its 'games' is not a number of games above 0" });
    expect(comparedRun({ ...run(), players: 'random' })).toEqual({ problem: "its 'players' is not a list of player names" });
    expect(comparedRun({ ...run(), wins: [{ seat: 1 }] })).toEqual({ problem: "its 'wins' is not a list of sides with their wins" });
    expect(comparedRun({ ...run(), draws: 3 })).toEqual({ problem: "its 'draws' has no count" });
  });
});

describe('comparisonText', () => {
  it('lines the rows up under a heading naming the earlier run', () => {
    const after = run({
      wins: [
        { seat: 1, label: 'Reds', wins: 260 },
        { seat: 2, label: 'Blues', wins: 130 },
      ],
    });
    const text = comparisonText(compareRuns(run(), after), 'Compared with before.json', run());
    expect(text.split('\n')).toEqual([
      'Compared with before.json (400 games):',
      '  the content is the same',
      '  Reds            50.0% ->  65.0%   +15.0 points  95% [+8.2, +21.6]  up',
      '  Blues           45.0% ->  32.5%   -12.5 points  95% [-19.1, -5.8]  down',
      '  draws            5.0% ->   5.0%     0.0 points  95% [-3.1, +3.1]  no clear change',
      '  game length: 12.3 -> 12.3 turns',
      '',
    ]);
  });
});

describe('comparisonProblem', () => {
  it('tells before a run is played whether its sides can be compared with the earlier run', () => {
    expect(comparisonProblem(run(), 'toy', 2, false)).toBeUndefined();
    expect(comparisonProblem(run(), 'hott', 2, false)).toBe('the earlier run is of toy, this one of hott');
    expect(comparisonProblem(run(), 'toy', 3, false)).toBe(
      'the earlier run has 2 seats and this one 3 seats; compare runs of the same sides',
    );
    expect(comparisonProblem(run(), 'toy', 2, true)).toBe(
      'the earlier run has 2 seats and this one 2 teams; compare runs of the same sides',
    );
  });
});

describe('comparisonJson', () => {
  it('gives each row as fractions with its verdict, and what differs', () => {
    const after = run({
      wins: [
        { seat: 1, label: 'Reds', wins: 260 },
        { seat: 2, label: 'Blues', wins: 130 },
      ],
    });
    const json = comparisonJson(compareRuns(run(), after), 'before.json', run());
    expect(json).toMatchObject({ with: 'before.json', games: 400, differences: ['the content is the same'] });
    expect((json['rows'] as Array<Record<string, unknown>>)[0]).toEqual({
      name: 'Reds',
      before: 0.5,
      after: 0.65,
      change: expect.closeTo(0.15, 10),
      low: expect.closeTo(0.082, 3),
      high: expect.closeTo(0.216, 3),
      verdict: 'up',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { GameModule, SimulationReport } from '../index.js';
import { contentStamp } from '../match/log.js';
import { comparedRun } from './compare.js';
import { jsonReport, textReport } from './report.js';
import { wilson } from './wilson.js';

const module = {
  id: 'toy',
  report: [{ key: 'hp', label: 'hit points left', perSeat: true, digits: 1, outOf: () => 5 }],
} as unknown as GameModule;
const report: SimulationReport = {
  games: 3,
  finished: 3,
  entrants: ['a', 'b', 'c', 'd'],
  wins: [2, 1, 2, 1],
  draws: 0,
  winRates: [],
  drawRate: { rate: 0, low: 0, high: 0.5615 },
  stats: {
    steps: { mean: 10, n: 3, sum: 30 },
    hp0: { mean: 1 / 3, n: 3, sum: 1 },
    hp1: { mean: 2, n: 3, sum: 6 },
    hp2: { mean: 3, n: 3, sum: 9 },
    hp3: { mean: 4, n: 3, sum: 12 },
  },
  ends: { ko: 3 },
  elapsedMs: 1,
};

describe('simulation reports', () => {
  it('gives one win row per team, so allies are not counted twice', () => {
    const resolved = { options: {}, seats: 4, seatLabels: ['a', 'b', 'a', 'b'], teams: [0, 1, 0, 1] };
    const text = textReport(
      { module, content: null, resolved, players: ['random', 'random', 'random', 'random'], games: 3, seed: 1 },
      report,
    );
    expect(text.match(/ wins /g)).toHaveLength(2);
    expect(text).toMatch(/^ {2}team 0 +wins +2 +66\.7%/m);
    expect(text).toMatch(/^ {2}hit points left, b #4 \[team 1\]: 4\.0 of 5$/m);
    expect(text).toMatch(/^ {2}game length: 10\.0 actions$/m);
    expect(text).toMatch(/^ {2}games ended by: ko 3 \(100\.0%\)$/m);
    const json = JSON.parse(
      jsonReport({ module, content: null, resolved, players: ['random', 'random', 'random', 'random'], games: 3, seed: 1 }, report),
    );
    expect(json.wins).toEqual([
      { team: 0, seats: [1, 3], wins: 2, rate: { rate: 0.6667, low: 0.2077, high: 0.9385 } },
      { team: 1, seats: [2, 4], wins: 1, rate: { rate: 0.3333, low: 0.0615, high: 0.7923 } },
    ]);
    expect(json.hp[0]).toEqual({ seat: 1, label: 'a', mean: 0.3333, of: 5 });
  });

  it('shows each figure rounded once from its number, while the JSON keeps the number to 4 decimals', () => {
    const resolved = { options: {}, seats: 2, seatLabels: ['red', 'blue'] };
    // 1 draw in 2041 games is 0.049%, and 2143 hit points left in 2041 games a mean of 1.04998: each near a rounding edge.
    const edge: SimulationReport = {
      ...report,
      games: 2041,
      finished: 2039,
      entrants: ['random', 'random'],
      wins: [1020, 1020],
      winRates: [],
      draws: 1,
      drawRate: { rate: 1 / 2041, low: 0.0001, high: 0.0028 },
      stats: {
        steps: { mean: 10, n: 2041, sum: 20410 },
        hp0: { mean: 2143 / 2041, n: 2041, sum: 2143 },
        hp1: { mean: 1, n: 2041, sum: 2041 },
      },
      ends: {},
    };
    edge.winRates = [
      { rate: 1020 / 2041, low: 0.478, high: 0.521 },
      { rate: 1020 / 2041, low: 0.478, high: 0.521 },
    ];
    const description = { module, content: null, resolved, players: ['random', 'random'], games: 2041, seed: 1 };
    const text = textReport(description, edge);
    expect(text).toMatch(/^ {2}draws +1 {2}0\.0% {2}95% \[0\.0%, 0\.3%\]$/m);
    expect(text).toMatch(/^ {2}hit points left, red: 1\.0 of 5$/m);
    expect(text).toMatch(/^ {2}2 game\(s\) hit the step limit unfinished$/m);
    expect(text).not.toMatch(/games ended by/);
    const json = JSON.parse(jsonReport(description, edge));
    expect(json.draws.rate.rate).toBe(0.0005);
    expect(json.hp[0].mean).toBe(1.05);
    expect(json.ends).toEqual({});
  });

  it('writes the content stamp it is given, whole, so a later run can say what changed', () => {
    const resolved = { options: {}, seats: 2, seatLabels: ['red', 'blue'] };
    const stamp = contentStamp({ armies: { red: { hp: 5 }, blue: { hp: 4 } }, rules: { turns: 9 } });
    const description = { module, content: null, resolved, players: ['random', 'random'], games: 3, seed: 1 };
    const twoSeats: SimulationReport = { ...report, entrants: ['random', 'random'], wins: [2, 1], winRates: [wilson(2, 3), wilson(1, 3)] };
    expect(JSON.parse(jsonReport(description, twoSeats)).content).toBeUndefined();
    const json = JSON.parse(jsonReport({ ...description, stamp }, twoSeats));
    expect(json.content).toEqual(stamp);
    expect(Object.keys(json.content.parts)).toEqual(['armies.blue', 'armies.red', 'rules']);
    // A comparison reads it back, whatever the run's figures.
    expect(comparedRun(json)).toMatchObject({ game: 'toy', games: 3, content: stamp });
  });
});

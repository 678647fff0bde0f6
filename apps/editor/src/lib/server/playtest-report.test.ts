import { describe, expect, it } from 'vitest';
import { jsonReport, type GameModule, type SimulationReport } from '@armory/engine';
import { reportView } from './playtest-report.js';

const module = {
  id: 'toy',
  report: [
    { key: 'hp', label: 'hit points left', perSeat: true, digits: 1, outOf: () => 5 },
    { key: 'rounds', label: 'rounds', inLength: true, digits: 1 },
  ],
  tables: [
    {
      key: 'cards',
      title: 'Win rate by card',
      trials: 'decks',
      successes: 'won',
      none: 'never taken',
      rows: () => [
        { id: 'axe', label: 'Axe', note: 'weapon', trials: 'axeIn', successes: 'axeWon' },
        { id: 'bow', label: 'Bow', trials: 'bowIn', successes: 'bowWon' },
      ],
    },
  ],
} as unknown as GameModule;

const report: SimulationReport = {
  games: 4,
  finished: 4,
  entrants: ['random', 'greedy'],
  wins: [1, 2],
  draws: 1,
  winRates: [
    { rate: 0.25, low: 0.0456, high: 0.6994 },
    { rate: 0.5, low: 0.15, high: 0.85 },
  ],
  drawRate: { rate: 0.25, low: 0.0456, high: 0.6994 },
  stats: {
    steps: { mean: 10, n: 4, sum: 40 },
    hp0: { mean: 1.25, n: 4, sum: 5 },
    hp1: { mean: 3, n: 4, sum: 12 },
    rounds: { mean: 6.5, n: 4, sum: 26 },
    axeIn: { mean: 1, n: 4, sum: 4 },
    axeWon: { mean: 0.5, n: 4, sum: 2 },
  },
  ends: { 'a general killed': 1, 'time ran out': 3 },
  elapsedMs: 1,
};

const run = (resolved: { options: unknown; seats: number; seatLabels: string[]; teams?: number[] }) => ({
  module,
  content: null,
  resolved,
  players: ['random', 'greedy'],
  games: 4,
  seed: 1,
});

describe('reportView', () => {
  it("reads the CLI's JSON report back under the module's names", () => {
    const resolved = { options: {}, seats: 2, seatLabels: ['red', 'blue'] };
    const view = reportView(JSON.parse(jsonReport(run(resolved), report)), module, resolved);
    expect(view.sides).toEqual([
      { name: 'red', players: 'random', wins: 1, rate: { rate: 0.25, low: 0.0456, high: 0.6994 } },
      { name: 'blue', players: 'greedy', wins: 2, rate: { rate: 0.5, low: 0.15, high: 0.85 } },
    ]);
    expect(view.draws).toEqual({ count: 1, rate: { rate: 0.25, low: 0.0456, high: 0.6994 } });
    expect(view.stats).toEqual([
      { label: 'hit points left, red', value: '1.3 of 5' },
      { label: 'hit points left, blue', value: '3.0 of 5' },
    ]);
    expect(view.length).toEqual([{ label: 'rounds', value: '6.5' }]);
    expect(view.ends).toEqual([
      { why: 'time ran out', games: 3 },
      { why: 'a general killed', games: 1 },
    ]);
    expect(view.tables).toEqual([
      {
        title: 'Win rate by card',
        trials: 'decks',
        successes: 'won',
        none: 'never taken',
        rows: [
          { label: 'Axe', note: 'weapon', trials: 4, successes: 2, rate: { rate: 0.5, low: 0.15, high: 0.85 } },
          { label: 'Bow', trials: 0, successes: 0, rate: { rate: 0, low: 0, high: 1 } },
        ],
      },
    ]);
    expect([view.games, view.finished]).toEqual([4, 4]);
  });

  it('gives one row per team, naming its seats and players, and counts actions when the module has no length', () => {
    const plain = { ...module, report: [] } as unknown as GameModule;
    const resolved = { options: {}, seats: 2, seatLabels: ['red', 'red'], teams: [0, 1] };
    const view = reportView(JSON.parse(jsonReport({ ...run(resolved), module: plain }, report)), plain, resolved);
    expect(view.sides.map((s) => [s.name, s.players, s.wins])).toEqual([
      ['team 0', 'red #1 [team 0] (random)', 1],
      ['team 1', 'red #2 [team 1] (greedy)', 2],
    ]);
    expect(view.length).toEqual([{ label: 'actions', value: '10.0' }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { GameModule } from '../module/game-module.js';
import { reportSections, seatNames } from './sections.js';
import type { SimulationReport } from './tally.js';
import { wilson } from './wilson.js';

const module = {
  id: 'toy',
  report: [
    { key: 'hp', label: 'hit points left', perSeat: true, digits: 1, outOf: () => 5 },
    { key: 'gold', label: 'gold', json: 'treasure', shown: (m: number) => 10 * m },
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

/** 25,000 games, 2 of them unfinished; the figures are chosen to sit near a rounding edge. */
const report: SimulationReport = {
  games: 25000,
  finished: 24998,
  entrants: ['random', 'greedy'],
  wins: [12000, 12986],
  draws: 12,
  winRates: [wilson(12000, 25000), wilson(12986, 25000)],
  drawRate: wilson(12, 25000),
  stats: {
    steps: { mean: 10.25, n: 25000, sum: 256250 },
    hp0: { mean: 26249 / 25000, n: 25000, sum: 26249 },
    hp1: { mean: 3, n: 25000, sum: 75000 },
    gold: { mean: 0.2, n: 25000, sum: 5000 },
    rounds: { mean: 6.5, n: 25000, sum: 162500 },
    axeIn: { mean: 1, n: 25000, sum: 4 },
    axeWon: { mean: 0.5, n: 25000, sum: 2 },
  },
  ends: { 'time ran out': 3, 'a general killed': 24995 },
  elapsedMs: 1,
};

const run = (resolved: { options: unknown; seats: number; seatLabels: string[]; teams?: number[] }, players = ['random', 'greedy']) => ({
  module,
  content: null,
  resolved,
  players,
  games: 25000,
  seed: 'x',
});

describe('the sections of a simulation report', () => {
  it('numbers seats only where labels repeat or teams are played', () => {
    expect(seatNames({ options: {}, seats: 2, seatLabels: ['red', 'blue'] })).toEqual(['red', 'blue']);
    expect(seatNames({ options: {}, seats: 2, seatLabels: ['red', 'red'] })).toEqual(['red #1', 'red #2']);
    expect(seatNames({ options: {}, seats: 2, seatLabels: ['red', 'blue'], teams: [4, 7] })).toEqual([
      'red #1 [team 4]',
      'blue #2 [team 7]',
    ]);
  });

  it('gives each seat a row, numbered from 1, with its wins and interval as numbers and as text', () => {
    const sections = reportSections(run({ options: {}, seats: 2, seatLabels: ['red', 'blue'] }), report);
    expect(sections.title).toBe('toy: 25000 games, seed x, red (random) vs blue (greedy)');
    expect(sections.sides.map((s) => ['seat' in s && s.seat, s.name, s.players, s.wins, s.rate.rate.text])).toEqual([
      [1, 'red', 'random', 12000, '48.0%'],
      [2, 'blue', 'greedy', 12986, '51.9%'],
    ]);
    expect(sections.sides[1]!.rate.rate.value).toBe(12986 / 25000);
    expect(sections.draws).toEqual({ count: 12, rate: expect.objectContaining({ rate: { value: 12 / 25000, text: '0.0%' } }) });
    expect([sections.games, sections.finished, sections.unfinished]).toEqual([25000, 24998, 2]);
    // Plain data: it crosses to the editor's page as JSON and comes back whole.
    expect(JSON.parse(JSON.stringify(sections))).toEqual(sections);
  });

  it("shows the module's statistics by its labels and digits, each rounded once from its mean", () => {
    const sections = reportSections(run({ options: {}, seats: 2, seatLabels: ['red', 'blue'] }), report);
    expect(sections.stats).toEqual([
      // 1.04996: 1.0, not the 1.1 that its JSON figure (1.05) would round to.
      {
        json: 'hp',
        label: 'hit points left, red',
        seat: { seat: 1, label: 'red' },
        mean: { value: 26249 / 25000, text: '1.0' },
        of: 5,
        text: '1.0 of 5',
      },
      {
        json: 'hp',
        label: 'hit points left, blue',
        seat: { seat: 2, label: 'blue' },
        mean: { value: 3, text: '3.0' },
        of: 5,
        text: '3.0 of 5',
      },
      { json: 'treasure', label: 'gold', mean: { value: 2, text: '2.00' }, text: '2.00' },
    ]);
    expect(sections.length).toEqual([{ unit: 'rounds', mean: { value: 6.5, text: '6.5' } }]);
  });

  it('leaves out a statistic no game reported, and a length no game reported falls back to actions', () => {
    const { hp0: _0, hp1: _1, gold: _g, rounds: _r, ...rest } = report.stats;
    const sections = reportSections(run({ options: {}, seats: 2, seatLabels: ['red', 'blue'] }), { ...report, stats: rest });
    expect(sections.stats).toEqual([]);
    expect(sections.length.map((l) => [l.unit, l.mean.text])).toEqual([['actions', '10.3']]);
    // One seat's figure is enough for the line of every seat.
    const one = reportSections(run({ options: {}, seats: 2, seatLabels: ['red', 'blue'] }), {
      ...report,
      stats: { ...rest, hp1: report.stats['hp1']! },
    });
    expect(one.stats.map((l) => l.label)).toEqual(['hit points left, red', 'hit points left, blue']);
  });

  it('gives why games ended most common first, with its share of all games', () => {
    const sections = reportSections(run({ options: {}, seats: 2, seatLabels: ['red', 'blue'] }), report);
    expect(sections.ends).toEqual([
      { why: 'a general killed', games: 24995, share: { value: 24995 / 25000, text: '100.0%' } },
      { why: 'time ran out', games: 3, share: { value: 3 / 25000, text: '0.0%' } },
    ]);
  });

  it("fills the module's tables from the summed stats, rows never tried last", () => {
    const [table] = reportSections(run({ options: {}, seats: 2, seatLabels: ['red', 'blue'] }), report).tables;
    expect(table).toMatchObject({ key: 'cards', title: 'Win rate by card', trials: 'decks', successes: 'won', none: 'never taken' });
    expect(table!.rows.map((r) => [r.id, r.note, r.trials, r.successes, r.rate.rate.text, r.rate.low.text])).toEqual([
      ['axe', 'weapon', 4, 2, '50.0%', '15.0%'],
      ['bow', undefined, 0, 0, '0.0%', '0.0%'],
    ]);
  });

  it('gives one row per team, naming its seats (from 1) and their players, and counts actions when the module names no length', () => {
    const plain = { ...module, report: [] } as unknown as GameModule;
    const resolved = { options: {}, seats: 4, seatLabels: ['a', 'b', 'a', 'b'], teams: [0, 1, 0, 1] };
    const sections = reportSections({ ...run(resolved, ['random', 'greedy', 'mcts', 'random']), module: plain }, report);
    expect(sections.sides.map((s) => ['team' in s && s.team, 'team' in s && s.seats, s.name, s.players, s.wins])).toEqual([
      [0, [1, 3], 'team 0', 'a #1 [team 0] (random) + a #3 [team 0] (mcts)', 12000],
      [1, [2, 4], 'team 1', 'b #2 [team 1] (greedy) + b #4 [team 1] (random)', 12986],
    ]);
    expect(sections.title).toBe(
      'toy: 25000 games, seed x, a #1 [team 0] (random) + a #3 [team 0] (mcts) vs b #2 [team 1] (greedy) + b #4 [team 1] (random)',
    );
    expect(sections.length).toEqual([{ unit: 'actions', mean: { value: 10.25, text: '10.3' } }]);
  });
});

import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import { reportSections, textReport, wilson, type GameModule, type RunDescription, type SimulationReport } from '@armory/engine';
import PlaytestReport from './PlaytestReport.svelte';

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
      base: { id: 'any', label: 'any deck', trials: 'decks', successes: 'decksWon' },
      rows: () => [
        { id: 'axe', label: 'Axe', trials: 'axeIn', successes: 'axeWon' },
        { id: 'bow', label: 'Bow', trials: 'bowIn', successes: 'bowWon' },
      ],
    },
  ],
} as unknown as GameModule;

/**
 * Figures on a rounding edge: 1 draw in 2041 games is 0.049% (0.0005 in the JSON, which rounded again shows
 * 0.1%), and 2143 hit points left in 2041 games a mean of 1.04998 (1.05 in the JSON: 1.1 rounded again).
 * Before the page drew on the engine's report sections it showed 0.1% and 1.1 where the CLI printed 0.0% and 1.0.
 */
const edge: SimulationReport = {
  games: 2041,
  finished: 2039,
  entrants: ['random', 'greedy'],
  wins: [1020, 1018],
  draws: 1,
  winRates: [wilson(1020, 2041), wilson(1018, 2041)],
  drawRate: wilson(1, 2041),
  stats: {
    steps: { mean: 10, n: 2041, sum: 20410 },
    hp0: { mean: 2143 / 2041, n: 2041, sum: 2143 },
    hp1: { mean: 1, n: 2041, sum: 2041 },
    rounds: { mean: 6.25, n: 2041, sum: 12756.25 },
    decks: { mean: 2, n: 2041, sum: 4082 },
    decksWon: { mean: 1, n: 2041, sum: 2038 },
    axeIn: { mean: 1, n: 2041, sum: 2041 },
    axeWon: { mean: 0.5, n: 2041, sum: 1019 },
  },
  ends: { 'time ran out': 1, 'a general killed': 2038 },
  elapsedMs: 1,
};

const run = (resolved: RunDescription['resolved'], players = ['random', 'greedy']): RunDescription => ({
  module,
  content: null,
  resolved,
  players,
  games: 2041,
  seed: 1,
});

/** The page's HTML for a run, and the CLI's text report of it with runs of spaces made one. */
function bothWays(description: RunDescription) {
  const { body } = render(PlaytestReport, { props: { report: reportSections(description, edge) } });
  const html = body.replace(/<!--[^>]*-->/g, '');
  const text = textReport(description, edge).replace(/ +/g, ' ');
  return { html, text };
}

/** The text of each cell of the table row whose first cell is `first`. */
function cells(html: string, first: string): string[] {
  const row = new RegExp(`<tr[^>]*>\\s*<td[^>]*>${first.replace(/[[\]#()+]/g, '\\$&')}</td>([\\s\\S]*?)</tr>`).exec(html);
  if (!row) throw new Error(`no row '${first}' in the page`);
  return [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]*>/g, '').trim());
}

describe("the play-test page's report", () => {
  it('shows each figure with the digits of the CLI text report, even on a rounding edge', () => {
    const { html, text } = bothWays(run({ options: {}, seats: 2, seatLabels: ['red', 'blue'] }));
    for (const [name, player] of [
      ['red', 'random'],
      ['blue', 'greedy'],
    ] as const) {
      const [players, wins, rate, interval] = cells(html, name);
      expect(players).toBe(player);
      expect(text).toContain(`\n ${name} wins ${wins} ${rate} 95% [${interval!.replace(' - ', ', ')}]\n`);
    }
    const [, count, rate, interval] = cells(html, 'draws');
    expect([rate, interval]).toEqual(['0.0%', '0.0% - 0.3%']);
    expect(text).toContain(`\n draws ${count} ${rate} 95% [${interval!.replace(' - ', ', ')}]\n`);
    for (const seat of ['red', 'blue']) {
      const [figure] = cells(html, `hit points left, ${seat}`);
      expect(text).toContain(`\n hit points left, ${seat}: ${figure}\n`);
    }
    expect(cells(html, 'hit points left, red')).toEqual(['1.0 of 5']);
    expect(html).toContain('<li><strong>6.3</strong> rounds</li>');
    expect(text).toContain('\n game length: 6.3 rounds\n');
    expect(html).toContain('<li>a general killed: <strong>2038</strong> (99.9%)</li><li>time ran out: <strong>1</strong> (0.0%)</li>');
    expect(text).toContain('\n games ended by: a general killed 2038 (99.9%), time ran out 1 (0.0%)\n');
    expect(html).toContain('2 of 2041 games hit the step limit unfinished');
    expect(text).toContain('\n 2 game(s) hit the step limit unfinished\n');
  });

  it("shows the module's rate tables as the CLI text does", () => {
    const { html, text } = bothWays(run({ options: {}, seats: 2, seatLabels: ['red', 'blue'] }));
    const [trials, successes, rate, interval] = cells(html, 'Axe');
    expect(text).toContain(`\n Axe ${trials} ${successes} ${rate} [${interval!.replace(' - ', ', ')}]\n`);
    expect(cells(html, 'Bow')).toEqual(['0', '0', '-', 'never taken']);
    expect(text).toContain('\n Bow 0 0 - never taken\n');
    const base = /any deck: 2038 of 4082, (\S+) \(95% (\S+) - (\S+)\)/.exec(html);
    expect(base).not.toBeNull();
    expect(text).toContain(`\n any deck: 2038 of 4082, ${base![1]} 95% [${base![2]}, ${base![3]}]\n`);
  });

  it('gives one row per team, naming its seats from 1 and their players', () => {
    const resolved = { options: {}, seats: 4, seatLabels: ['a', 'b', 'a', 'b'], teams: [0, 1, 0, 1] };
    const { html, text } = bothWays(run(resolved, ['random', 'greedy', 'mcts', 'random']));
    expect(html).toMatch(/<th[^>]*>team<\/th>/);
    const [players, wins, rate] = cells(html, 'team 0');
    expect(players).toBe('a #1 [team 0] (random) + a #3 [team 0] (mcts)');
    expect(text).toContain(`\n team 0 wins ${wins} ${rate} `);
    expect(cells(html, 'hit points left, b #4 [team 1]')).toEqual([/^ hit points left, b #4 \[team 1\]: (.*)$/m.exec(text)![1]]);
  });
});

import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import { compareRuns, comparisonText, type ComparedRun } from '@armory/engine';
import PlaytestComparison from './PlaytestComparison.svelte';

const run = (wins: [number, number], draws: number): ComparedRun => ({
  game: 'toy',
  games: 400,
  players: ['random', 'random'],
  wins: [
    { seat: 1, label: 'Knights', wins: wins[0] },
    { seat: 2, label: 'Spears', wins: wins[1] },
  ],
  draws: { count: draws },
  length: { rounds: 1.5 },
});

describe('PlaytestComparison', () => {
  it('shows what armory simulate --compare prints: each row, its change, interval and verdict, and what differs', () => {
    const comparison = compareRuns(run([114, 236], 50), run([230, 130], 40));
    const { body } = render(PlaytestComparison, { props: { comparison, earlier: 'knights.json (400 games)' } });
    const cells = [...body.matchAll(/<tr class="(\w+)[^"]*">(.*?)<\/tr>/gs)].map(([, kind, row]) => [
      kind,
      ...[...row!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((m) => m[1]),
    ]);
    // The same figures as the CLI's text, row for row.
    const text = comparisonText(comparison, 'Compared with knights.json', run([114, 236], 50));
    for (const [, name, before, after, change, interval, verdict] of cells) {
      const [low, high] = interval!.split(' to ');
      expect(text).toMatch(new RegExp(`  ${name} +${before} -> +${after} +\\${change} +95% \\[\\${low}, \\${high}\\]  ${verdict}\n`));
    }
    expect(cells.map((c) => [c[0], c[1], c[6]])).toEqual([
      ['up', 'Knights', 'up'],
      ['down', 'Spears', 'down'],
      ['same', 'draws', 'no clear change'],
    ]);
    expect(body).toContain('Compared with knights.json (400 games)');
    expect(body).toContain('the earlier run does not record its content, so whether it changed is not known');
    expect(body).toContain('Game length: 1.5 rounds before, 1.5 now.');
  });
});

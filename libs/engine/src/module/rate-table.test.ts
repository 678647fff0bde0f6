import { describe, expect, it } from 'vitest';
import { fillRateTable, rateTableJson, rateTableSection, rateTableText, type RateTable } from './rate-table.js';

const table: RateTable<{ names: string[] }, unknown> = {
  key: 'cards',
  title: 'per card',
  trials: 'decks',
  successes: 'won',
  none: 'never taken',
  base: { id: 'any', label: 'any deck', trials: 'decks', successes: 'decksWon' },
  rows: (content) =>
    content.names.map((n) => ({ id: n, label: n.toUpperCase(), note: 'hound', trials: `card:${n}`, successes: `card:${n}:won` })),
};
const sums: Record<string, number> = { decks: 20, decksWon: 10, 'card:a': 4, 'card:a:won': 1, 'card:b': 5, 'card:b:won': 5 };
const filled = fillRateTable(table, { names: ['a', 'b', 'c'] }, null, (k) => sums[k] ?? 0);

describe('a rate table', () => {
  it('fills rows from summed stats, best rate first and rows never tried last', () => {
    expect(filled.rows.map((r) => [r.id, r.trials, r.successes])).toEqual([
      ['b', 5, 5],
      ['a', 4, 1],
      ['c', 0, 0],
    ]);
    expect(filled.base).toMatchObject({ trials: 20, successes: 10 });
    expect(filled.base!.rate.rate).toBe(0.5);
    expect(filled.rows[0]!.rate.low).toBeLessThan(1);
    expect(filled.rows[0]!.rate.high).toBe(1);
  });

  it('prints a heading, the base rate and one line per row with its interval', () => {
    const text = rateTableText(filled, '  ');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('  per card:');
    expect(lines[1]).toBe('  any deck: 10 of 20, 50.0%  95% [29.9%, 70.1%]');
    expect(lines[2]).toBe('               decks   won  win rate  95% interval');
    expect(lines[3]).toBe('  B     hound      5     5    100.0%  [56.6%, 100.0%]');
    expect(lines[5]).toBe('  C     hound      0     0         -  never taken');
  });

  it('gives the same figures as JSON, named by the table', () => {
    const json = rateTableJson(filled) as { base: Record<string, number>; rows: Array<Record<string, unknown>> };
    expect(json.base).toMatchObject({ decks: 20, won: 10, rate: 0.5 });
    expect(json.rows[1]).toMatchObject({ id: 'a', label: 'A', note: 'hound', decks: 4, won: 1, rate: 0.25 });
  });

  it('shows as plain data, each rate a number with its text, from which the text and the JSON are drawn', () => {
    const section = rateTableSection(filled);
    expect(JSON.parse(JSON.stringify(section))).toEqual(section);
    expect(section.base!.rate.low).toEqual({ value: filled.base!.rate.low, text: '29.9%' });
    expect(section.rows[0]).toMatchObject({ id: 'b', label: 'B', trials: 5, successes: 5, rate: { rate: { value: 1, text: '100.0%' } } });
    expect(rateTableText(section, '  ')).toBe(rateTableText(filled, '  '));
    expect(rateTableJson(section)).toEqual(rateTableJson(filled));
  });
});

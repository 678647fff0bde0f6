import { describe, expect, it } from 'vitest';
import { bookFor } from '../book.js';
import { content } from '../content.testing.js';
import { hounds } from '../game.js';
import { CardTally, cardReportText } from './card-report.js';

describe('the per-card report', () => {
  it('counts a card once per deck that took it, and a win only for the winning deck', () => {
    const state = hounds.setup(content, { seats: 2 }, 1);
    state.sides[0]!.acquired = ['ladle-lab', 'sir-woofington', 'ladle-lab'];
    state.sides[1]!.acquired = ['ladle-lab', 'marble-malamute'];
    const tally = new CardTally();
    tally.add(state, { over: true, winners: [1], draw: false });
    const rows = tally.rows(bookFor(content, undefined));
    const row = (id: string) => rows.find((r) => r.card === id)!;
    expect([row('ladle-lab').decks, row('ladle-lab').won]).toEqual([2, 1]);
    expect([row('marble-malamute').decks, row('marble-malamute').won]).toEqual([1, 1]);
    expect([row('sir-woofington').decks, row('sir-woofington').won]).toEqual([1, 0]);
    expect(row('puddle-pug').decks).toBe(0);
    expect(rows[0]!.card).toBe('marble-malamute');
    expect(rows.at(-1)!.decks).toBe(0);
    expect([tally.seatGames, tally.seatWins]).toEqual([2, 1]);
    expect(row('ladle-lab').rate.low).toBeLessThan(0.5);
    expect(row('ladle-lab').rate.high).toBeGreaterThan(0.5);
    const text = cardReportText(rows, { rate: 0.5, low: 0.1, high: 0.9 }, 1);
    expect(text).toMatch(/Marble Malamute\s+hound\s+1\s+1\s+100\.0%/);
    expect(text).toMatch(/Puddle Pug\s+hound\s+0\s+0\s+-\s+never taken/);
  });
});

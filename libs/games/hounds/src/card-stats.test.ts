import { fillRateTable } from '@armory/engine';
import { describe, expect, it } from 'vitest';
import { cardStats, cardTable } from './card-stats.js';
import { content } from './content.testing.js';
import { hounds } from './game.js';

describe('the per-card report', () => {
  it('counts a card once per deck that took it, and a win only for the winning deck', () => {
    const state = hounds.setup(content, { seats: 2 }, 1);
    state.sides[0]!.acquired = ['ladle-lab', 'sir-woofington', 'ladle-lab'];
    state.sides[1]!.acquired = ['ladle-lab', 'marble-malamute'];
    state.winners = [1];
    const stats = cardStats(state);
    expect(stats).toEqual({
      decks: 2,
      decksWon: 1,
      'card:ladle-lab': 2,
      'card:ladle-lab:won': 1,
      'card:sir-woofington': 1,
      'card:sir-woofington:won': 0,
      'card:marble-malamute': 1,
      'card:marble-malamute:won': 1,
    });
    expect(hounds.stats!(state)).toMatchObject(stats);
  });

  it('counts no win in an unfinished game', () => {
    const state = hounds.setup(content, { seats: 3 }, 1);
    state.sides[2]!.acquired = ['ladle-lab'];
    expect(cardStats(state)).toEqual({ decks: 3, decksWon: 0, 'card:ladle-lab': 1, 'card:ladle-lab:won': 0 });
  });

  it('has a row for every card of the set played, named and kinded from the content', () => {
    const state = hounds.setup(content, { seats: 2 }, 1);
    state.sides[0]!.acquired = ['marble-malamute'];
    state.winners = [0];
    const stats = cardStats(state);
    const filled = fillRateTable(cardTable, content, { seats: 2, variants: [] }, (k) => stats[k] ?? 0);
    const set = content.cardSets.sample!;
    expect(filled.rows).toHaveLength(set.hounds.length + set.heroes.length);
    expect(filled.rows[0]).toMatchObject({ id: 'marble-malamute', label: 'Marble Malamute', note: 'hound', trials: 1, successes: 1 });
    expect(filled.rows.find((r) => r.id === 'puddle-pug')).toMatchObject({ label: 'Puddle Pug', trials: 0 });
    expect(filled.base).toMatchObject({ trials: 2, successes: 1 });
  });
});

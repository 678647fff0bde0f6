/**
 * The per-card report: for each card, how often a deck that drafted or recruited it went on to win, with a 95%
 * interval beside the base rate of any deck, so a designer sees which sample cards are too strong (or too weak).
 * A finished game reports its counts through `Game.stats`; `armory simulate hounds` sums them over a run.
 */
import type { RateTable } from '@armory/engine';
import { bookFor, type Book } from './book.js';
import type { HoundsContent } from './content.js';
import type { HoundsOptions } from './options.js';
import type { HoundsState } from './state.js';

const decksKey = (card: string) => `card:${card}`;
const wonKey = (card: string) => `card:${card}:won`;

/** One game's counts: its decks and decks that won, and per card taken, the decks that took it and those that won. */
export function cardStats(state: HoundsState): Record<string, number> {
  const winners = state.winners ?? [];
  const stats: Record<string, number> = { decks: state.sides.length, decksWon: 0 };
  state.sides.forEach((side, seat) => {
    const won = winners.includes(seat) ? 1 : 0;
    stats['decksWon']! += won;
    for (const card of new Set(side.acquired)) {
      stats[decksKey(card)] = (stats[decksKey(card)] ?? 0) + 1;
      stats[wonKey(card)] = (stats[wonKey(card)] ?? 0) + won;
    }
  });
  return stats;
}

/** The table's rows: every card of the set played, hounds then heroes. */
function cardRows(book: Book) {
  return [...book.hounds, ...book.heroes].map((card) => ({
    id: card,
    label: book.cards[card]!.name,
    note: book.cards[card]!.kind,
    trials: decksKey(card),
    successes: wonKey(card),
  }));
}

export const cardTable: RateTable<HoundsContent, HoundsOptions> = {
  key: 'cards',
  title: 'per card, how often a deck that drafted or recruited it won',
  trials: 'decks',
  successes: 'won',
  none: 'never taken',
  base: { id: 'any', label: 'any deck', trials: 'decks', successes: 'decksWon' },
  rows: (content, options) => cardRows(bookFor(content, options.cards)),
};

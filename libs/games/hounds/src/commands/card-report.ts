/**
 * The per-card report: for each card, how often a deck that drafted or recruited it went on to win, with a 95%
 * Wilson interval, so a designer sees which sample cards are too strong (or too weak) next to the seats' base rate.
 */
import { wilson, type Rate, type Status } from '@armory/engine';
import type { Book } from '../book.js';
import type { HoundsState } from '../state.js';

export interface CardRow {
  card: string;
  name: string;
  kind: 'hound' | 'hero';
  /** Decks (seat-games) that drafted or recruited the card. */
  decks: number;
  /** Of those, the decks that won. */
  won: number;
  rate: Rate;
}

/** Tallies finished games into per-card rows. */
export class CardTally {
  private readonly decks = new Map<string, number>();
  private readonly won = new Map<string, number>();
  /** Seat-games counted, and those won: the base rate a card is compared with. */
  seatGames = 0;
  seatWins = 0;

  add(state: HoundsState, status: Status): void {
    const winners = status.over ? status.winners : [];
    state.sides.forEach((side, seat) => {
      this.seatGames++;
      const won = winners.includes(seat);
      if (won) this.seatWins++;
      for (const card of new Set(side.acquired)) {
        this.decks.set(card, (this.decks.get(card) ?? 0) + 1);
        if (won) this.won.set(card, (this.won.get(card) ?? 0) + 1);
      }
    });
  }

  /** Every card of the book, best win rate first (cards no deck took last). */
  rows(book: Book): CardRow[] {
    return [...book.hounds, ...book.heroes]
      .map((card) => {
        const decks = this.decks.get(card) ?? 0;
        const won = this.won.get(card) ?? 0;
        return { card, name: book.cards[card]!.name, kind: book.cards[card]!.kind, decks, won, rate: wilson(won, decks) };
      })
      .sort((a, b) => (b.decks > 0 ? 1 : 0) - (a.decks > 0 ? 1 : 0) || b.rate.rate - a.rate.rate || a.card.localeCompare(b.card));
  }
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The report as text: one line per card. */
export function cardReportText(rows: CardRow[], base: Rate, games: number): string {
  const width = Math.max(...rows.map((r) => r.name.length), 4);
  const lines = [
    `${games} games; a deck wins ${pct(base.rate)} of the time overall (95% [${pct(base.low)}, ${pct(base.high)}])`,
    `${'card'.padEnd(width)}  kind   decks   won  win rate  95% interval`,
  ];
  for (const r of rows) {
    const rate = r.decks === 0 ? '-' : pct(r.rate.rate);
    const interval = r.decks === 0 ? 'never taken' : `[${pct(r.rate.low)}, ${pct(r.rate.high)}]`;
    lines.push(
      `${r.name.padEnd(width)}  ${r.kind.padEnd(5)} ${String(r.decks).padStart(6)} ${String(r.won).padStart(5)}  ${rate.padStart(8)}  ${interval}`,
    );
  }
  return lines.join('\n') + '\n';
}

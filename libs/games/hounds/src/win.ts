/** How the two-player game is won, with the variants, and what happens when both win at once. */
import type { Event } from '@armory/engine';
import type { Book } from './book.js';
import type { HoundsState } from './state.js';

export function finish(s: HoundsState, winners: number[], reason: string, events: Event[]): void {
  s.stage = 'over';
  s.pending = null;
  s.winners = winners;
  s.reason = reason;
  events.push({ type: 'won', seats: [...winners], reason });
}

/** Why `seat` has lost after a battle, or null: life gone, too many fainted hounds, or starved of treats (Coin Dominance). */
function lossReason(s: HoundsState, book: Book, seat: number): string | null {
  const side = s.sides[seat]!;
  if (!s.variants.allStars && side.life <= 0) return 'life';
  if (side.fainted.length >= book.rules.faint.lose) return 'fainted';
  if (s.variants.coinDominance && side.dry >= book.rules.variants.coinDominance) return 'coin-dominance';
  return null;
}

/**
 * After the battles of a two-player turn. In sudden death only the damage of the turn counts. Otherwise a player
 * whose opponent has lost wins; when both win at once the one with more treats wins, and with equal treats
 * sudden-death turns follow. True when the game is over.
 */
export function checkWins(s: HoundsState, book: Book, events: Event[]): boolean {
  const [a, b] = s.sides as [HoundsState['sides'][number], HoundsState['sides'][number]];
  if (s.suddenDeath) {
    if (a.dealt === b.dealt) return false;
    finish(s, [a.dealt > b.dealt ? 0 : 1], 'sudden-death', events);
    return true;
  }
  const lost = [lossReason(s, book, 0), lossReason(s, book, 1)];
  if (lost[0] === null && lost[1] === null) return false;
  if (lost[0] === null || lost[1] === null) {
    const loser = lost[0] === null ? 1 : 0;
    finish(s, [1 - loser], lost[loser]!, events);
    return true;
  }
  if (a.treats !== b.treats) {
    finish(s, [a.treats > b.treats ? 0 : 1], 'both-won-treats', events);
    return true;
  }
  s.suddenDeath = true;
  events.push({ type: 'sudden-death' });
  return false;
}

/** Heroes for Hire: the first to own enough heroes wins at once. */
export function checkHeroesForHire(s: HoundsState, book: Book, seat: number, events: Event[]): boolean {
  if (!s.variants.heroesForHire) return false;
  const heroes = s.sides[seat]!.owned.filter((c) => book.cards[c]!.kind === 'hero').length;
  if (heroes < book.rules.variants.heroesForHire) return false;
  finish(s, [seat], 'heroes-for-hire', events);
  return true;
}

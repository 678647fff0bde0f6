/** The actions of the game, and the legal ones in a state. */
import type { Rng } from '@armory/engine';
import type { Book } from './book.js';
import { price } from './recruiting.js';
import { liveSeats, type HoundsState } from './state.js';

export type HoundsAction =
  /** Draft a card from the face-up row. */
  | { type: 'draft'; card: string }
  /** Play three cards from hand face down, one per slot. */
  | { type: 'play'; attack: string; ability: string; defence: string }
  /** 3-4 players: the seat (numbered from 0) whose defence this turn's attack and ability go against. */
  | { type: 'pick'; opponent: number }
  /** Answer to a discard effect: one card from hand. */
  | { type: 'discard'; card: string }
  /** Answer to a scavenge effect: the card taken from the discard pile. */
  | { type: 'take'; card: string }
  /** Recruit a hero from the Barracks (in the recruiting phase, or for free by a recruit effect). */
  | { type: 'recruit'; hero: string }
  /** Recruit no (more) heroes. */
  | { type: 'pass' };

/** The seat whose decision it is, or null when the game is over. */
export function seatToAct(s: HoundsState): number | null {
  if (s.stage === 'over') return null;
  if (s.pending) return s.pending.seat;
  if (s.stage === 'play') {
    for (let q = 0; q < s.sides.length; q++) if (!s.sides[q]!.out && s.sides[q]!.played === null) return q;
    return null;
  }
  return s.picker;
}

const distinct = (cards: string[]): string[] => [...new Set(cards)];

/** Every legal action of the seat to act. */
export function legalActions(s: HoundsState, book: Book): HoundsAction[] {
  const seat = seatToAct(s);
  if (seat === null) return [];
  const pending = s.pending;
  if (pending?.kind === 'discard') return distinct(s.sides[seat]!.hand).map((card) => ({ type: 'discard', card }));
  if (pending?.kind === 'scavenge') return distinct(s.sides[pending.pile]!.discard).map((card) => ({ type: 'take', card }));
  if (pending?.kind === 'recruit') {
    const heroes = s.barracks.filter((h) => book.cards[h]!.cost <= pending.maxCost);
    return [...heroes.map((hero): HoundsAction => ({ type: 'recruit', hero })), { type: 'pass' }];
  }
  switch (s.stage) {
    case 'draft':
    case 'hero-draft':
      return s.row.map((card) => ({ type: 'draft', card }));
    case 'play':
      return plays(s.sides[seat]!.hand);
    case 'pick':
      return liveSeats(s)
        .filter((q) => q !== seat)
        .map((opponent) => ({ type: 'pick', opponent }));
    case 'recruit': {
      const treats = s.sides[seat]!.treats;
      const heroes = s.barracks.filter((h) => price(s, book, seat, h) <= treats);
      return [...heroes.map((hero): HoundsAction => ({ type: 'recruit', hero })), { type: 'pass' }];
    }
    default:
      return [];
  }
}

/** Every way to put three different cards of a hand into attack, ability and defence. */
function plays(hand: string[]): HoundsAction[] {
  const out: HoundsAction[] = [];
  for (let i = 0; i < hand.length; i++)
    for (let j = 0; j < hand.length; j++)
      for (let k = 0; k < hand.length; k++)
        if (i !== j && j !== k && i !== k) out.push({ type: 'play', attack: hand[i]!, ability: hand[j]!, defence: hand[k]! });
  return out;
}

/**
 * The action `legalActions(s)[rng.int(n)]` would give, drawn the same way; a play is built from its index
 * without listing the others (the list's order: attack, then ability, then defence by hand position).
 */
export function sampleAction(s: HoundsState, book: Book, rng: Rng): HoundsAction {
  const seat = seatToAct(s);
  if (seat !== null && s.stage === 'play' && !s.pending) {
    const hand = s.sides[seat]!.hand;
    const h = hand.length;
    let index = rng.int(h * (h - 1) * (h - 2));
    const i = Math.floor(index / ((h - 1) * (h - 2)));
    index %= (h - 1) * (h - 2);
    let j = Math.floor(index / (h - 2));
    if (j >= i) j++;
    let k = index % (h - 2);
    const [lo, hi] = i < j ? [i, j] : [j, i];
    if (k >= lo) k++;
    if (k >= hi) k++;
    return { type: 'play', attack: hand[i]!, ability: hand[j]!, defence: hand[k]! };
  }
  if (seat !== null && (s.stage === 'draft' || s.stage === 'hero-draft') && !s.pending)
    return { type: 'draft', card: s.row[rng.int(s.row.length)]! };
  if (seat !== null && s.stage === 'recruit' && !s.pending) return sampleRecruit(s, book, seat, s.sides[seat]!.treats, true, rng);
  if (seat !== null && s.pending?.kind === 'recruit') return sampleRecruit(s, book, seat, s.pending.maxCost, false, rng);
  if (seat !== null && s.pending?.kind === 'discard') {
    const card = sampleDistinct(s.sides[seat]!.hand, rng);
    if (card !== null) return { type: 'discard', card };
  }
  if (seat !== null && s.pending?.kind === 'scavenge') {
    const card = sampleDistinct(s.sides[s.pending.pile]!.discard, rng);
    if (card !== null) return { type: 'take', card };
  }
  const legal = legalActions(s, book);
  if (legal.length === 0) throw new Error('hounds: no legal action to choose from');
  return legal[rng.int(legal.length)]!;
}

/**
 * A recruit (or pass) drawn as from `legalActions`, counting the heroes within `limit` instead of listing them:
 * `priced` compares the seat's price (recruiting phase), otherwise the printed cost (a free recruit).
 */
function sampleRecruit(s: HoundsState, book: Book, seat: number, limit: number, priced: boolean, rng: Rng): HoundsAction {
  const barracks = s.barracks;
  let n = 0;
  for (let i = 0; i < barracks.length; i++)
    if ((priced ? price(s, book, seat, barracks[i]!) : book.cards[barracks[i]!]!.cost) <= limit) n++;
  let r = rng.int(n + 1);
  if (r === n) return { type: 'pass' };
  for (let i = 0; i < barracks.length; i++)
    if ((priced ? price(s, book, seat, barracks[i]!) : book.cards[barracks[i]!]!.cost) <= limit && r-- === 0)
      return { type: 'recruit', hero: barracks[i]! };
  throw new Error('hounds: the Barracks changed while drawing a recruit');
}

/** One of the different cards of `cards` (each counted at its first copy), drawn as from `distinct(cards)`; null for none. */
function sampleDistinct(cards: string[], rng: Rng): string | null {
  let n = 0;
  for (let i = 0; i < cards.length; i++) if (cards.indexOf(cards[i]!) === i) n++;
  if (n === 0) return null;
  let r = rng.int(n);
  for (let i = 0; i < cards.length; i++) if (cards.indexOf(cards[i]!) === i && r-- === 0) return cards[i]!;
  return null;
}

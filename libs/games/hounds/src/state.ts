/** The whole game as plain data, in the rule book's words. */
import type { RngState } from '@armory/engine';

/** A card a view hides (another seat's hand, any deck, a face-down play). */
export const HIDDEN = '?';

/** The three cards a seat played this turn, by slot. A fainted card leaves its slot (null). */
export interface Battlefield {
  attack: string | null;
  ability: string | null;
  defence: string | null;
}

/** One player's cards and counters. */
export interface Side {
  /** Cards in hand. */
  hand: string[];
  /**
   * Cards every seat saw go into the hand (taken from a discard pile), so a view shows them, until seen to leave it:
   * discarded, or played and revealed (face down, they are in the hand or in play).
   */
  shown: string[];
  /** The deck, next card to draw first. */
  deck: string[];
  /**
   * The deck as it was made (drafted or dealt, or the discard pile shuffled in), in everyone's sight: it holds only
   * these cards until it is made again.
   */
  formed: string[];
  /**
   * Cards of the seat no other seat has seen: Quick Play deals the hounds face down (seeds/hounds.md D21), and each
   * stays secret until it is turned up (played and revealed, discarded, or drawn to break a tie).
   */
  secret: string[];
  /** Cards turned up to break a tie and shuffled back: in everyone's sight they went into the deck, there until the next draw. */
  turnedUp: string[];
  /** The discard pile, latest on top (last). */
  discard: string[];
  /** This turn's cards on the battlefield; null before the seat has played. */
  played: Battlefield | null;
  /** Every card the seat owns, wherever it is (public: drafts, recruits and takes are seen by all). */
  owned: string[];
  /** Cards the seat drafted or recruited, in order (for the per-card report). */
  acquired: string[];
  /** Hounds that fainted, in order (removed from play). */
  fainted: string[];
  life: number;
  treats: number;
  /** Turns in a row this seat gained no treats (Coin Dominance). */
  dry: number;
  /** Treats gained this turn. */
  gained: number;
  /** Damage dealt this turn. */
  dealt: number;
  /** Treats off the next recruit this turn (recruit-discount). */
  discount: number;
  /** Whom this seat's attack and ability go against this turn. */
  opponent: number;
  /** Out of the 3-4 player game. */
  out: boolean;
}

/** What an effect waits for from a seat. */
export type Pending =
  | { seat: number; kind: 'discard'; left: number }
  | { seat: number; kind: 'scavenge'; pile: number }
  | { seat: number; kind: 'recruit'; maxCost: number };

export type Stage = 'draft' | 'hero-draft' | 'play' | 'pick' | 'abilities' | 'recruit' | 'over';

/** The variants in play, as switches. */
export interface VariantFlags {
  heroesForHire: boolean;
  coinDominance: boolean;
  allStars: boolean;
  quickPlay: boolean;
}

export interface HoundsState {
  game: 'hounds';
  /** The card book's key (book.ts). */
  book: string;
  seed: number | string;
  rng: RngState;
  variants: VariantFlags;
  /** True for the 3-4 player game. */
  multiplayer: boolean;
  stage: Stage;
  sides: Side[];
  /** Hounds still to be dealt for the draft, next first (hidden). */
  pool: string[];
  /** Cards face up to draft from. */
  row: string[];
  /** Rows dealt so far (the two-player draft alternates who picks first per row). */
  rows: number;
  /** The seat to pick: in the draft, an opponent, or a recruit. */
  picker: number;
  /** The hero deck, next first (hidden). */
  heroDeck: string[];
  barracks: string[];
  /** Turns played (1 during the first). */
  turn: number;
  /** 3-4 players: who picks an opponent and attacks first this turn (rotates clockwise). */
  first: number;
  /** Whether this turn's cards are face up. */
  revealed: boolean;
  /** Seats in the order their abilities resolve this turn. */
  order: number[];
  /** The ability being resolved: index into `order` and into that card's effects. */
  next: { seat: number; effect: number };
  pending: Pending | null;
  /** Power changes on battlefield cards this turn, by card id. */
  boost: Record<string, number>;
  /** Powers borrowed from a Barracks hero this turn, by card id. */
  borrowed: Record<string, number>;
  /** Recruiting: seats that have passed this turn. */
  passed: boolean[];
  /** Both players won at once with equal treats: turns go on until one deals more damage. */
  suddenDeath: boolean;
  winners: number[] | null;
  reason: string;
}

export function newSide(life: number): Side {
  return {
    hand: [],
    shown: [],
    deck: [],
    formed: [],
    turnedUp: [],
    secret: [],
    discard: [],
    played: null,
    owned: [],
    acquired: [],
    fainted: [],
    life,
    treats: 0,
    dry: 0,
    gained: 0,
    dealt: 0,
    discount: 0,
    opponent: 0,
    out: false,
  };
}

/** Seats still in the game, in seat order. */
export function liveSeats(s: HoundsState): number[] {
  const seats: number[] = [];
  for (let i = 0; i < s.sides.length; i++) if (!s.sides[i]!.out) seats.push(i);
  return seats;
}

/** The next live seat clockwise after `seat`. */
export function nextLive(s: HoundsState, seat: number): number {
  const n = s.sides.length;
  for (let k = 1; k <= n; k++) {
    const q = (seat + k) % n;
    if (!s.sides[q]!.out) return q;
  }
  return seat;
}

/** Takes the first copy of `card` out of `cards`, keeping their order (a plain loop: `splice` costs more here). */
export function removeCard(cards: string[], card: string): void {
  removeAt(cards, cards.indexOf(card));
}

/** Takes the card at `index` out of `cards`, keeping their order. */
export function removeAt(cards: string[], index: number): void {
  for (let i = index + 1; i < cards.length; i++) cards[i - 1] = cards[i]!;
  cards.pop();
}

/** Takes the first `n` cards off `cards` (the top of a deck), keeping the order of the rest. */
export function removeTop(cards: string[], n: number): void {
  for (let i = n; i < cards.length; i++) cards[i - n] = cards[i]!;
  for (let i = 0; i < n; i++) cards.pop();
}

/** Set-up and the draft: the two-player draft in rows, Quick Play, and the 3-4 player hound and hero draft. */
import { Rng, seedState, type Event } from '@armory/engine';
import { powerChanges } from './battle.js';
import { bookFor, type Book } from './book.js';
import type { HoundsContent } from './content.js';
import { whyNotWith, type HoundsOptions } from './options.js';
import { newSide, removeCard, type HoundsState } from './state.js';
import { startTurn } from './turn.js';

/** Hounds each player drafts in the 3-4 player game. */
export function houndsEach(book: Book, seats: number): number {
  const size = book.rules.multiplayer.hounds.find((d) => d.seats === seats);
  if (!size) throw new Error(`the rules give no draft size for ${seats} players`);
  return size.hounds;
}

export function setup(content: HoundsContent, options: HoundsOptions, seed: number | string): HoundsState {
  const book = bookFor(content, options.cards);
  const rules = book.rules;
  const seats = options.seats ?? rules.players.default;
  if (seats < rules.players.min || seats > rules.players.max)
    throw new Error(`hounds takes ${rules.players.min}-${rules.players.max} players, not ${seats}`);
  const variants = options.variants ?? [];
  const why = whyNotWith(variants, seats);
  if (why !== null) throw new Error(`hounds: ${why}`);
  const s: HoundsState = {
    game: 'hounds',
    book: book.key,
    seed,
    rng: seedState(seed),
    variants: {
      heroesForHire: variants.includes('heroes-for-hire'),
      coinDominance: variants.includes('coin-dominance'),
      allStars: variants.includes('all-stars'),
      quickPlay: variants.includes('quick-play'),
    },
    multiplayer: seats > 2,
    stage: 'draft',
    sides: Array.from({ length: seats }, () => newSide(rules.life)),
    pool: [],
    row: [],
    rows: 0,
    picker: 0,
    heroDeck: [],
    barracks: [],
    turn: 0,
    first: 0,
    revealed: false,
    order: [],
    next: { seat: 0, effect: 0 },
    pending: null,
    boost: powerChanges(),
    borrowed: powerChanges(),
    passed: [],
    suddenDeath: false,
    winners: null,
    reason: '',
  };
  const rng = new Rng(s.rng);
  const hounds = rng.shuffle([...book.hounds]);
  s.heroDeck = rng.shuffle([...book.heroes]);
  const each = s.multiplayer ? houndsEach(book, seats) : rules.draft.deck;
  // Two players draft from the pool the rules deal; 3-4 players draft every hound they will hold.
  s.pool = hounds.slice(0, s.multiplayer ? each * seats : rules.draft.pool);
  if (!s.multiplayer) s.barracks = s.heroDeck.splice(0, rules.barracks);
  const events: Event[] = [];
  if (s.variants.quickPlay) {
    for (let i = 0; i < each; i++) for (const side of s.sides) take(side, s.pool.shift()!);
    // Dealt face down: each seat sees its own hounds as it shuffles them, the others' only as they turn up.
    for (const side of s.sides) side.secret = [...side.owned];
    s.pool = [];
    if (s.multiplayer) startHeroDraft(s, book, 0);
    else startPlay(s, book, events);
  } else if (s.multiplayer) {
    s.row = s.pool;
    s.pool = [];
  } else dealRow(s, book);
  return s;
}

function take(side: HoundsState['sides'][number], card: string): void {
  side.deck.push(card);
  side.formed.push(card);
  side.owned.push(card);
  side.acquired.push(card);
}

/** Deals the next row of the two-player draft; the first pick alternates from row to row, seat 1 first. */
function dealRow(s: HoundsState, book: Book): void {
  s.row = s.pool.splice(0, book.rules.draft.row);
  s.picker = s.rows % 2;
  s.rows++;
}

function startHeroDraft(s: HoundsState, book: Book, picker: number): void {
  s.stage = 'hero-draft';
  s.picker = picker;
  s.row = s.heroDeck.splice(0, s.sides.length);
}

/** Every deck is shuffled and the first turn begins. */
function startPlay(s: HoundsState, book: Book, events: Event[]): void {
  const rng = new Rng(s.rng);
  for (const side of s.sides) rng.shuffle(side.deck);
  startTurn(s, book, events);
}

/** One pick of the draft (a hound, or in the 3-4 player game a hero). */
export function draftCard(s: HoundsState, book: Book, card: string, events: Event[]): void {
  const seat = s.picker;
  removeCard(s.row, card);
  take(s.sides[seat]!, card);
  events.push({ type: 'drafted', seat, card });
  const n = s.sides.length;
  if (s.stage === 'hero-draft') {
    if (s.heroDeck.length > 0) s.row.push(s.heroDeck.shift()!);
    const heroes = s.sides.reduce((sum, side) => sum + side.owned.filter((c) => book.cards[c]!.kind === 'hero').length, 0);
    if (heroes >= n * book.rules.multiplayer.heroes || s.row.length === 0) {
      // The seat that drafted last picks its opponent first.
      s.first = seat;
      s.row = [];
      return startPlay(s, book, events);
    }
    s.picker = (seat + 1) % n;
    return;
  }
  if (s.multiplayer) {
    s.picker = (seat + 1) % n;
    if (s.row.length === 0) {
      if (book.rules.multiplayer.heroes > 0) return startHeroDraft(s, book, s.picker);
      s.first = seat;
      return startPlay(s, book, events);
    }
    return;
  }
  s.picker = 1 - seat;
  if (s.row.length > 0) return;
  // Rows are dealt until each deck holds the rules' count (or the dealt hounds run out).
  const full = s.sides.every((side) => side.deck.length >= book.rules.draft.deck);
  if (s.pool.length > 0 && !full) return dealRow(s, book);
  startPlay(s, book, events);
}

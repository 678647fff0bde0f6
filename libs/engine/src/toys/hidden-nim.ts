/**
 * Hidden Nim, a toy game with hidden information and a seeded shuffle, for the engine's own tests and
 * benchmarks (never exported). A pile of tokens; a face-down deck of cards worth 1-3; each player holds
 * two cards the other cannot see. On a turn a player plays a card no larger than the pile, removes that
 * many tokens, and draws a replacement; taking the last token wins. A player with no playable card
 * passes; two passes in a row end the game drawn. Every play shrinks the pile, so it always ends.
 */
import { IllegalAction, type Event, type Game, type Status } from '../contract.js';
import { Rng, seedState, type RngState } from '../rng/rng.js';
import { createZones, deckPieces, draw, fillMasked, maskZones, move, type Zones } from '../zones/zones.js';

/** Options: pile size and copies of each card value. */
export interface HiddenNimOptions {
  /** Tokens in the pile at the start (default 15). */
  pile?: number;
  /** Copies of each card value 1-3 in the deck (default 4). */
  copies?: number;
}

/** The state. Cards are ids like "c2#1" (value 2, copy 1); a hidden card in a view is "?". */
export interface HiddenNimState {
  /** Tokens left. */
  pile: number;
  /** Seat to act. */
  next: number;
  /** Passes in a row. */
  passes: number;
  /** deck, hand0, hand1, played. */
  zones: Zones<string>;
  /** Game RNG (hidden in views). */
  rng: RngState;
  /** Seat that last took tokens (-1 before anyone has). */
  lastTaker: number;
}

/**
 * Play a card of a value from hand, or pass when none can be played. Actions name the value, not the
 * card id, so equal choices look equal to search across different guesses of hidden cards.
 */
export type HiddenNimAction = { type: 'play'; value: number } | { type: 'pass' };

const valueOf = (card: string) => Number(card.slice(1, card.indexOf('#')));
const handOf = (p: number) => `hand${p}`;

function status(s: HiddenNimState): Status {
  if (s.pile === 0) return { over: true, winners: [s.lastTaker], draw: false, reason: 'last-token' };
  if (s.passes >= 2) return { over: true, winners: [], draw: true, reason: 'stuck' };
  return { over: false };
}

function actions(s: HiddenNimState): HiddenNimAction[] {
  if (status(s).over) return [];
  const hand = s.zones[handOf(s.next)]!;
  const seen = new Set<number>();
  const plays: HiddenNimAction[] = [];
  for (const card of hand) {
    const v = valueOf(card);
    // Copies of one value are the same move: offer one, so search does not split visits among twins.
    if (v <= s.pile && !seen.has(v)) {
      seen.add(v);
      plays.push({ type: 'play', value: v });
    }
  }
  return plays.length ? plays : [{ type: 'pass' }];
}

/** The toy game. */
export const hiddenNim: Game<HiddenNimState, HiddenNimAction, null, HiddenNimOptions> = {
  name: 'hidden-nim',
  traits: { turns: 'sequential', chance: true, hiddenInformation: true },
  setup(_content, options, seed) {
    const rng = Rng.seeded(seed);
    const cards = [1, 2, 3].map((v) => ({ card: `c${v}`, count: options.copies ?? 4 }));
    const deck = deckPieces({ cards }).map((c, i) => `${c}#${i}`);
    rng.shuffle(deck);
    const zones = createZones(['deck', 'hand0', 'hand1', 'played'], { deck });
    draw(zones, 'deck', 'hand0', 2);
    draw(zones, 'deck', 'hand1', 2);
    return { pile: options.pile ?? 15, next: 0, passes: 0, zones, rng: rng.state, lastTaker: -1 };
  },
  toAct: (s) => (status(s).over ? null : s.next),
  actions,
  apply(s, a) {
    const legal = actions(s);
    const player = s.next;
    if (a.type === 'pass') {
      if (!legal.some((l) => l.type === 'pass'))
        throw new IllegalAction(a, status(s).over ? 'the game is over' : 'a card can be played, so passing is not allowed');
      s.passes++;
      s.next = 1 - player;
      return [{ type: 'passed', player }];
    }
    if (status(s).over) throw new IllegalAction(a, 'the game is over');
    const card = s.zones[handOf(player)]!.find((c) => valueOf(c) === a.value);
    if (card === undefined) throw new IllegalAction(a, `player ${player} holds no card worth ${a.value}`);
    if (a.value > s.pile) throw new IllegalAction(a, `a card worth ${a.value} is more than the ${s.pile} tokens left`);
    move(s.zones, card, handOf(player), 'played');
    s.pile -= a.value;
    s.lastTaker = player;
    s.passes = 0;
    const drawn = draw(s.zones, 'deck', handOf(player), 1);
    s.next = 1 - player;
    const events: Event[] = [{ type: 'played', player, card, pile: s.pile }];
    if (drawn.length) events.push({ type: 'drew', player, card: drawn[0] });
    return events;
  },
  view(s, player) {
    const zones = maskZones(s.zones, ['deck', handOf(1 - player)]);
    // Future shuffles are hidden too: the RNG state would reveal them.
    return { ...s, zones, rng: [0, 0, 0, 0] };
  },
  status,
  players: () => 2,
  determinize(view, player, rng) {
    const s = structuredClone(view);
    // Cards not seen by `player`: all cards minus the own hand and the played pile.
    const known = new Set([...s.zones[handOf(player)]!, ...s.zones.played!]);
    const all = [...s.zones.deck!, ...s.zones.hand0!, ...s.zones.hand1!, ...s.zones.played!].length;
    const copies = all / 3;
    const unseen: string[] = [];
    for (let i = 0; i < all; i++) {
      const card = `c${Math.floor(i / copies) + 1}#${i}`;
      if (!known.has(card)) unseen.push(card);
    }
    fillMasked(s.zones, ['deck', handOf(1 - player)], unseen, rng);
    s.rng = rng.split().state;
    return s;
  },
  stats: (s) => ({ pileLeft: s.pile, cardsPlayed: s.zones.played!.length }),
};

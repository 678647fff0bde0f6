/**
 * Raid, a toy card game for the engine's decisions inside an effect (never exported). Each seat is dealt an
 * open hand from a shuffled deck. On a turn a seat plays a card and scores its value; a raid card makes the
 * opponent discard a card of the opponent's own choice before the opponent's turn. The game ends when both
 * hands are empty; the higher score wins.
 *
 * The discard is the pending choice: while it waits, `toAct` names the discarding seat, `actions` lists its
 * discards only, and `pending` says who must answer and what.
 */
import { IllegalAction, type Event, type Game, type PendingChoice, type PlayerId, type Status } from '../contract.js';
import { Rng, seedState, type RngState } from '../rng/rng.js';

/** A card: its value, and whether playing it is a raid. */
export interface RaidCard {
  /** Points scored by playing it. */
  value: number;
  /** Playing it makes the opponent discard a card of their choice. */
  raid: boolean;
}

/** Options: the deck and the hand size. */
export interface RaidOptions {
  /** Cards dealt to each seat (default 4). */
  hand?: number;
  /** The deck shuffled at setup (default: values 1-4 plain and 1-2 raid, two of each). */
  deck?: RaidCard[];
}

/** The state. Hands are open: the toy is about the pending choice, not hidden cards. */
export interface RaidState {
  /** Each seat's hand. */
  hands: RaidCard[][];
  /** Each seat's score. */
  scores: number[];
  /** The seat whose turn it is once nothing is pending. */
  next: PlayerId;
  /** The discard a raid is waiting on, if any. */
  pending: PendingChoice | null;
  /** Game RNG (only the deal uses it). */
  rng: RngState;
}

/** Play a card from hand on a turn, or discard one when a raid asks. Cards are named by what they are, so equal cards are one choice. */
export type RaidAction = ({ type: 'play' } & RaidCard) | ({ type: 'discard' } & RaidCard);

const DEFAULT_DECK: RaidCard[] = [1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 1, 2].map((value, i) => ({ value, raid: i >= 8 }));

const sameCard = (a: RaidCard, b: RaidCard) => a.value === b.value && a.raid === b.raid;

function status(s: RaidState): Status {
  if (s.hands.some((h) => h.length > 0)) return { over: false };
  const [a, b] = s.scores as [number, number];
  if (a === b) return { over: true, winners: [], draw: true, scores: [...s.scores], reason: 'hands-empty' };
  return { over: true, winners: [a > b ? 0 : 1], draw: false, scores: [...s.scores], reason: 'hands-empty' };
}

function toAct(s: RaidState): PlayerId | null {
  if (status(s).over) return null;
  return s.pending ? s.pending.seat : s.next;
}

/** One action per distinct card in the acting seat's hand. */
function actions(s: RaidState): RaidAction[] {
  const seat = toAct(s);
  if (seat === null) return [];
  const type = s.pending ? 'discard' : 'play';
  const out: RaidAction[] = [];
  for (const card of s.hands[seat]!) if (!out.some((a) => sameCard(a, card))) out.push({ type, value: card.value, raid: card.raid });
  return out;
}

/** The turn passes to `seat` if it has cards left, else stays with the other seat. */
function passTurn(s: RaidState, seat: PlayerId): void {
  s.next = s.hands[seat]!.length > 0 ? seat : 1 - seat;
}

/** The toy game. */
export const raid: Game<RaidState, RaidAction, null, RaidOptions> = {
  name: 'raid',
  traits: { turns: 'sequential', chance: true, hiddenInformation: false },
  setup(_content, options, seed) {
    const rng = Rng.seeded(seed);
    const deck = structuredClone(options.deck ?? DEFAULT_DECK);
    const hand = options.hand ?? 4;
    if (deck.length < 2 * hand) throw new Error(`raid: a deck of ${deck.length} cards cannot deal two hands of ${hand}`);
    rng.shuffle(deck);
    return { hands: [deck.slice(0, hand), deck.slice(hand, 2 * hand)], scores: [0, 0], next: 0, pending: null, rng: rng.state };
  },
  toAct,
  actions,
  apply(s, a) {
    const seat = toAct(s);
    if (seat === null) throw new IllegalAction(a, 'the game is over');
    if (s.pending && a.type !== 'discard') throw new IllegalAction(a, `seat ${seat + 1} must first discard a card (a raid is pending)`);
    if (!s.pending && a.type !== 'play') throw new IllegalAction(a, 'nothing asks for a discard; play a card');
    const hand = s.hands[seat]!;
    const at = hand.findIndex((c) => sameCard(c, a));
    if (at < 0) throw new IllegalAction(a, `seat ${seat + 1} holds no such card`);
    const [card] = hand.splice(at, 1) as [RaidCard];
    const other = 1 - seat;
    if (a.type === 'discard') {
      s.pending = null;
      passTurn(s, seat);
      return [{ type: 'discarded', player: seat, value: card.value, raid: card.raid }];
    }
    s.scores[seat]! += card.value;
    const events: Event[] = [{ type: 'played', player: seat, value: card.value, raid: card.raid, score: s.scores[seat] }];
    if (card.raid && s.hands[other]!.length > 0) {
      s.pending = { seat: other, kind: 'discard' };
      events.push({ type: 'raided', player: seat, target: other });
    } else passTurn(s, other);
    return events;
  },
  view: (s) => structuredClone(s),
  status,
  players: () => 2,
  pending: (s) => s.pending,
  stats: (s) => ({ points: s.scores[0]! + s.scores[1]! }),
};

/** An evaluation for greedy play: own score and hand value minus the opponent's. */
export function raidValue(s: RaidState, seat: PlayerId): number {
  const worth = (p: PlayerId) => s.scores[p]! + s.hands[p]!.reduce((sum, c) => sum + c.value, 0);
  return worth(seat) - worth(1 - seat);
}

/**
 * Hidden information: what a seat may see (its own hand; every discard pile, the rows and the Barracks; the
 * other seats' face-down plays only once revealed; no deck's order), and `determinize`, which fills what a view
 * hides with one guess consistent with what the seat knows, for search that must not peek.
 */
import { Rng, type RngState } from '@armory/engine';
import { powerChanges } from './battle.js';
import { bookOf } from './book.js';
import { HIDDEN, type Battlefield, type HoundsState, type Side } from './state.js';

function cloneSide(side: Side): Side {
  return {
    ...side,
    hand: [...side.hand],
    shown: [...side.shown],
    deck: [...side.deck],
    formed: [...side.formed],
    turnedUp: [...side.turnedUp],
    secret: [...side.secret],
    discard: [...side.discard],
    played: side.played ? { ...side.played } : null,
    owned: [...side.owned],
    acquired: [...side.acquired],
    fainted: [...side.fainted],
  };
}

/** A deep copy (the variant switches are never changed, so they are shared). */
export function cloneState(s: HoundsState): HoundsState {
  return {
    ...s,
    rng: [...s.rng] as RngState,
    sides: s.sides.map(cloneSide),
    pool: [...s.pool],
    row: [...s.row],
    heroDeck: [...s.heroDeck],
    barracks: [...s.barracks],
    order: [...s.order],
    next: { ...s.next },
    pending: s.pending ? { ...s.pending } : null,
    boost: Object.assign(powerChanges(), s.boost),
    borrowed: Object.assign(powerChanges(), s.borrowed),
    passed: [...s.passed],
    winners: s.winners ? [...s.winners] : null,
  };
}

const hide = (cards: string[]): string[] => cards.map(() => HIDDEN);

export function view(s: HoundsState, seat: number): HoundsState {
  const v = cloneState(s);
  // The seed and the generator would tell every shuffle: decks, the draft pool, the hero deck.
  v.seed = HIDDEN;
  v.rng = [0, 0, 0, 0];
  v.pool = hide(v.pool);
  v.heroDeck = hide(v.heroDeck);
  v.sides.forEach((side, q) => {
    side.deck = hide(side.deck);
    if (q === seat) return;
    side.hand = hide(side.hand);
    // Another seat's secret hounds (Quick Play deals face down) show wherever that seat's cards are listed.
    const secret = new Set(side.secret);
    const mask = (cards: string[]) => cards.map((c) => (secret.has(c) ? HIDDEN : c));
    side.owned = mask(side.owned);
    side.acquired = mask(side.acquired);
    side.formed = mask(side.formed);
    side.secret = hide(side.secret);
    if (side.played && !s.revealed) side.played = { attack: HIDDEN, ability: HIDDEN, defence: HIDDEN };
  });
  return v;
}

/** `cards` without one copy of each of `known`. */
function without(cards: string[], known: Iterable<string>): string[] {
  const left = [...cards];
  for (const card of known) {
    const i = left.indexOf(card);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

const SLOTS: Array<keyof Battlefield> = ['attack', 'ability', 'defence'];

export function determinize(v: HoundsState, seat: number, rng: Rng): HoundsState {
  const s = cloneState(v);
  const book = bookOf(s.book);
  // Hounds and heroes not in sight: in the draft pool, the hero deck, another seat's secret hounds, or the box.
  const placed = new Set<string>([...s.row, ...s.barracks]);
  for (const side of s.sides) for (const card of [...side.owned, ...side.fainted]) if (card !== HIDDEN) placed.add(card);
  const heroes = rng.shuffle(book.heroes.filter((h) => !placed.has(h)));
  const hounds = rng.shuffle(book.hounds.filter((h) => !placed.has(h)));
  for (const side of s.sides) {
    // A secret hound is listed among the seat's cards, dealt (and so in the deck it was made with) until turned up.
    const dealt = side.secret.filter((c) => c === HIDDEN).map(() => hounds.pop()!);
    if (dealt.length === 0) continue;
    const fill = (cards: string[]) => {
      let k = 0;
      return cards.map((c) => (c === HIDDEN ? dealt[k++]! : c));
    };
    side.secret = fill(side.secret);
    side.owned = fill(side.owned);
    side.acquired = fill(side.acquired);
    side.formed = fill(side.formed);
  }
  for (const side of s.sides) {
    // What a seat owns is public (but secret hounds); what is not face up among it is somewhere in its hand, face-down play or deck.
    const inSight = side.hand.filter((c) => c !== HIDDEN);
    if (side.played)
      for (const slot of SLOTS) if (side.played[slot] !== null && side.played[slot] !== HIDDEN) inSight.push(side.played[slot]!);
    // Cards everyone saw go into the hand and not in sight now are in its hidden places, face down in play or in hand.
    const shown = without(side.shown, inSight);
    const unseen = without(side.owned, [...side.discard, ...inSight, ...shown]);
    // The deck holds only cards it was made with; an unseen card drawn before that is in a hidden place.
    const drawnBefore = without(unseen, side.formed);
    // A card turned up to break a tie went back into the deck in sight: it is there until the next draw.
    const mayBeInDeck = rng.shuffle(without(unseen, [...drawnBefore, ...side.turnedUp]));
    const deck = rng.shuffle([...side.turnedUp, ...mayBeInDeck.splice(0, side.deck.length - side.turnedUp.length)]);
    const hidden = rng.shuffle([...shown, ...drawnBefore, ...mayBeInDeck]);
    if (side.played) for (const slot of SLOTS) if (side.played[slot] === HIDDEN) side.played[slot] = hidden.pop()!;
    side.hand = side.hand.map((c) => (c === HIDDEN ? hidden.pop()! : c));
    side.deck = deck;
  }
  s.heroDeck = s.heroDeck.map(() => heroes.pop()!);
  s.pool = s.pool.map(() => hounds.pop()!);
  s.rng = rng.split().state;
  return s;
}

// What each seat may see, over positions of whole random games: a view tells apart no two states that differ
// only in hidden things, and a determinization is a state the game could really be in, that plays on.
import { describe, expect, it } from 'vitest';
import { Rng, canonicalJson, type Event, type RngState } from '@armory/engine';
import { content } from './content.testing.js';
import { hounds as game } from './game.js';
import type { HoundsOptions } from './options.js';
import { HIDDEN, type Battlefield, type HoundsState } from './state.js';
import { bookOf } from './book.js';

const SLOTS: Array<keyof Battlefield> = ['attack', 'ability', 'defence'];
const seen = (s: HoundsState, seat: number) => canonicalJson(game.view(s, seat));

/** Where every card is: the piles of the table and each seat's, sorted. */
function census(s: HoundsState): string[] {
  const cards = [...s.pool, ...s.row, ...s.heroDeck, ...s.barracks];
  for (const side of s.sides) {
    cards.push(...side.hand, ...side.deck, ...side.discard, ...side.fainted);
    if (side.played) for (const slot of SLOTS) if (side.played[slot] !== null) cards.push(side.played[slot]!);
  }
  return cards.sort();
}

/** A seat's cards in hand, deck, discard pile and on the battlefield: what it owns. */
const held = (s: HoundsState, q: number) => {
  const side = s.sides[q]!;
  const played = side.played ? SLOTS.flatMap((slot) => (side.played![slot] === null ? [] : [side.played![slot]!])) : [];
  return [...side.hand, ...side.deck, ...side.discard, ...played].sort();
};

/**
 * Cards every seat saw go into a seat's hand (taken from a discard pile), until seen to leave it: in hand or face
 * down in play. And cards turned up to break a tie, shuffled back into the deck: there until the seat draws.
 */
function follow(known: string[][], inDeck: string[][], events: Event[]): void {
  const drop = (q: number, card: string | null) => {
    const at = card === null ? -1 : known[q]!.indexOf(card);
    if (at >= 0) known[q]!.splice(at, 1);
  };
  for (const e of events) {
    if (e['type'] === 'took') known[e['seat'] as number]!.push(e['card'] as string);
    if (e['type'] === 'tie-breaker' && e['card'] !== null) inDeck[e['seat'] as number]!.push(e['card'] as string);
    if (e['type'] === 'reshuffled' || (e['type'] === 'drew' && (e['cards'] as number) > 0)) inDeck[e['seat'] as number] = [];
    if (e['type'] === 'discarded') drop(e['seat'] as number, e['card'] as string);
    if (e['type'] === 'revealed')
      (e['played'] as Array<Battlefield | null>).forEach((p, q) => p && SLOTS.forEach((slot) => drop(q, p[slot])));
  }
}

interface Position {
  s: HoundsState;
  known: string[][];
  /** Cards turned up to break a tie and shuffled back into each seat's deck, not drawn since. */
  inDeck: string[][];
  /** Each seat's deck as it was when last made (drafted, dealt, or its discard pile shuffled in): it holds only these. */
  formed: string[][];
}

/** Positions of whole random games, each with what every seat knows of the others' hands and decks. */
function positions(options: HoundsOptions, games: number, every: number): Position[] {
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    const s = game.setup(content, options, g);
    const rng = Rng.seeded(`hidden-${g}`);
    const known: string[][] = s.sides.map(() => []);
    const inDeck: string[][] = s.sides.map(() => []);
    const formed: string[][] = s.sides.map((side) => [...side.deck]);
    for (let step = 0; !game.status(s).over; step++) {
      // Every few steps, and wherever a card turned up for a tie-break lies in a deck beside cards in hand (rare).
      const turnedUp = inDeck.some((cards, q) => cards.length > 0 && s.sides[q]!.hand.length > 0);
      if (step % every === 0 || turnedUp)
        out.push({
          s: game.clone!(s),
          known: known.map((k) => [...k]),
          inDeck: inDeck.map((k) => [...k]),
          formed: formed.map((f) => [...f]),
        });
      const before = game.clone!(s);
      const events = game.apply(s, rng.pick(game.actions(s)));
      follow(known, inDeck, events);
      // A deck is made by the draft in sight (the last pick starts the first turn, whose draw comes from it), or, once
      // it has run out, from the discard pile: then none of the cards it had before can be in it, and any other card
      // of the seat may (a discard pile can fill in the same action).
      if (before.stage === 'draft' || before.stage === 'hero-draft')
        s.sides.forEach((side, q) => (formed[q] = [...side.deck, ...side.hand]));
      for (const e of events)
        if (e['type'] === 'reshuffled') {
          const q = e['seat'] as number;
          formed[q] = s.sides[q]!.owned.filter((c) => !before.sides[q]!.deck.includes(c));
        }
    }
  }
  return out;
}

/**
 * `s` with its hidden things changed as the real game could have them: other deck orders, other cards in the
 * other seats' hands and face-down plays (not those known to be in hand), other secret hounds (from the box), another
 * hero deck and draft pool, other draws to come.
 */
function otherwise({ s, known }: Position, seat: number, rng: Rng): HoundsState {
  const t = game.clone!(s);
  rng.shuffle(t.pool);
  rng.shuffle(t.heroDeck);
  const box = bookOf(t.book).hounds.filter((h) => !census(t).includes(h));
  t.sides.forEach((side, q) => {
    rng.shuffle(side.deck);
    if (q === seat) return;
    for (const card of [...side.secret]) {
      if (box.length === 0 || rng.int(2) === 0) continue;
      const other = box.splice(rng.int(box.length), 1)[0]!;
      const rename = (cards: string[]) => cards.forEach((c, k) => c === card && (cards[k] = other));
      [side.hand, side.deck, side.owned, side.acquired, side.formed, side.secret].forEach(rename);
      if (side.played) for (const slot of SLOTS) if (side.played[slot] === card) side.played[slot] = other;
    }
    const stays = [...known[q]!];
    const swap = (card: string, put: (c: string) => void) => {
      if (stays.includes(card)) return void stays.splice(stays.indexOf(card), 1);
      if (side.deck.length === 0) return;
      const d = rng.int(side.deck.length);
      put(side.deck[d]!);
      side.deck[d] = card;
    };
    side.hand.forEach((card, k) => swap(card, (c) => (side.hand[k] = c)));
    if (side.played && !t.revealed)
      for (const slot of SLOTS) if (side.played[slot] !== null) swap(side.played[slot]!, (c) => (side.played![slot] = c));
  });
  t.rng = [rng.next(), rng.next(), rng.next(), rng.next()] as RngState;
  t.seed = `other-${rng.next()}`;
  return t;
}

const all = [
  ...positions({ seats: 2 }, 6, 3),
  ...positions({ seats: 2, variants: ['heroes-for-hire'] }, 3, 3),
  ...positions({ seats: 3 }, 2, 3),
  ...positions({ seats: 4, variants: ['quick-play'] }, 2, 3),
  ...positions({ seats: 2, variants: ['quick-play'] }, 2, 3),
];

describe('hidden information in Hounds and Heroes', () => {
  it('a view is the same for two states that differ only in what the seat may not see', () => {
    const rng = Rng.seeded('otherwise');
    for (const p of all)
      for (let seat = 0; seat < p.s.sides.length; seat++) expect(seen(otherwise(p, seat, rng), seat)).toBe(seen(p.s, seat));
  });

  it('a determinization looks the same to the seat, accounts for every card once, keeps the known ones and plays on', () => {
    const rng = Rng.seeded('guess');
    // Cards are taken from discard piles in these games, so some positions hold cards known to be in a hand.
    expect(all.filter(({ known }) => known.some((k) => k.length > 0)).length).toBeGreaterThan(5);
    let played = 0;
    for (const { s, known, inDeck, formed } of all) {
      for (let seat = 0; seat < s.sides.length; seat++) {
        const view = game.view(s, seat);
        const guess = game.determinize!(view, seat, rng);
        expect(canonicalJson(view)).toBe(seen(s, seat));
        expect(seen(guess, seat)).toBe(seen(s, seat));
        expect(census(guess)).not.toContain(HIDDEN);
        // No card in two places, and each seat holds exactly what it owns.
        expect(new Set(census(guess)).size).toBe(census(guess).length);
        guess.sides.forEach((side, q) => expect(held(guess, q)).toEqual([...side.owned].sort()));
        known.forEach((cards, q) => {
          const side = guess.sides[q]!;
          const hidden = [...side.hand, ...(side.played && !s.revealed ? SLOTS.map((slot) => side.played![slot]) : [])];
          for (const card of cards) expect(hidden, `seat ${q + 1} is known to hold ${card}`).toContain(card);
        });
        guess.sides.forEach((side, q) => {
          // (A secret hound of another seat is a guess too, and was dealt into the deck it was made with.)
          for (const card of side.deck)
            expect(
              side.secret.includes(card) && q !== seat ? side.formed : formed[q],
              `seat ${q + 1}'s deck was not made with ${card}`,
            ).toContain(card);
          for (const card of inDeck[q]!) expect(side.deck, `${card} was shuffled back into seat ${q + 1}'s deck`).toContain(card);
        });
        if (game.toAct(s) === seat) expect(canonicalJson(game.actions(guess))).toBe(canonicalJson(game.actions(s)));
        // Search plays on from its guesses: to the end here, from every third position.
        if (played++ % 3 === 0) {
          for (let step = 0; step < 3000 && !game.status(guess).over; step++) game.apply(guess, rng.pick(game.actions(guess)));
          expect(game.status(guess).over).toBe(true);
        }
      }
    }
  }, 60_000);

  it('over many guesses every unseen card turns up face down in play, and every one the deck may hold at its top', () => {
    const rng = Rng.seeded('spread');
    let checked = 0;
    for (const { s, formed } of all) {
      // The second seat to commit, looking at the first seat's face-down cards.
      if (s.multiplayer || s.stage !== 'play' || s.sides[0]!.played === null || s.sides[0]!.deck.length === 0) continue;
      const side = s.sides[0]!;
      const unseen = new Set([...side.deck, ...side.hand, ...SLOTS.map((slot) => side.played![slot]!)]);
      const mayBeInDeck = new Set([...unseen].filter((c) => formed[0]!.includes(c)));
      const inPlay = new Set<string>();
      const onTop = new Set<string>();
      const view = game.view(s, 1);
      for (let k = 0; k < 300; k++) {
        const guess = game.determinize!(view, 1, rng).sides[0]!;
        SLOTS.forEach((slot) => inPlay.add(guess.played![slot]!));
        onTop.add(guess.deck[0]!);
      }
      expect([...inPlay].sort()).toEqual([...unseen].sort());
      expect([...onTop].sort()).toEqual([...mayBeInDeck].sort());
      if (++checked === 5) break;
    }
    expect(checked).toBe(5);
  });

  it("over many guesses every hound out of a seat's sight turns up among another seat's secret ones (Quick Play)", () => {
    const rng = Rng.seeded('secret');
    let checked = 0;
    for (const { s } of all) {
      if (!s.variants.quickPlay || s.multiplayer || s.sides[1]!.secret.length === 0) continue;
      const view = game.view(s, 0);
      // Out of seat 1's sight: every hound not listed face up in its view (another seat's secret ones, the box).
      const inSight = new Set([...view.row, ...view.sides.flatMap((side) => [...side.owned, ...side.fainted])]);
      const outOfSight = bookOf(s.book).hounds.filter((h) => !inSight.has(h));
      const guessed = new Set<string>();
      for (let k = 0; k < 300; k++) game.determinize!(view, 0, rng).sides[1]!.secret.forEach((c) => guessed.add(c));
      expect([...guessed].sort()).toEqual(outOfSight.sort());
      if (++checked === 3) break;
    }
    expect(checked).toBe(3);
  });
});

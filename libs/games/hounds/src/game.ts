/**
 * Hounds and Heroes on the engine contract. The rules' numbers are in content/hounds/rules.yaml, the cards in
 * content/hounds/cards/, and each effect's meaning in effects/. Decisions where the rule book is silent:
 * seeds/hounds.md.
 */
import { IllegalAction, type Event, type Game, type Status } from '@armory/engine';
import { legalActions, sampleAction, seatToAct, type HoundsAction } from './actions.js';
import { discardCard, freeRecruit, takeCard } from './answers.js';
import { bookOf, type Book } from './book.js';
import { cardStats } from './card-stats.js';
import type { HoundsContent } from './content.js';
import { draftCard, setup } from './draft.js';
import type { HoundsOptions } from './options.js';
import { passRecruit, price, recruitHero } from './recruiting.js';
import { removeCard, type HoundsState } from './state.js';
import { afterPick, afterPlays } from './turn.js';
import { cloneState, determinize, view } from './view.js';

/** Seats as users see them: 1..n. */
const seatName = (seat: number) => `seat ${seat + 1}`;

/** Why `action` is not legal now, or null when it is. Reads the state only. */
export function whyIllegal(s: HoundsState, book: Book, a: HoundsAction): string | null {
  const seat = seatToAct(s);
  if (seat === null) return 'the game is over';
  const side = s.sides[seat]!;
  const pending = s.pending;
  const name = (card: string) => book.cards[card]?.name ?? `'${card}'`;
  if (pending) {
    if (pending.kind === 'discard')
      return a.type !== 'discard'
        ? `${seatName(seat)} must first discard a card from hand`
        : side.hand.includes(a.card)
          ? null
          : `${name(a.card)} is not in ${seatName(seat)}'s hand`;
    if (pending.kind === 'scavenge')
      return a.type !== 'take'
        ? `${seatName(seat)} must first take a card from ${seatName(pending.pile)}'s discard pile`
        : s.sides[pending.pile]!.discard.includes(a.card)
          ? null
          : `${name(a.card)} is not in ${seatName(pending.pile)}'s discard pile`;
    if (a.type === 'pass') return null;
    if (a.type !== 'recruit') return `${seatName(seat)} must first recruit a hero for free or pass`;
    if (!s.barracks.includes(a.hero)) return `${name(a.hero)} is not in the Barracks`;
    return book.cards[a.hero]!.cost <= pending.maxCost
      ? null
      : `${name(a.hero)} costs ${book.cards[a.hero]!.cost} treats; this recruit takes a hero costing at most ${pending.maxCost}`;
  }
  switch (a.type) {
    case 'draft':
      if (s.stage !== 'draft' && s.stage !== 'hero-draft') return 'the draft is over';
      return s.row.includes(a.card) ? null : `${name(a.card)} is not in the face-up row`;
    case 'play': {
      if (s.stage !== 'play') return 'cards are played only at the start of a turn';
      if (a.attack === a.ability || a.ability === a.defence || a.attack === a.defence) return 'one card cannot go in two slots';
      const missing = [a.attack, a.ability, a.defence].find((c) => !side.hand.includes(c));
      return missing === undefined ? null : `${name(missing)} is not in ${seatName(seat)}'s hand`;
    }
    case 'pick':
      if (s.stage !== 'pick') return 'opponents are picked only in the 3-4 player game, after every seat has played';
      if (a.opponent === seat) return 'a seat cannot pick itself';
      return s.sides[a.opponent] && !s.sides[a.opponent]!.out ? null : `${seatName(a.opponent)} is not in the game`;
    case 'recruit': {
      if (s.stage !== 'recruit') return 'heroes are recruited only after the battles';
      if (!s.barracks.includes(a.hero)) return `${name(a.hero)} is not in the Barracks`;
      const cost = price(s, book, seat, a.hero);
      return cost <= side.treats ? null : `${name(a.hero)} costs ${cost} treats; ${seatName(seat)} has ${side.treats}`;
    }
    case 'pass':
      return s.stage === 'recruit' ? null : 'there is nothing to pass now';
    default:
      return `no such action; this is the ${s.stage} stage`;
  }
}

function apply(s: HoundsState, a: HoundsAction): Event[] {
  const book = bookOf(s.book);
  const why = whyIllegal(s, book, a);
  if (why !== null) throw new IllegalAction(a, why);
  return perform(s, book, a);
}

/** Carries out an action known to be legal. */
function perform(s: HoundsState, book: Book, a: HoundsAction): Event[] {
  const events: Event[] = [];
  const seat = seatToAct(s)!;
  if (s.pending) {
    if (a.type === 'discard') discardCard(s, book, a.card, events);
    else if (a.type === 'take') takeCard(s, book, a.card, events);
    else freeRecruit(s, book, a.type === 'recruit' ? a.hero : null, events);
    return events;
  }
  switch (a.type) {
    case 'draft':
      draftCard(s, book, a.card, events);
      break;
    case 'play': {
      const side = s.sides[seat]!;
      removeCard(side.hand, a.attack);
      removeCard(side.hand, a.ability);
      removeCard(side.hand, a.defence);
      side.played = { attack: a.attack, ability: a.ability, defence: a.defence };
      // Events are public: they say that the seat played, not what.
      events.push({ type: 'played', seat });
      if (seatToAct(s) === null) afterPlays(s, book, events);
      break;
    }
    case 'pick':
      s.sides[seat]!.opponent = a.opponent;
      events.push({ type: 'picked', seat, opponent: a.opponent });
      afterPick(s, book, events);
      break;
    case 'recruit':
      recruitHero(s, book, a.hero, events);
      break;
    case 'pass':
      passRecruit(s, book, events);
      break;
  }
  return events;
}

function status(s: HoundsState): Status {
  if (s.winners === null) return { over: false };
  return {
    over: true,
    winners: [...s.winners],
    draw: s.winners.length === 0,
    reason: s.reason,
    scores: s.sides.map((side) => side.treats),
  };
}

export const hounds: Game<HoundsState, HoundsAction, HoundsContent, HoundsOptions> = {
  name: 'hounds',
  traits: { turns: 'simultaneous', chance: true, hiddenInformation: true },
  setup,
  toAct: seatToAct,
  actions: (s) => legalActions(s, bookOf(s.book)),
  apply,
  view,
  status,
  players: (s) => s.sides.length,
  pending: (s) => (s.pending ? { seat: s.pending.seat, kind: s.pending.kind } : null),
  // Commitments are hidden while seats play; in the 3-4 player game the opponent picks that follow are public
  // actions, though the cards stay face down (view) until every seat has picked.
  hiddenCommitments: (s) => (s.stage !== 'play' ? [] : s.sides.flatMap((side, q) => (side.played === null ? [] : [q]))),
  clone: cloneState,
  sampleAction: (s, rng) => sampleAction(s, bookOf(s.book), rng),
  // Random play builds its action from this very state, so it skips the legality check.
  playSample(s, rng) {
    const book = bookOf(s.book);
    const action = sampleAction(s, book, rng);
    return { action, events: perform(s, book, action) };
  },
  determinize,
  stats: (s) => ({
    turns: s.turn,
    ...Object.fromEntries(s.sides.map((side, q) => [`fainted${q}`, side.fainted.length])),
    ...Object.fromEntries(
      s.sides.map((side, q) => [`heroes${q}`, side.owned.filter((c) => bookOf(s.book).cards[c]!.kind === 'hero').length]),
    ),
    ...cardStats(s),
  }),
};

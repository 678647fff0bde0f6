/**
 * The book: content compiled once into lookup tables (every card by id, the rules), keyed by a hash of the
 * content it came from. States name their book by `key`, so they stay plain data and `apply` needs no content.
 */
import { hashSeed } from '@armory/engine';
import type { Ability, HoundsContent, Rules } from './content.js';

/** A card as play needs it. */
export interface Card {
  id: string;
  name: string;
  kind: 'hound' | 'hero';
  power: number;
  /** Treats to recruit it; 0 for a hound. */
  cost: number;
  abilities: Ability[];
}

export interface Book {
  key: string;
  rules: Rules;
  /** The card set's id. */
  set: string;
  cards: Record<string, Card>;
  /** Hound ids, in content order. */
  hounds: string[];
  /** Hero ids, in content order. */
  heroes: string[];
}

const BOOKS = new Map<string, Book>();
/** Books by the content objects they were built from, so setting up a game does not hash the content again. */
const BUILT = new WeakMap<object, { rules: Rules; book: Book }>();

/** The book for this content and card set, built on first use. */
export function bookFor(content: HoundsContent, set: string | undefined): Book {
  const id = set ?? Object.keys(content.cardSets)[0];
  const cardSet = id === undefined ? undefined : content.cardSets[id];
  if (!cardSet || id === undefined)
    throw new Error(`no card set '${String(set)}'; the content has ${Object.keys(content.cardSets).join(', ') || 'none'}`);
  const built = BUILT.get(cardSet);
  if (built && built.rules === content.rules) return built.book;
  const key = `${id}:${hashSeed(JSON.stringify([content.rules, cardSet])).toString(16)}`;
  const known = BOOKS.get(key);
  if (known) {
    BUILT.set(cardSet, { rules: content.rules, book: known });
    return known;
  }
  const cards: Record<string, Card> = Object.create(null) as Record<string, Card>;
  for (const h of cardSet.hounds) cards[h.id] = { id: h.id, name: h.name, kind: 'hound', power: h.power, cost: 0, abilities: h.abilities };
  for (const h of cardSet.heroes)
    cards[h.id] = { id: h.id, name: h.name, kind: 'hero', power: h.power, cost: h.cost, abilities: h.abilities };
  // Every card in play is one of these ids. Property names are V8's internalized strings, so ids taken from them
  // compare by identity and look up in `cards` without hashing again, where the parser's strings would not.
  const interned = Object.create(null) as Record<string, string>;
  for (const id of Object.keys(cards)) interned[id] = id;
  const book: Book = {
    key,
    rules: content.rules,
    set: id,
    cards,
    hounds: cardSet.hounds.map((h) => interned[h.id]!),
    heroes: cardSet.heroes.map((h) => interned[h.id]!),
  };
  BOOKS.set(key, book);
  BUILT.set(cardSet, { rules: content.rules, book });
  return book;
}

/** The book a state names; it was built by `setup` in this process. */
export function bookOf(key: string): Book {
  const book = BOOKS.get(key);
  if (!book) throw new Error(`hounds: no card book '${key}' in this process (set the game up from its content first)`);
  return book;
}

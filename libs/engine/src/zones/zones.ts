/**
 * Zones: named piles of pieces (bag, deck, hand, discard, removed, a Barracks row...) kept as plain
 * arrays inside the game State. The top of a zone is the END of its array, so drawing is a pop.
 * All functions mutate the zones they are given.
 */
import type { Rng } from '../rng/rng.js';

/** Zones by name; each zone is an ordered pile whose last element is the top. */
export type Zones<T = string> = Record<string, T[]>;

/** Makes zones with these names, all empty unless `contents` fills some of them. */
export function createZones<T = string>(names: readonly string[], contents: Partial<Record<string, T[]>> = {}): Zones<T> {
  const zones: Zones<T> = {};
  for (const name of names) zones[name] = [...(contents[name] ?? [])];
  return zones;
}

/** The pile of a zone; throws when the zone does not exist (a misspelt zone name is a bug, not an empty pile). */
export function zone<T>(zones: Zones<T>, name: string): T[] {
  const z = zones[name];
  if (!z) throw new RangeError(`no zone '${name}'; zones: ${Object.keys(zones).join(', ')}`);
  return z;
}

/** Number of pieces in a zone. */
export function count<T>(zones: Zones<T>, name: string): number {
  return zone(zones, name).length;
}

/** Shuffles a zone in place with the seeded RNG. */
export function shuffleZone<T>(zones: Zones<T>, name: string, rng: Rng): void {
  rng.shuffle(zone(zones, name));
}

/**
 * Moves up to `n` pieces from the top of `from` to the top of `to`, one by one (so the first drawn
 * ends lowest in `to`), and returns the pieces moved. Fewer move when `from` runs out.
 */
export function draw<T>(zones: Zones<T>, from: string, to: string, n = 1): T[] {
  const src = zone(zones, from);
  const dst = zone(zones, to);
  const moved: T[] = [];
  for (let i = 0; i < n && src.length > 0; i++) {
    const piece = src.pop() as T;
    dst.push(piece);
    moved.push(piece);
  }
  return moved;
}

/** Draws from the top of `from` until `to` holds `size` pieces (e.g. "draw up to 3"); returns the pieces moved. */
export function drawUpTo<T>(zones: Zones<T>, from: string, to: string, size: number): T[] {
  return draw(zones, from, to, Math.max(0, size - count(zones, to)));
}

/**
 * Moves one given piece from `from` to the top of `to`; returns false (and moves nothing) when the
 * piece is not in `from`. Pieces are compared with `===`, so use ids for plain-data zones.
 */
export function move<T>(zones: Zones<T>, piece: T, from: string, to: string): boolean {
  const src = zone(zones, from);
  const dst = zone(zones, to);
  const i = src.lastIndexOf(piece);
  if (i < 0) return false;
  src.splice(i, 1);
  dst.push(piece);
  return true;
}

/** Moves every piece of `from` onto `to` (e.g. the discard back into the deck before a reshuffle). */
export function moveAll<T>(zones: Zones<T>, from: string, to: string): T[] {
  const src = zone(zones, from);
  const moved = src.splice(0, src.length);
  zone(zones, to).push(...moved);
  return moved;
}

/** The top `n` pieces of a zone without moving them (top last). */
export function peek<T>(zones: Zones<T>, name: string, n = 1): T[] {
  const z = zone(zones, name);
  return z.slice(Math.max(0, z.length - n));
}

/** Whether a zone holds a piece. */
export function holds<T>(zones: Zones<T>, name: string, piece: T): boolean {
  return zone(zones, name).includes(piece);
}

/** A deck as content describes it (schemas/common/deck.schema.json): ids with copy counts. */
export interface DeckList {
  /** The zone it fills. */
  id?: string;
  /** Shuffled at set-up (default true). */
  shuffled?: boolean;
  /** Hidden from every player (default true). */
  faceDown?: boolean;
  /** Ids and copy counts, in content order. */
  cards: Array<{ card: string; count?: number }>;
}

/** The pieces of a deck list, copies expanded, in content order; shuffled with `rng` when the list asks for it and an rng is given. */
export function deckPieces(deck: DeckList, rng?: Rng): string[] {
  const pieces: string[] = [];
  for (const entry of deck.cards) for (let i = 0; i < (entry.count ?? 1); i++) pieces.push(entry.card);
  if (rng && deck.shuffled !== false) rng.shuffle(pieces);
  return pieces;
}

/** The mark a view puts in place of a piece its player may not see. */
export const HIDDEN_PIECE = '?';

/**
 * For `view`: a copy of the zones in which every piece of the named zones is replaced by `mask`
 * (the count stays visible, the identities do not). Other zones are copied as they are.
 */
export function maskZones<T>(zones: Zones<T>, hidden: readonly string[], mask: T = HIDDEN_PIECE as T): Zones<T> {
  const out: Zones<T> = {};
  for (const [name, pile] of Object.entries(zones)) out[name] = hidden.includes(name) ? pile.map(() => mask) : [...pile];
  return out;
}

/**
 * For `determinize`: replaces every `mask` in the named zones with a piece drawn at random from
 * `unseen` (the pieces the player cannot account for). Throws when there are fewer unseen pieces than
 * masks, which means the game's bookkeeping of what a player has seen is wrong.
 */
export function fillMasked<T>(
  zones: Zones<T>,
  names: readonly string[],
  unseen: readonly T[],
  rng: Rng,
  mask: T = HIDDEN_PIECE as T,
): void {
  const pool = rng.shuffle([...unseen]);
  for (const name of names) {
    const pile = zone(zones, name);
    for (let i = 0; i < pile.length; i++) {
      if (pile[i] !== mask) continue;
      if (pool.length === 0) throw new RangeError(`not enough unseen pieces to fill the hidden ones in '${name}'`);
      pile[i] = pool.pop() as T;
    }
  }
}

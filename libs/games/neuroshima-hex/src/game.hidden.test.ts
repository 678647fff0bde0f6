// What each seat may see, over positions of whole random games: a view tells apart no two states that differ
// only in hidden things, and a determinization is a state the game could really be in, that plays on.
import { describe, expect, it } from 'vitest';
import { Rng, canonicalJson, type RngState } from '@armory/engine';
import { content } from './content.testing.js';
import { catalogOf, designOf } from './catalog.js';
import { HIDDEN, neuroshimaHex as game } from './game.js';
import type { NhAction, NhState } from './state.js';
import type { NhOptions } from './game.js';

const options = { armies: ['hell-hounds', 'troglodytes'] };
const teamOptions = { armies: ['hell-hounds', 'troglodytes', 'troglodytes', 'hell-hounds'], teams: [0, 1, 0, 1] };
const seen = (s: NhState, seat: number) => canonicalJson(game.view(s, seat));

/** Every tile of each army, by id, wherever it is. */
function census(s: NhState): string[][] {
  return s.seats.map((seat, i) =>
    [...seat.bag, ...seat.hand, ...seat.discard, ...seat.removed, ...s.board.flatMap((c) => (c && c.owner === i ? [c.tile] : []))].sort(),
  );
}

/**
 * Tiles each seat holds that every seat has seen go into its hand (a swap takes a board tile back), less those
 * that left the hand since: the other seats know they are there.
 */
function knownInHand(before: NhState, after: NhState, known: string[][]): void {
  after.seats.forEach((seat, i) => {
    for (const tile of new Set(known[i])) {
      const left = before.seats[i]!.hand.filter((t) => t === tile).length - seat.hand.filter((t) => t === tile).length;
      for (let k = 0; k < left; k++) known[i]!.splice(known[i]!.indexOf(tile), 1);
    }
  });
}

/** Positions of whole random games (every few steps), each with the tiles known to be in each hand. */
function positions(setupOptions: NhOptions, games: number, every: number): Array<{ s: NhState; known: string[][] }> {
  const out: Array<{ s: NhState; known: string[][] }> = [];
  for (let g = 0; g < games; g++) {
    const s = game.setup(content, setupOptions, g);
    const rng = Rng.seeded(`hidden-${g}`);
    const known: string[][] = s.seats.map(() => []);
    for (let step = 0; !game.status(s).over; step++) {
      if (step % every === 0) out.push({ s: game.clone!(s), known: known.map((k) => [...k]) });
      const before = game.clone!(s);
      const events = game.apply(s, rng.pick(game.actions(s) as NhAction[]));
      knownInHand(before, s, known);
      for (const e of events) if (e['type'] === 'swapped') known[before.current]!.push(e['out'] as string);
    }
  }
  return out;
}

/**
 * `s` with its hidden things changed as the real game could have them: other bag orders, other hidden hand tiles
 * (not those known to be there), other draws to come.
 */
function otherwise(s: NhState, known: string[][], seat: number, rng: Rng): NhState {
  const t = game.clone!(s);
  const cat = catalogOf(t.catalog);
  t.seats.forEach((q, i) => {
    rng.shuffle(q.bag);
    if (i === seat) return;
    const stays = [...known[i]!];
    q.hand.forEach((tile, k) => {
      if (stays.includes(tile)) return void stays.splice(stays.indexOf(tile), 1);
      if (q.bag.length === 0 || designOf(cat, i, tile)?.kind === 'hq') return;
      const b = rng.int(q.bag.length);
      [q.hand[k], q.bag[b]] = [q.bag[b]!, tile];
    });
  });
  t.rng = [rng.next(), rng.next(), rng.next(), rng.next()] as RngState;
  t.seed = `other-${rng.next()}`;
  return t;
}

const all = [...positions(options, 6, 7), ...positions(teamOptions, 1, 7)];

describe('hidden information in Neuroshima Hex', () => {
  it('a view is the same for two states that differ only in what the seat may not see', () => {
    const rng = Rng.seeded('otherwise');
    for (const { s, known } of all)
      for (let seat = 0; seat < s.seats.length; seat++) expect(seen(otherwise(s, known, seat, rng), seat)).toBe(seen(s, seat));
  });

  it('a determinization looks the same to the seat, accounts for every tile once, keeps the known ones and plays on', () => {
    const rng = Rng.seeded('guess');
    // Swaps happen in these games, so some positions hold tiles known to be in a hand.
    expect(all.filter(({ known }) => known.some((k) => k.length > 0)).length).toBeGreaterThan(1);
    let played = 0;
    for (const { s, known } of all) {
      for (let seat = 0; seat < s.seats.length; seat++) {
        const view = game.view(s, seat);
        const guess = game.determinize!(view, seat, rng);
        expect(canonicalJson(view)).toBe(seen(s, seat));
        expect(seen(guess, seat)).toBe(seen(s, seat));
        expect(census(guess)).toEqual(census(s));
        expect(guess.seats.flatMap((q) => [...q.hand, ...q.bag])).not.toContain(HIDDEN);
        known.forEach((tiles, q) => {
          const hand = [...guess.seats[q]!.hand];
          for (const tile of tiles) {
            expect(hand, `seat ${q + 1} is known to hold ${tile}`).toContain(tile);
            hand.splice(hand.indexOf(tile), 1);
          }
        });
        if (game.toAct(s) === seat) expect(canonicalJson(game.actions(guess))).toBe(canonicalJson(game.actions(s)));
        // Search plays on from its guesses: to the end here, from every other position.
        if (played++ % 2 === 0) {
          for (let step = 0; step < 2000 && !game.status(guess).over; step++)
            game.apply(guess, rng.pick(game.actions(guess) as NhAction[]));
          expect(game.status(guess).over).toBe(true);
        }
      }
    }
  }, 60_000);

  it('over many guesses every unseen tile turns up in the hidden hand and on top of the bag', () => {
    const rng = Rng.seeded('spread');
    let checked = 0;
    for (const { s } of all.filter((_, i) => i % 4 === 0)) {
      const seat = s.current;
      const q = (seat + 1) % s.seats.length;
      const other = s.seats[q]!;
      const cat = catalogOf(s.catalog);
      const hidden = other.hand.filter((t) => designOf(cat, q, t)?.kind !== 'hq');
      const unseen = new Set([...other.bag, ...hidden]);
      if (hidden.length === 0 || other.bag.length === 0) continue;
      const inHand = new Set<string>();
      const onTop = new Set<string>();
      const view = game.view(s, seat);
      for (let k = 0; k < 400; k++) {
        const guess = game.determinize!(view, seat, rng).seats[q]!;
        guess.hand.forEach((t) => inHand.add(t));
        onTop.add(guess.bag.at(-1)!);
      }
      for (const tile of unseen) {
        expect(inHand.has(tile), `${tile} never guessed in hand`).toBe(true);
        expect(onTop.has(tile), `${tile} never guessed on top of the bag`).toBe(true);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
});

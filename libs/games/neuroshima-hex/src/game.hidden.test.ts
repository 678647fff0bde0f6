// What each seat may see, over positions of whole random games: drawn tiles lie face up, so only the bags (and the
// seed and RNG that ordered them) are hidden. A view tells apart no two states that differ only there, and a
// determinization is a state the game could really be in, that plays on.
import { describe, expect, it } from 'vitest';
import { Rng, canonicalJson, type RngState } from '@armory/engine';
import { content } from './content.testing.js';
import { HIDDEN, neuroshimaHex as game, type NhOptions } from './game.js';
import type { NhAction, NhState } from './state.js';

const options = { armies: ['hell-hounds', 'troglodytes'] };
const teamOptions = { armies: ['hell-hounds', 'troglodytes', 'troglodytes', 'hell-hounds'], teams: [0, 1, 0, 1] };
const seen = (s: NhState, seat: number) => canonicalJson(game.view(s, seat));

/** Every tile of each army, by id, wherever it is. */
function census(s: NhState): string[][] {
  return s.seats.map((seat, i) =>
    [...seat.bag, ...seat.hand, ...seat.discard, ...seat.removed, ...s.board.flatMap((c) => (c && c.owner === i ? [c.tile] : []))].sort(),
  );
}

/** Positions of whole random games, every few steps. */
function positions(setupOptions: NhOptions, games: number, every: number): NhState[] {
  const out: NhState[] = [];
  for (let g = 0; g < games; g++) {
    const s = game.setup(content, setupOptions, g);
    const rng = Rng.seeded(`hidden-${g}`);
    for (let step = 0; !game.status(s).over; step++) {
      if (step % every === 0) out.push(game.clone!(s));
      game.apply(s, rng.pick(game.actions(s) as NhAction[]));
    }
  }
  return out;
}

/** `s` with its hidden things changed as the real game could have them: other bag orders, other draws to come. */
function otherwise(s: NhState, rng: Rng): NhState {
  const t = game.clone!(s);
  for (const seat of t.seats) rng.shuffle(seat.bag);
  t.rng = [rng.next(), rng.next(), rng.next(), rng.next()] as RngState;
  t.seed = `other-${rng.next()}`;
  return t;
}

const all = [...positions(options, 6, 7), ...positions(teamOptions, 1, 7)];

describe('hidden information in Neuroshima Hex', () => {
  it('a view is the same for two states that differ only in bag order, seed or RNG, and shows every hand', () => {
    const rng = Rng.seeded('otherwise');
    for (const s of all)
      for (let seat = 0; seat < s.seats.length; seat++) {
        expect(seen(otherwise(s, rng), seat)).toBe(seen(s, seat));
        expect(game.view(s, seat).seats.map((q) => q.hand)).toEqual(s.seats.map((q) => q.hand));
      }
  });

  it('a determinization looks the same to the seat, fills the bags from the unseen tiles and plays on', () => {
    const rng = Rng.seeded('guess');
    let played = 0;
    for (const s of all) {
      for (let seat = 0; seat < s.seats.length; seat++) {
        const view = game.view(s, seat);
        const guess = game.determinize!(view, seat, rng);
        expect(canonicalJson(view)).toBe(seen(s, seat));
        expect(seen(guess, seat)).toBe(seen(s, seat));
        // The same tiles in all: each bag holds exactly the tiles of its army seen nowhere else.
        expect(census(guess)).toEqual(census(s));
        expect(guess.seats.flatMap((q) => q.bag)).not.toContain(HIDDEN);
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

  it('over many guesses every tile left in a bag turns up on its top', () => {
    const rng = Rng.seeded('spread');
    let checked = 0;
    for (const s of all.filter((_, i) => i % 4 === 0)) {
      const seat = s.current;
      const q = (seat + 1) % s.seats.length;
      const bag = s.seats[q]!.bag;
      if (bag.length < 2) continue;
      const onTop = new Set<string>();
      const view = game.view(s, seat);
      for (let k = 0; k < 300; k++) onTop.add(game.determinize!(view, seat, rng).seats[q]!.bag.at(-1)!);
      expect([...onTop].sort()).toEqual([...new Set(bag)].sort());
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
});

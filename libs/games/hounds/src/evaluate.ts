/** How the greedy player rates a position, and the variant names the CLI takes. */
import { OptionError } from '@armory/engine';
import { bookOf } from './book.js';
import { VARIANTS, type Variant } from './options.js';
import type { HoundsState } from './state.js';

/** Reads `--variant a,b`: each must be one of the rule book's variants. */
export function parseVariants(text: string | undefined): Variant[] {
  if (text === undefined || text === '') return [];
  const variants = text.split(',').map((name) => {
    const v = name.trim();
    if (!(VARIANTS as readonly string[]).includes(v))
      throw new OptionError(`--variant: '${v}' is not a variant; choose from ${VARIANTS.join(', ')}`);
    return v as Variant;
  });
  const twice = variants.find((v, i) => variants.indexOf(v) !== i);
  if (twice) throw new OptionError(`--variant: '${twice}' is named twice`);
  return variants;
}

/** How the greedy player rates a state for a seat: a win, else life, fainted hounds, heroes and treats. */
export function evaluate(s: HoundsState, seat: number): number {
  if (s.winners !== null) return s.winners.includes(seat) ? 1000 : -1000;
  const book = bookOf(s.book);
  const worth = (q: number) => {
    const side = s.sides[q]!;
    if (side.out) return -500;
    const heroes = side.owned.filter((c) => book.cards[c]!.kind === 'hero').length;
    return (s.multiplayer || s.variants.allStars ? 0 : side.life) - 6 * side.fainted.length + 4 * heroes + side.treats / 2;
  };
  let best = -Infinity;
  for (let q = 0; q < s.sides.length; q++) if (q !== seat) best = Math.max(best, worth(q));
  return worth(seat) - best;
}

/** The game's options: seats, the card set, and the rule book's win variants. */

/** The rule book's variants, by their names in the CLI (`--variant heroes-for-hire,quick-play`). */
export const VARIANTS = ['heroes-for-hire', 'coin-dominance', 'all-stars', 'quick-play'] as const;
export type Variant = (typeof VARIANTS)[number];

/**
 * Variants that add a way to win the two-player game. The 3-4 player game is won only by being the last one
 * left, so they would change nothing there and are refused rather than ignored (seeds/hounds.md D20).
 */
export const TWO_PLAYER_WINS: readonly Variant[] = ['heroes-for-hire', 'coin-dominance'];

/** Why `variants` cannot be played with `seats` players, or null when they can. */
export function whyNotWith(variants: readonly Variant[], seats: number): string | null {
  const v = seats > 2 ? variants.find((name) => TWO_PLAYER_WINS.includes(name)) : undefined;
  return v === undefined ? null : `'${v}' is a win variant of the two-player game; the ${seats}-player game is won by the last player left`;
}

export interface HoundsOptions {
  /** Seats at the table (2 by default; 3-4 play the multiplayer game). */
  seats?: number;
  /** The card set to play with, by id (the first set of the content when left out). */
  cards?: string;
  /** Variants in play. */
  variants?: Variant[];
}

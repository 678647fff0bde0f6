/** The game's options: seats, the card set, and the rule book's win variants. */

/** The rule book's variants, by their names in the CLI (`--variant heroes-for-hire,quick-play`). */
export const VARIANTS = ['heroes-for-hire', 'coin-dominance', 'all-stars', 'quick-play'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface HoundsOptions {
  /** Seats at the table (2 by default; 3-4 play the multiplayer game). */
  seats?: number;
  /** The card set to play with, by id (the first set of the content when left out). */
  cards?: string;
  /** Variants in play. */
  variants?: Variant[];
}

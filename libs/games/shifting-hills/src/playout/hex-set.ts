/**
 * Sets of hexes as bits, for boards of up to 64 hexes: hexes 0-31 in a `low` word, 32-63 in a `high` word.
 * `playOut` counts a squad's free neighbours and adjacent enemies with a few word operations instead of
 * visiting each neighbour.
 */

/** The most hexes a board may have for the bit sets. */
export const MAX_HEXES = 64;

/** How many hexes are in the set (`low`, `high`). */
export function countHexes(low: number, high: number): number {
  // Most sets counted are empty (most squads have no enemy next to them).
  if ((low | high) === 0) return 0;
  // Bits summed in pairs, then fours, in both words; a byte of the two words together then holds at most 16.
  low -= (low >>> 1) & 0x55555555;
  high -= (high >>> 1) & 0x55555555;
  low = (low & 0x33333333) + ((low >>> 2) & 0x33333333);
  high = (high & 0x33333333) + ((high >>> 2) & 0x33333333);
  const bytes = ((low + (low >>> 4)) & 0x0f0f0f0f) + ((high + (high >>> 4)) & 0x0f0f0f0f);
  return Math.imul(bytes, 0x01010101) >>> 24;
}

/** Whether hex `h` is in the set (`low`, `high`). */
export function hasHex(low: number, high: number, h: number): boolean {
  return (h < 32 ? (low >>> h) & 1 : (high >>> (h - 32)) & 1) === 1;
}

/** The bit of hex `h` in its word (`h` or `h - 32`). */
export function hexBit(h: number): number {
  return 1 << (h & 31);
}

/** The lowest hex of a word's set, counted within the word. */
export function lowestHex(word: number): number {
  return 31 - Math.clz32(word & -word);
}

/** Adds hex `h` to set number `index` of a table of sets kept as two arrays of words. */
export function addHex(low: Int32Array, high: Int32Array, index: number, h: number): void {
  if (h < 32) low[index] = low[index]! | hexBit(h);
  else high[index] = high[index]! | hexBit(h);
}

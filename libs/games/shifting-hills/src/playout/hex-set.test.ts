import { describe, expect, it } from 'vitest';
import { countHexes, hasHex, hexBit, lowestHex } from './hex-set.js';

describe('hex sets as bits', () => {
  it('count, test and find hexes as a list of them would', () => {
    for (let seed = 1; seed < 2000; seed++) {
      const hexes = [...new Set(Array.from({ length: seed % 20 }, (_, i) => (seed * 7919 + i * 104729) % 64))].sort((a, b) => a - b);
      let low = 0;
      let high = 0;
      for (const h of hexes) h < 32 ? (low |= hexBit(h)) : (high |= hexBit(h));
      expect(countHexes(low, high)).toBe(hexes.length);
      for (let h = 0; h < 64; h++) expect(hasHex(low, high, h)).toBe(hexes.includes(h));
      if (low !== 0) expect(lowestHex(low)).toBe(hexes[0]);
      if (high !== 0) expect(lowestHex(high) + 32).toBe(hexes.find((h) => h >= 32));
    }
  });

  it('count full words', () => {
    expect(countHexes(-1, -1)).toBe(64);
    expect(countHexes(-1, 0)).toBe(32);
    expect(countHexes(0, 1 << 31)).toBe(1);
  });
});

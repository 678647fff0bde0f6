import { describe, expect, it } from 'vitest';
import { hasLineBreak } from './long-text.js';

describe('hasLineBreak', () => {
  it('finds a line break of any kind, and none in a one-line text however long', () => {
    expect(hasLineBreak('a river\nand a bridge')).toBe(true);
    expect(hasLineBreak('a river\r\nand a bridge')).toBe(true);
    expect(hasLineBreak('a'.repeat(500))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { wrapWords } from './wrap-words.js';

describe('wrapWords', () => {
  it('fills each line with whole words up to the width', () => {
    expect(wrapWords('impedes: any squad (enemy HQ)', 18)).toEqual(['impedes: any squad', '(enemy HQ)']);
    expect(wrapWords('  two   spaces  ', 40)).toEqual(['two spaces']);
  });

  it('keeps a word longer than the width whole, on its own line', () => {
    expect(wrapWords('a survivors-found b', 5)).toEqual(['a', 'survivors-found', 'b']);
  });

  it('gives no lines for no words', () => {
    expect(wrapWords('   ', 10)).toEqual([]);
  });
});

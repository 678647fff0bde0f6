import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { aliasCopies, MAX_ALIAS_NODES, tooDeepAt } from './document-limits.js';

describe('document limits', () => {
  it('finds the first collection nested past the limit', () => {
    const text = 'a: [[[1]]]\n';
    expect(tooDeepAt(parseDocument(text), 3)).toBe(text.indexOf('[1]')); // the mapping is level 1, so this list is level 4
    expect(tooDeepAt(parseDocument(text), 4)).toBe(-1);
  });

  it('counts the values an alias copies, an anchor holding aliases in full', () => {
    const doc = parseDocument('a: &a [1, 2]\nb: &b [*a, *a]\nc: *b\n');
    // *a copies 3 nodes (the list and its two items), twice; *b copies its list plus two copies of a.
    expect(aliasCopies(doc).copies).toBe(3 + 3 + 7);
  });

  it('marks the alias at which the copies pass the limit', () => {
    const text = `a: &a [${Array(9).fill('x').join(',')}]\nb: [${Array(Math.ceil(MAX_ALIAS_NODES / 10) + 1)
      .fill('*a')
      .join(',')}]\n`;
    const { at } = aliasCopies(parseDocument(text));
    expect(at).toBeGreaterThan(text.indexOf('b:'));
  });

  it('treats an alias inside its own anchor as a reference, not an endless copy', () => {
    expect(aliasCopies(parseDocument('a: &a [1, *a]\n')).copies).toBe(1);
  });
});

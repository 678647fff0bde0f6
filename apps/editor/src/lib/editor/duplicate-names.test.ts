import { describe, expect, it } from 'vitest';
import { duplicateNames } from './duplicate-names.js';

describe('duplicateNames', () => {
  it('pairs entries that share a name, ignoring case and surrounding spaces', () => {
    const found = duplicateNames([{ name: 'Wolf' }, { name: 'Bear' }, { name: ' wolf ' }, { name: 'WOLF' }]);
    expect([...found.entries()]).toEqual([
      [0, [3, 4]],
      [2, [1, 4]],
      [3, [1, 3]],
    ]);
  });

  it('ignores entries without a name, blank names and plain values', () => {
    expect(duplicateNames([{ name: '' }, { name: '' }, { id: 'a' }, { id: 'a' }, 'x', 'x', null]).size).toBe(0);
  });
});

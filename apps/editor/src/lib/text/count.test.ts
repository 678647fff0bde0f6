import { describe, expect, it } from 'vitest';
import { count } from './count.js';

describe('count', () => {
  it('puts the noun in the singular for one and the plural otherwise', () => {
    expect([0, 1, 2].map((n) => count(n, 'error'))).toEqual(['0 errors', '1 error', '2 errors']);
  });
});

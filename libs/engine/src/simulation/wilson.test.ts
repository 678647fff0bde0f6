import { describe, expect, it } from 'vitest';
import { wilson } from './wilson.js';

describe('wilson', () => {
  it('matches hand-computed intervals and stays inside [0, 1]', () => {
    const r = wilson(50, 100);
    expect(r.rate).toBe(0.5);
    expect(r.low).toBeCloseTo(0.4038, 3);
    expect(r.high).toBeCloseTo(0.5962, 3);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 3);
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
  });
});

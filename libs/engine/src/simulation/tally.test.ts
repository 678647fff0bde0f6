import { describe, expect, it } from 'vitest';
import { Tally } from './tally.js';

describe('Tally', () => {
  it('adds out-of-order records in game order', () => {
    const t = new Tally(['a', 'b']);
    const rec = (index: number, w: number) => ({ index, over: true, winners: [w], draw: false, steps: index, stats: { x: index / 10 } });
    t.add(rec(1, 1));
    t.add(rec(2, 0));
    expect(t.done).toBe(0);
    expect(t.waiting).toBe(2);
    t.add(rec(0, 0));
    expect(t.done).toBe(3);
    const report = t.report(0);
    expect(report.wins).toEqual([2, 1]);
    expect(report.stats.steps).toEqual({ mean: 1, n: 3, sum: 3 });
    expect(report.stats.x!.sum).toBeCloseTo(0.3, 10);
    expect(report.ends).toEqual({});
  });

  it('counts finished games by why they ended', () => {
    const t = new Tally(['a', 'b']);
    const rec = (index: number, end?: string) => ({
      index,
      over: end !== undefined,
      winners: [],
      draw: false,
      steps: 1,
      stats: {},
      ...(end ? { end } : {}),
    });
    ['ko', 'time', 'ko', undefined].forEach((end, i) => t.add(rec(i, end)));
    expect(t.report(0).ends).toEqual({ ko: 2, time: 1 });
  });
});

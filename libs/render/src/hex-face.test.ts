import { describe, expect, it } from 'vitest';
import { apothem, corners, edgeEnds, towardsEdge, towardsTip } from './hex-face.js';

describe('flat-top hex face', () => {
  it('puts the N edge at the top, horizontal, and the E and W tips on the horizontal axis', () => {
    const [a, b] = edgeEnds(10, 0);
    expect(a.y).toBeCloseTo(b.y);
    expect(a.y).toBeLessThan(0);
    expect(towardsTip(10, 1)).toEqual({ x: 10, y: 0 });
    expect(towardsTip(10, 4)).toEqual({ x: -10, y: 0 });
  });

  it('numbers edges clockwise: NE lies up and to the right, SW down and to the left', () => {
    const ne = towardsEdge(1, 1);
    const sw = towardsEdge(1, 4);
    expect(ne.x).toBeGreaterThan(0);
    expect(ne.y).toBeLessThan(0);
    expect(sw.x).toBeLessThan(0);
    expect(sw.y).toBeGreaterThan(0);
  });

  it('places each edge middle at the apothem, between its two corners', () => {
    for (let i = 0; i < 6; i++) {
      const [a, b] = edgeEnds(10, i);
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      expect(Math.hypot(mid.x, mid.y)).toBeCloseTo(apothem(10), 2);
      const m = towardsEdge(apothem(10), i);
      expect(m.x).toBeCloseTo(mid.x, 2);
      expect(m.y).toBeCloseTo(mid.y, 2);
    }
  });

  it('has six corners on the circumcircle', () => {
    const cs = corners(7);
    expect(cs).toHaveLength(6);
    for (const c of cs) expect(Math.hypot(c.x, c.y)).toBeCloseTo(7, 2);
  });
});

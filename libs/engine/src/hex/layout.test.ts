import { describe, expect, it } from 'vitest';
import { edgeMidpoint, hexCorners, hexToPixel, tipPoint } from './layout.js';
import { edgesOfTip, neighbour } from './hex.js';

describe('hex layout', () => {
  it('puts N up, E tip right and W tip left in screen coordinates', () => {
    expect(edgeMidpoint(0, 10).y).toBeLessThan(0);
    expect(edgeMidpoint(0, 10).x).toBeCloseTo(0);
    expect(tipPoint(1, 10)).toEqual({ x: 10, y: 0 });
    expect(tipPoint(4, 10).x).toBeCloseTo(-10);
  });

  it('places each tip halfway between the midpoints of its two edges (in direction)', () => {
    for (let t = 0; t < 6; t++) {
      const [a, b] = edgesOfTip(t);
      const ma = edgeMidpoint(a, 1);
      const mb = edgeMidpoint(b, 1);
      const tip = tipPoint(t, 1);
      const mid = { x: (ma.x + mb.x) / 2, y: (ma.y + mb.y) / 2 };
      // Same direction: cross product zero, dot product positive.
      expect(tip.x * mid.y - tip.y * mid.x).toBeCloseTo(0);
      expect(tip.x * mid.x + tip.y * mid.y).toBeGreaterThan(0);
    }
  });

  it('puts a neighbour across edge d at twice that edge midpoint', () => {
    for (let d = 0; d < 6; d++) {
      const p = hexToPixel(neighbour({ q: 0, r: 0 }, d), 10);
      const m = edgeMidpoint(d, 10);
      expect(p.x).toBeCloseTo(2 * m.x);
      expect(p.y).toBeCloseTo(2 * m.y);
    }
    expect(hexCorners({ x: 5, y: 5 }, 2)[1]).toEqual({ x: 7, y: 5 });
  });
});

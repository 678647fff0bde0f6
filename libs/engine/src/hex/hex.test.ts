import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DIRECTION_NAMES,
  TIP_NAMES,
  directionOf,
  tipOf,
  distance,
  edgesOfTip,
  neighbour,
  opposite,
  ring,
  rotateDirection,
  rotateHex,
  rotateEdges,
  spiral,
  throughTip,
  directionTo,
  type Hex,
} from './hex.js';

const hexArb = fc.record({ q: fc.integer({ min: -50, max: 50 }), r: fc.integer({ min: -50, max: 50 }) });

describe('hex geometry', () => {
  it('numbers edges clockwise from the top and names tips between them', () => {
    expect(DIRECTION_NAMES).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
    expect(directionOf('SW')).toBe(4);
    expect(edgesOfTip(tipOf('W'))).toEqual([directionOf('SW'), directionOf('NW')]);
    expect(edgesOfTip(tipOf('E'))).toEqual([directionOf('NE'), directionOf('SE')]);
    expect(TIP_NAMES).toHaveLength(6);
    expect(() => directionOf('up')).toThrow(/known: N, NE/);
  });

  it('places N above and S below in flat-top pixel space', () => {
    const pixel = (h: Hex) => ({ x: 1.5 * h.q, y: Math.sqrt(3) * (h.r + h.q / 2) });
    const o = { q: 0, r: 0 };
    expect(pixel(neighbour(o, 0)).y).toBeLessThan(0);
    expect(pixel(neighbour(o, 0)).x).toBe(0);
    const ne = pixel(neighbour(o, 1));
    expect(ne.x).toBeGreaterThan(0);
    expect(ne.y).toBeLessThan(0);
    const se = pixel(neighbour(o, 2));
    expect(se.y).toBeGreaterThan(0);
    expect(pixel(neighbour(o, 3)).y).toBeGreaterThan(0);
    expect(pixel(neighbour(o, 4)).x).toBeLessThan(0);
    // The W tip's far hex lies due west, level with the centre.
    const w = pixel(throughTip(o, tipOf('W')));
    expect(w.y).toBeCloseTo(0);
    expect(w.x).toBeLessThan(0);
  });

  it('reaches the tip hex through both neighbours beside the tip, two steps away', () => {
    fc.assert(
      fc.property(hexArb, fc.integer({ min: 0, max: 5 }), (h, t) => {
        const far = throughTip(h, t);
        const [e1, e2] = edgesOfTip(t);
        expect(distance(h, far)).toBe(2);
        expect(distance(neighbour(h, e1), far)).toBe(1);
        expect(distance(neighbour(h, e2), far)).toBe(1);
      }),
    );
  });

  it('rotation six times is the identity, and rotation carries neighbours along', () => {
    fc.assert(
      fc.property(hexArb, hexArb, fc.integer({ min: 0, max: 5 }), (h, c, d) => {
        let x = h;
        for (let i = 0; i < 6; i++) x = rotateHex(x, 1, c);
        expect(x).toEqual(h);
        expect(rotateDirection(rotateDirection(d, 4), 2)).toBe(d);
        expect(rotateHex(neighbour(h, d), 1, h)).toEqual(neighbour(h, rotateDirection(d, 1)));
        expect(distance(rotateHex(h, 2, c), c)).toBe(distance(h, c));
      }),
    );
    expect(rotateDirection(0, -1)).toBe(5);
    expect(opposite(1)).toBe(4);
  });

  it('distance is symmetric, zero only on itself, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(hexArb, hexArb, hexArb, (a, b, c) => {
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, b) === 0).toBe(a.q === b.q && a.r === b.r);
        expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c));
      }),
    );
  });

  it('rings hold 6k hexes at distance k, clockwise from N', () => {
    const c = { q: 2, r: -1 };
    for (let k = 1; k <= 4; k++) {
      const hexes = ring(c, k);
      expect(hexes).toHaveLength(6 * k);
      for (const h of hexes) expect(distance(h, c)).toBe(k);
      expect(hexes[0]).toEqual({ q: 2, r: -1 - k });
      expect(new Set(hexes.map((h) => `${h.q},${h.r}`)).size).toBe(6 * k);
    }
    expect(ring(c, 1)).toEqual([0, 1, 2, 3, 4, 5].map((d) => neighbour(c, d)));
    expect(spiral(c, 2)).toHaveLength(19);
  });

  it("rotates a tile's edge values clockwise, back to start after six turns", () => {
    const edges = ['melee', 'none', 'armor', 'none', 'none', 'net'];
    expect(rotateEdges(edges, 1)).toEqual(['net', 'melee', 'none', 'armor', 'none', 'none']);
    expect(rotateEdges(edges, -1)).toEqual(rotateEdges(edges, 5));
    let turned = edges;
    for (let i = 0; i < 6; i++) turned = rotateEdges(turned, 1);
    expect(turned).toEqual(edges);
    expect(() => rotateEdges([1, 2], 1)).toThrow(/6 edges/);
  });

  it('finds the direction between neighbours', () => {
    expect(directionTo({ q: 0, r: 0 }, { q: 1, r: 0 })).toBe(2);
    expect(directionTo({ q: 0, r: 0 }, { q: 2, r: 0 })).toBe(-1);
  });
});

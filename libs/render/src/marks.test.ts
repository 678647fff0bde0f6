import { describe, expect, it } from 'vitest';
import { alongEdge, escapeXml, inkOn, nameLines, spike } from './marks.js';
import { apothem, towardsEdge } from './hex-face.js';

/** The three corners of a `points` list. */
function triangle(points: string): { x: number; y: number }[] {
  return points.split(' ').map((p) => {
    const [x, y] = p.split(',').map(Number);
    return { x: x!, y: y! };
  });
}

describe('marks', () => {
  it('spaces marks along an edge at the same depth, centred on its middle', () => {
    for (let edge = 0; edge < 6; edge++) {
      const marks = alongEdge(edge, 3, 10, 40);
      const middle = towardsEdge(40, edge);
      expect(marks[1]!.x).toBeCloseTo(middle.x, 2);
      expect(marks[1]!.y).toBeCloseTo(middle.y, 2);
      expect(Math.hypot(marks[0]!.x - marks[2]!.x, marks[0]!.y - marks[2]!.y)).toBeCloseTo(20, 2);
    }
  });

  it('points every spike straight out of its edge, diagonal edges included', () => {
    for (let edge = 0; edge < 6; edge++) {
      const base = towardsEdge(30, edge);
      const [p1, tip, p2] = triangle(spike(base, edge, 10, 8));
      const out = towardsEdge(1, edge);
      const lean = { x: tip!.x - base.x, y: tip!.y - base.y };
      // The point lies on the line from the centre through the edge's middle, further out than the base.
      expect(lean.x * out.y - lean.y * out.x).toBeCloseTo(0, 2);
      expect(Math.hypot(tip!.x, tip!.y)).toBeGreaterThan(Math.hypot(base.x, base.y));
      // The base corners are equally far from the centre: the base is parallel to the edge.
      expect(Math.hypot(p1!.x, p1!.y)).toBeCloseTo(Math.hypot(p2!.x, p2!.y), 2);
    }
    expect(apothem(2)).toBeCloseTo(Math.sqrt(3));
  });

  it('escapes markup and breaks long names into two lines', () => {
    expect(escapeXml(`<a & "b">`)).toBe('&lt;a &amp; &quot;b&quot;&gt;');
    expect(nameLines('Cannibalize the Enemy', 12)).toEqual({ lines: ['Cannibalize', 'the Enemy'], scale: 1 });
    expect(nameLines('Wolf', 12)).toEqual({ lines: ['Wolf'], scale: 1 });
    expect(nameLines('', 12)).toEqual({ lines: [], scale: 1 });
  });

  it('draws a name too long for its room smaller, whole, in no more room than its lines at full size', () => {
    const name = 'Wolf of the Northern Wastes Who Howls at Midnight';
    const fit = nameLines(name, 12);
    // Every word is drawn, each line holds what its smaller type makes room for, and the lines take no more height.
    expect(fit.lines.join(' ')).toBe(name);
    expect(fit.scale).toBeLessThan(1);
    expect(fit.lines.length * fit.scale).toBeLessThanOrEqual(2);
    for (const line of fit.lines) expect(line.length * fit.scale).toBeLessThanOrEqual(12);
    expect(fit).toEqual({ lines: ['Wolf of the', 'Northern Wastes Who', 'Howls at Midnight'], scale: 12 / 19 });
    // One word longer than the room: one line, small enough to fit.
    expect(nameLines('Supercalifragilistic', 10, 1)).toEqual({ lines: ['Supercalifragilistic'], scale: 0.5 });
  });

  it('writes white on dark fills and black on light ones', () => {
    expect(inkOn('#8b1a1a')).toBe('#ffffff');
    expect(inkOn('#1f3a5f')).toBe('#ffffff');
    expect(inkOn('#e8d9a8')).toBe('#111111');
    expect(inkOn('not a colour')).toBe('#111111');
  });
});

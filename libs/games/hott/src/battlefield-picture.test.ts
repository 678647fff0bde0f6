import { describe, expect, it } from 'vitest';
import { MOST_SQUARES_DRAWN, SQUARE_UNITS, area, frameOf, tablePicture, terrainFill } from './battlefield-picture.js';
import { content } from './content.testing.js';

describe('terrainFill', () => {
  it('colours a kind by what it is, so a new kind with the same traits looks the same', () => {
    const woods = content.rules.terrain.find((k) => k.woods)!;
    expect(terrainFill({ ...woods, id: 'forest', name: 'Forest' })).toBe(terrainFill(woods));
    const fills = new Set(content.rules.terrain.map(terrainFill));
    expect(fills.size).toBe(content.rules.terrain.length);
    expect(fills.has(terrainFill(undefined))).toBe(false);
  });
});

describe('frameOf and area', () => {
  it('gives a square SQUARE_UNITS, and puts the defender (y = 0) at the bottom', () => {
    const frame = frameOf(2400, 1200, 100);
    expect(area(frame, 0, 0, 100, 100)).toEqual({ x: 0, y: 11 * SQUARE_UNITS, width: SQUARE_UNITS, height: SQUARE_UNITS });
    expect(area(frame, 2300, 1100, 100, 100)).toEqual({ x: 23 * SQUARE_UNITS, y: 0, width: SQUARE_UNITS, height: SQUARE_UNITS });
  });

  it('fits a table with too many squares, or none known, to one size and drops the grid', () => {
    const huge = frameOf(100 * (MOST_SQUARES_DRAWN + 1), 100, 100);
    expect(huge.squarePaces).toBeUndefined();
    expect(frameOf(2400, 1200, undefined)).toEqual({ width: 2400, depth: 1200, scale: huge.scale * (huge.width / 2400) });
  });
});

describe('tablePicture', () => {
  const drawing = { frame: frameOf(400, 300, 100), pieces: [], kinds: [], over: '', legend: [], notes: [], caption: 'c', label: 'l' };

  it('numbers the squares along the edges only when asked (the editor preview leaves them out)', () => {
    expect(tablePicture(drawing)).not.toContain('data-coordinates');
    const numbered = tablePicture({ ...drawing, coordinates: true });
    expect(numbered.match(/data-x="/g)).toHaveLength(2 * 4);
    expect(numbered.match(/data-y="/g)).toHaveLength(2 * 3);
    // Without a grid there are no squares to number.
    expect(tablePicture({ ...drawing, frame: frameOf(400, 300, undefined), coordinates: true })).not.toContain('data-coordinates');
  });
});

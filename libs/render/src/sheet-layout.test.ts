import { describe, expect, it } from 'vitest';
import { A4_SHEET, layoutSheet, pageSlots, tileCopies } from './sheet-layout.js';

describe('tile sheet layout', () => {
  it('prints every copy of every tile', () => {
    const copies = tileCopies([{ id: 'a', count: 3 }, { id: 'b' }, { id: 'c', count: 2 }]);
    expect(copies.map((c) => `${c.tile.id}${c.copy}`)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'c2']);
  });

  it('keeps every tile inside the page margins and apart from its neighbours', () => {
    const slots = pageSlots();
    const r = A4_SHEET.tileWidth / 2;
    const h = (Math.sqrt(3) * r) / 2;
    expect(slots.length).toBeGreaterThan(10);
    for (const s of slots) {
      expect(s.x - r).toBeGreaterThanOrEqual(A4_SHEET.margin - 0.01);
      expect(s.x + r).toBeLessThanOrEqual(A4_SHEET.pageWidth - A4_SHEET.margin + 0.01);
      expect(s.y - h).toBeGreaterThanOrEqual(A4_SHEET.margin - 0.01);
      expect(s.y + h).toBeLessThanOrEqual(A4_SHEET.pageHeight - A4_SHEET.margin + 0.01);
    }
    for (const a of slots)
      for (const b of slots) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * h);
  });

  it('starts a new page when one is full', () => {
    const perPage = pageSlots().length;
    const pages = layoutSheet([{ id: 'x', count: perPage + 1 }]);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.tiles).toHaveLength(perPage);
    expect(pages[1]!.tiles[0]!.copy).toBe(perPage + 1);
  });

  it('says so when a tile cannot fit', () => {
    expect(() => layoutSheet([{ id: 'x' }], { tileWidth: 500 })).toThrow(/does not fit/);
  });
});

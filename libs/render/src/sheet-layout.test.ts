import { describe, expect, it } from 'vitest';
import { A4_SHEET, boxSlots, copiesOf, fitAlong, hexSlots, layoutSheet, type SheetItem } from './sheet-layout.js';
import { svgPicture } from './picture.js';

const hex = svgPicture({ viewBox: { x: -55, y: -55, width: 110, height: 110 }, body: '', label: 'hex', hexRadius: 50 });
const card = svgPicture({ viewBox: { x: 0, y: 0, width: 63, height: 88 }, body: '', label: 'card' });
const item = (id: string, copies: number, svg = hex): SheetItem => ({ id, svg, copies });

describe('sheet layout', () => {
  it('prints every copy of every item, once when the count is not a whole number above 0', () => {
    const copies = copiesOf([item('a', 3), item('b', 0), item('c', 2)]);
    expect(copies.map((c) => `${c.item.id}${c.copy}`)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'c2']);
    // Copies of one value printed as two items (some differ) are numbered on from the first item's.
    const split = copiesOf([item('a', 2), { ...item('a', 3), firstCopy: 3 }]);
    expect(split.map((c) => `${c.item.id}${c.copy}`)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('keeps every hex inside the page margins and apart from its neighbours', () => {
    const slots = hexSlots();
    const r = A4_SHEET.tileWidth / 2;
    const h = (Math.sqrt(3) * r) / 2;
    expect(slots.length).toBeGreaterThan(10);
    for (const s of slots) {
      expect(s.x - r).toBeGreaterThanOrEqual(A4_SHEET.margin - 0.01);
      expect(s.x + r).toBeLessThanOrEqual(A4_SHEET.pageWidth - A4_SHEET.margin + 0.01);
      expect(s.y - h).toBeGreaterThanOrEqual(A4_SHEET.margin - 0.01);
      expect(s.y + h).toBeLessThanOrEqual(A4_SHEET.pageHeight - A4_SHEET.margin + 0.01);
    }
    for (const a of slots) for (const b of slots) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * h);
  });

  it('puts boxes in rows that keep their shape and the gap', () => {
    // 60 x 80 mm cards on A4 with 10 mm margins and 2 mm gaps: three across (184 of 190 mm), three down (244 of 277).
    const slots = boxSlots(80 / 60, { tileWidth: 60 });
    expect(slots).toHaveLength(9);
    expect(slots[0]).toEqual({ x: 40, y: 50 });
    expect(slots[1]!.x - slots[0]!.x).toBeCloseTo(62);
    expect(slots[3]!.y - slots[0]!.y).toBeCloseTo(82);
  });

  it('narrows the gap between boxes, never below butted, rather than lose a box from a row or a column', () => {
    // Three 63 mm cards across A4's 190 mm leave 1 mm: two gaps of 0.5 mm. Down, three 88 mm cards keep the full 2 mm.
    expect(fitAlong(190, 63, 2)).toEqual({ count: 3, gap: 0.5 });
    expect(fitAlong(277, 88, 2)).toEqual({ count: 3, gap: 2 });
    // Two 95 mm boxes fill 190 mm exactly and share a cut line; one box alone keeps the gap it was given.
    expect(fitAlong(190, 95, 2)).toEqual({ count: 2, gap: 0 });
    expect(fitAlong(190, 100, 2)).toEqual({ count: 1, gap: 2 });
    const cards = boxSlots(88 / 63, { tileWidth: 63 });
    expect(cards).toHaveLength(9);
    expect(cards.slice(0, 4)).toEqual([
      { x: 41.5, y: 54 },
      { x: 105, y: 54 },
      { x: 168.5, y: 54 },
      { x: 41.5, y: 144 },
    ]);
    // The last card's right edge is the right margin, to the hundredth of a millimetre.
    expect(cards[2]!.x + 63 / 2).toBeCloseTo(A4_SHEET.pageWidth - A4_SHEET.margin, 2);
  });

  it('starts a new page when one is full, and when the shape changes', () => {
    const perPage = hexSlots().length;
    const pages = layoutSheet([item('x', perPage + 1), item('card', 1, card)]);
    expect(pages).toHaveLength(3);
    expect(pages[0]!.pictures).toHaveLength(perPage);
    expect(pages[1]!.pictures[0]!.copy).toBe(perPage + 1);
    expect(pages[2]!.pictures.map((p) => [p.item.id, p.footprint.shape])).toEqual([['card', 'box']]);
  });

  it('says so when a picture cannot fit', () => {
    expect(() => layoutSheet([item('x', 1)], { tileWidth: 500 })).toThrow(/'x' does not fit/);
  });
});

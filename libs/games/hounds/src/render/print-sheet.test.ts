import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { printSheet } from './print-sheet.js';

describe('the print sheet', () => {
  it('puts every card of the set on A4 pages, 9 poker-size cards a page', () => {
    const set = content.cardSets.sample!;
    const pages = printSheet(set, content.effects);
    const cards = set.hounds.length + set.heroes.length;
    expect(pages).toHaveLength(Math.ceil(cards / 9));
    const counts = pages.map((p) => (p.match(/class="sheet-item"/g) ?? []).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(cards);
    expect(counts.slice(0, -1).every((n) => n === 9)).toBe(true);
    expect(pages[0]).toMatch(/width="210mm" height="297mm"/);
    // Each card nests at 63 x 88 mm.
    expect((pages[0]!.match(/<svg x="[\d.]+" y="[\d.]+" width="63" height="88"/g) ?? []).length).toBe(9);
  });
});

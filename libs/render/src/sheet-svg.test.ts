import { describe, expect, it } from 'vitest';
import { layoutSheet } from './sheet-layout.js';
import { sheetPageSvg } from './sheet-svg.js';
import { svgPicture } from './picture.js';

const wolf = svgPicture({
  viewBox: { x: -55, y: -55, width: 110, height: 110 },
  body: '<circle r="50"/>',
  label: 'Wolf',
  hexRadius: 50,
  width: '4rem',
  height: '4rem',
});
const card = svgPicture({ viewBox: { x: 0, y: 0, width: 63, height: 88 }, body: '', label: 'card' });

describe('sheetPageSvg', () => {
  it('is an A4 page in mm nesting one picture per copy, a hex sized by its radius to the tile width', () => {
    const [page] = layoutSheet([{ id: 'wolf', svg: wolf, copies: 3 }]);
    const svg = sheetPageSvg(page!);
    expect(svg).toMatch(/^<svg [^>]*width="210mm" height="297mm" viewBox="0 0 210 297"/);
    expect(svg.match(/data-item="wolf"/g)).toHaveLength(3);
    // 40 mm corner to corner is a radius of 20 mm: the 110-unit viewBox around a 50-unit radius prints 44 mm.
    expect(svg.match(/<svg x="[\d.]+" y="[\d.]+" width="44" height="44" xmlns/g)).toHaveLength(3);
    expect(svg).not.toContain('4rem');
  });

  it('follows the tile width it is given, and prints boxes at that width in their own shape', () => {
    const [page] = layoutSheet([{ id: 'a', svg: wolf, copies: 1 }], { tileWidth: 50 });
    expect(sheetPageSvg(page!, { tileWidth: 50 })).toContain('width="55" height="55"');
    const [cards] = layoutSheet([{ id: 'c', svg: card, copies: 1 }], { tileWidth: 63 });
    expect(sheetPageSvg(cards!, { tileWidth: 63 })).toContain('width="63" height="88"');
  });

  it('prints a box that gives its size in mm at that size, whatever the tile width', () => {
    const poker = svgPicture({ viewBox: { x: 0, y: 0, width: 126, height: 176 }, body: '', label: 'card', width: '63mm', height: '88mm' });
    const pages = layoutSheet([{ id: 'c', svg: poker, copies: 10 }], { tileWidth: 40, gap: 0.5 });
    // Three across (190 of A4's 190 mm) and three down at 63 x 88 mm with 0.5 mm gaps: the tenth card starts a page.
    expect(pages.map((p) => p.pictures.length)).toEqual([9, 1]);
    expect(sheetPageSvg(pages[0]!, { tileWidth: 40 })).toContain('width="63" height="88"');
  });
});

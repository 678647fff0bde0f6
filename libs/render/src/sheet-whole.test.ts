import { describe, expect, it } from 'vitest';
import { svgPicture } from './picture.js';
import { A4_SHEET } from './sheet-layout.js';
import { sheetPageSvg } from './sheet-svg.js';
import { wholePicturePage } from './sheet-whole.js';

const picture = (width: number, height: number, mm?: { width: number; height: number }) =>
  svgPicture({
    viewBox: { x: 0, y: 0, width, height },
    body: '<rect width="1" height="1"/>',
    label: 'board',
    ...(mm ? { width: `${mm.width}mm`, height: `${mm.height}mm` } : {}),
  });

describe('a whole picture on its own page', () => {
  it('turns A4 landscape for a picture wider than tall and scales it to the printable height', () => {
    // 480 x 240 units, 2:1. Landscape A4 leaves 277 x 190 mm inside 10 mm margins: 190 mm high would be 380 wide, so the width limits it.
    const laid = wholePicturePage({ id: 'river-crossing', svg: picture(480, 240), copies: 1 });
    expect(laid.landscape).toBe(true);
    expect([laid.sheet.pageWidth, laid.sheet.pageHeight]).toEqual([297, 210]);
    expect(laid.width).toBeCloseTo(277);
    expect(laid.height).toBeCloseTo(138.5);
    expect(laid.ownSize).toBe(false);
    const placed = laid.page.pictures[0]!;
    expect([placed.x, placed.y]).toEqual([148.5, 105]);
  });

  it('keeps A4 portrait for a picture taller than wide (or square), filling the height when that is the limit', () => {
    const tall = wholePicturePage({ id: 'tower', svg: picture(100, 300), copies: 1 });
    expect(tall.landscape).toBe(false);
    expect([tall.sheet.pageWidth, tall.sheet.pageHeight]).toEqual([210, 297]);
    expect(tall.height).toBeCloseTo(277);
    expect(tall.width).toBeCloseTo(277 / 3);
    const square = wholePicturePage({ id: 'square', svg: picture(50, 50), copies: 1 });
    expect(square.landscape).toBe(false);
    expect(square.width).toBeCloseTo(190);
  });

  it('prints at the size the picture states when it fits, and scales a stated size that does not fit', () => {
    const small = wholePicturePage({ id: 'mat', svg: picture(60, 40, { width: 120, height: 80 }), copies: 1 });
    expect([small.width, small.height, small.ownSize, small.landscape]).toEqual([120, 80, true, true]);
    const big = wholePicturePage({ id: 'table', svg: picture(60, 40, { width: 600, height: 400 }), copies: 1 });
    expect(big.ownSize).toBe(false);
    expect(big.width).toBeCloseTo(277);
    expect(big.height).toBeCloseTo(277 * (400 / 600));
  });

  it('is drawn by the sheet page at that size, inside the margins', () => {
    const laid = wholePicturePage({ id: 'river-crossing', svg: picture(480, 240), copies: 1 });
    const svg = sheetPageSvg(laid.page, laid.sheet);
    expect(svg).toContain('width="297mm" height="210mm" viewBox="0 0 297 210"');
    expect(svg).toContain('<svg x="10" y="35.75" width="277" height="138.5"');
    expect(svg).toContain('data-item="river-crossing"');
  });

  it('takes other paper and margins from its options', () => {
    const laid = wholePicturePage({ id: 'b', svg: picture(30, 10), copies: 1 }, { ...A4_SHEET, margin: 20 });
    expect(laid.width).toBeCloseTo(257);
  });
});

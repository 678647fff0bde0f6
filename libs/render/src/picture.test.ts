import { describe, expect, it } from 'vitest';
import { footprintOf, svgPicture } from './picture.js';

describe('pictures', () => {
  it('reads a hex footprint back from the picture it wraps', () => {
    const svg = svgPicture({ viewBox: { x: -55, y: -55, width: 110, height: 110 }, body: '<circle r="1"/>', label: 'Wolf', hexRadius: 50 });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="-55 -55 110 110" data-footprint="hex" data-hex-radius="50" role="img" aria-label="Wolf">/,
    );
    expect(footprintOf(svg)).toEqual({ shape: 'hex', radius: 50, viewBox: { x: -55, y: -55, width: 110, height: 110 } });
  });

  it('takes any other picture as a box of its viewBox', () => {
    const card = svgPicture({ viewBox: { x: 0, y: 0, width: 63, height: 88 }, body: '', label: 'card', width: '63mm' });
    expect(footprintOf(card)).toEqual({ shape: 'box', viewBox: { x: 0, y: 0, width: 63, height: 88 } });
  });

  it("keeps a box's own printed size when it gives one in millimetres", () => {
    const poker = svgPicture({ viewBox: { x: 0, y: 0, width: 63, height: 88 }, body: '', label: 'card', width: '63mm', height: '88mm' });
    expect(footprintOf(poker)).toEqual({ shape: 'box', viewBox: { x: 0, y: 0, width: 63, height: 88 }, mm: { width: 63, height: 88 } });
    const screen = svgPicture({ viewBox: { x: 0, y: 0, width: 63, height: 88 }, body: '', label: 'card', width: '300', height: '400' });
    expect(footprintOf(screen)).not.toHaveProperty('mm');
  });

  it('refuses a picture without a usable viewBox', () => {
    expect(() => footprintOf('<svg width="10"></svg>')).toThrow(/viewBox of four numbers/);
    expect(() => footprintOf('<svg viewBox="0 0 0 5"></svg>')).toThrow(/above 0/);
  });
});

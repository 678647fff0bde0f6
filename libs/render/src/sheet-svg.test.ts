import { describe, expect, it } from 'vitest';
import { layoutSheet } from './sheet-layout.js';
import { sheetPageSvg } from './sheet-svg.js';

describe('sheetPageSvg', () => {
  it('is an A4 page in mm holding one nested tile picture per copy, each 1.1 x the tile width', () => {
    const [page] = layoutSheet([{ id: 'wolf', name: 'Wolf', count: 3 }]);
    const svg = sheetPageSvg(page!);
    expect(svg).toMatch(/^<svg [^>]*width="210mm" height="297mm" viewBox="0 0 210 297"/);
    expect(svg.match(/data-tile="wolf"/g)).toHaveLength(3);
    expect(svg.match(/<svg x="[\d.]+" y="[\d.]+" width="44" height="44" /g)).toHaveLength(3);
  });

  it('follows the tile width it is given', () => {
    const [page] = layoutSheet([{ id: 'a' }], { tileWidth: 50 });
    expect(sheetPageSvg(page!, { tileWidth: 50 })).toContain('width="55" height="55"');
  });
});

/** One printable page of a tile sheet as a standalone SVG sized in millimetres (A4 by default). */
import { A4_SHEET, type SheetOptions, type SheetPage } from './sheet-layout.js';
import { tileSvg } from './tile-svg.js';
import { round } from './hex-face.js';

/**
 * Draws a laid-out page: each tile's own SVG nested at its place, so the editor's sheet and a print command
 * produce the same picture.
 * @example sheetPageSvg(layoutSheet(army.tiles)[0]!)
 */
export function sheetPageSvg(page: SheetPage, options: SheetOptions = {}): string {
  const o = { ...A4_SHEET, ...options };
  // tileSvg's viewBox is 1.1 circumradii either side of the centre; scale that box to the tile's printed width.
  const box = round(o.tileWidth * 1.1);
  const tiles = page.tiles
    .map((t) => {
      const inner = tileSvg(t.tile).replace(/^<svg /, `<svg x="${round(t.x - box / 2)}" y="${round(t.y - box / 2)}" width="${box}" height="${box}" `);
      return `<g class="sheet-tile" data-tile="${String(t.tile.id ?? '').replace(/[^a-z0-9-]/gi, '')}" data-copy="${t.copy}">${inner}</g>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="armory-sheet" width="${o.pageWidth}mm" height="${o.pageHeight}mm" viewBox="0 0 ${o.pageWidth} ${o.pageHeight}">` +
    `<rect width="${o.pageWidth}" height="${o.pageHeight}" fill="#fff"/>${tiles}</svg>`
  );
}

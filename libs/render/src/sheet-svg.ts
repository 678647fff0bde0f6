/** One printable page of a sheet as a standalone SVG sized in millimetres (A4 by default). */
import { A4_SHEET, boxSize, type PlacedPicture, type SheetOptions, type SheetPage } from './sheet-layout.js';
import { round } from './hex-face.js';

/** The picture's own SVG, given a place and a size on the page. */
function nested(p: PlacedPicture, tileWidth: number): string {
  const v = p.footprint.viewBox;
  // A hex prints `tileWidth` corner to corner, so its viewBox (with any margin around the hex) scales by the radius;
  // a box prints at its own size, or `tileWidth` wide.
  const box = p.footprint.shape === 'box' ? boxSize(p.footprint, { tileWidth }) : undefined;
  const scale = p.footprint.shape === 'hex' ? tileWidth / 2 / p.footprint.radius : box!.width / v.width;
  const w = round(v.width * scale);
  const h = round(box ? box.height : v.height * scale);
  const root = /^\s*<svg\b[^>]*>/.exec(p.item.svg)?.[0] ?? '<svg>';
  // The page decides the printed size: drop any width and height the picture carries for screens.
  const placed = root
    .replace(/\s(width|height)="[^"]*"/g, '')
    .replace(/^\s*<svg\b/, `<svg x="${round(p.x - w / 2)}" y="${round(p.y - h / 2)}" width="${w}" height="${h}"`);
  return placed + p.item.svg.slice(root.length);
}

/**
 * Draws a laid-out page: each picture nested at its place, so the editor's preview and the printed sheet are
 * the same drawing.
 * @example sheetPageSvg(layoutSheet([{ id: 'wolf', svg: tilePicture, copies: 2 }])[0]!)
 */
export function sheetPageSvg(page: SheetPage, options: SheetOptions = {}): string {
  const o = { ...A4_SHEET, ...options };
  const pictures = page.pictures
    .map(
      (p) =>
        `<g class="sheet-item" data-item="${p.item.id.replace(/[^a-z0-9-]/gi, '')}" data-copy="${p.copy}">${nested(p, o.tileWidth)}</g>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="armory-sheet" width="${o.pageWidth}mm" height="${o.pageHeight}mm" viewBox="0 0 ${o.pageWidth} ${o.pageHeight}">` +
    `<rect width="${o.pageWidth}" height="${o.pageHeight}" fill="#fff"/>${pictures}</svg>`
  );
}

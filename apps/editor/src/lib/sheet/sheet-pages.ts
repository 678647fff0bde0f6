/**
 * The print sheet's pages: `@armory/render`'s A4 sheet (its margins, and its cutting gaps as `fitAlong` fits them)
 * with the tile width the address asks for, so the editor lays out what a game's print command lays out.
 */
import { A4_SHEET, layoutSheet, sheetPageSvg, type SheetItem, type SheetOptions, type SheetPage } from '@armory/render';

/** The sheet's sizes and its pages; `tileWidth` (mm) for pictures that do not state their own size. */
export function sheetPages(items: SheetItem[], tileWidth?: number): { sheet: Required<SheetOptions>; pages: SheetPage[] } {
  const sheet = { ...A4_SHEET, ...(tileWidth ? { tileWidth } : {}) };
  return { sheet, pages: layoutSheet(items, sheet) };
}

/** Each page drawn as the printed SVG. */
export function sheetSvgs(items: SheetItem[], tileWidth?: number): string[] {
  const { sheet, pages } = sheetPages(items, tileWidth);
  return pages.map((page) => sheetPageSvg(page, sheet));
}

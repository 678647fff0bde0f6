/**
 * Lays tile copies out on printable pages: flat-top hexes in staggered columns, so neighbours share cut lines
 * as far as the gap allows. All lengths are millimetres.
 */
import type { TileFace } from './tile-face.js';

/** Page and tile sizes, in mm. */
export interface SheetOptions {
  pageWidth?: number;
  pageHeight?: number;
  margin?: number;
  /** Corner-to-corner width of one printed tile. */
  tileWidth?: number;
  /** Space between neighbouring tiles, for the cutting blade. */
  gap?: number;
}

/** One printed copy: which tile, which copy of it, and its centre on the page. */
export interface PlacedTile<T extends TileFace = TileFace> {
  tile: T;
  copy: number;
  x: number;
  y: number;
}

/** One page of a tile sheet. */
export interface SheetPage<T extends TileFace = TileFace> {
  tiles: PlacedTile<T>[];
}

/** A4 portrait with 40 mm tiles. */
export const A4_SHEET: Required<SheetOptions> = { pageWidth: 210, pageHeight: 297, margin: 10, tileWidth: 40, gap: 2 };

/** Every copy of every tile (a tile's `count`, default 1), in file order. */
export function tileCopies<T extends TileFace>(tiles: T[]): { tile: T; copy: number }[] {
  return tiles.flatMap((tile) => {
    const n = typeof tile.count === 'number' && Number.isInteger(tile.count) && tile.count > 0 ? tile.count : 1;
    return Array.from({ length: n }, (_, i) => ({ tile, copy: i + 1 }));
  });
}

/** The hex centres that fit on one page, column by column. */
export function pageSlots(options: SheetOptions = {}): { x: number; y: number }[] {
  const o = { ...A4_SHEET, ...options };
  const r = o.tileWidth / 2;
  const h = Math.sqrt(3) * r;
  const dx = 1.5 * r + o.gap;
  const dy = h + o.gap;
  const slots: { x: number; y: number }[] = [];
  for (let col = 0; ; col++) {
    const x = o.margin + r + col * dx;
    if (x + r > o.pageWidth - o.margin + 1e-9) break;
    const offset = col % 2 === 1 ? dy / 2 : 0;
    for (let row = 0; ; row++) {
      const y = o.margin + h / 2 + offset + row * dy;
      if (y + h / 2 > o.pageHeight - o.margin + 1e-9) break;
      slots.push({ x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 });
    }
  }
  return slots;
}

/** Lays every copy of `tiles` onto as many pages as needed. */
export function layoutSheet<T extends TileFace>(tiles: T[], options: SheetOptions = {}): SheetPage<T>[] {
  const slots = pageSlots(options);
  if (slots.length === 0) throw new Error('a tile does not fit on the page: make the tile smaller or the margin narrower');
  const pages: SheetPage<T>[] = [];
  tileCopies(tiles).forEach(({ tile, copy }, i) => {
    const slot = slots[i % slots.length]!;
    if (i % slots.length === 0) pages.push({ tiles: [] });
    pages[pages.length - 1]!.tiles.push({ tile, copy, x: slot.x, y: slot.y });
  });
  return pages;
}

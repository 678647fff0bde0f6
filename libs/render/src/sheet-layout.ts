/**
 * Lays printed copies of pictures out on pages. Hex pictures go in staggered columns, so neighbours share cut
 * lines as far as the gap allows; boxes (cards, terrain) go in rows. All lengths are millimetres.
 */
import { footprintOf, type Footprint } from './picture.js';

/** Page and picture sizes, in mm. */
export interface SheetOptions {
  pageWidth?: number;
  pageHeight?: number;
  margin?: number;
  /** Printed width of one picture: corner to corner for a hex, edge to edge for a box. */
  tileWidth?: number;
  /**
   * Space between neighbouring pictures, for the cutting blade: hexes keep it; boxes take it as the most they get
   * (see `fitAlong`).
   */
  gap?: number;
}

/** One thing to print: its picture and how many copies. */
export interface SheetItem {
  /** Names the item in the sheet's markup (`data-item`), e.g. a tile id. */
  id: string;
  /** The picture (see picture.ts for how it states its footprint). */
  svg: string;
  copies: number;
  /** The number of its first copy (default 1): a value whose copies differ prints as several items, numbered on. */
  firstCopy?: number;
}

/** One printed copy: which item, which copy of it, its footprint, and its centre on the page. */
export interface PlacedPicture {
  item: SheetItem;
  copy: number;
  footprint: Footprint;
  x: number;
  y: number;
}

/** One page of a sheet. */
export interface SheetPage {
  pictures: PlacedPicture[];
}

/** A4 portrait with 40 mm tiles. */
export const A4_SHEET: Required<SheetOptions> = { pageWidth: 210, pageHeight: 297, margin: 10, tileWidth: 40, gap: 2 };

/** Every copy of every item, in order; a count that is not a whole number above 0 prints once. */
export function copiesOf(items: SheetItem[]): { item: SheetItem; copy: number }[] {
  return items.flatMap((item) => {
    const n = Number.isInteger(item.copies) && item.copies > 0 ? item.copies : 1;
    return Array.from({ length: n }, (_, i) => ({ item, copy: (item.firstCopy ?? 1) + i }));
  });
}

function centre(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The hex centres that fit on one page, column by column. */
export function hexSlots(options: SheetOptions = {}): { x: number; y: number }[] {
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
      slots.push({ x: centre(x), y: centre(y) });
    }
  }
  return slots;
}

/**
 * How many boxes `size` mm long fit along `room` mm, and the gap between them: as many as fit butted together, then
 * the widest gap up to `most` that still keeps them all. A designer states a card's printed size and expects each
 * page to hold as many cards as fit: the gap is only room for the blade, so it gives way before a card does (three
 * poker cards across A4 leave 0.5 mm between them; cards that fit only edge to edge share one cut line). Every
 * sheet of boxes, the editor's or a game's print command, lays out through here, so they agree.
 */
export function fitAlong(room: number, size: number, most: number): { count: number; gap: number } {
  const count = Math.floor((room + 1e-9) / size);
  if (count < 2) return { count, gap: most };
  return { count, gap: Math.min(most, Math.floor(((room - count * size) / (count - 1)) * 1000) / 1000) };
}

/**
 * The centres of boxes `tileWidth` wide and `aspect` (height / width) as tall that fit on one page, row by row; the
 * gap across and the gap down are each the widest up to `gap` that keeps the most boxes (`fitAlong`).
 */
export function boxSlots(aspect: number, options: SheetOptions = {}): { x: number; y: number }[] {
  const o = { ...A4_SHEET, ...options };
  const w = o.tileWidth;
  const h = w * aspect;
  const across = fitAlong(o.pageWidth - 2 * o.margin, w, o.gap);
  const down = fitAlong(o.pageHeight - 2 * o.margin, h, o.gap);
  const slots: { x: number; y: number }[] = [];
  for (let row = 0; row < down.count; row++) {
    for (let col = 0; col < across.count; col++)
      slots.push({ x: centre(o.margin + col * (w + across.gap) + w / 2), y: centre(o.margin + row * (h + down.gap) + h / 2) });
  }
  return slots;
}

/** The printed width and height (mm) of a box picture: its own size when it gives one, else `tileWidth` wide. */
export function boxSize(footprint: Footprint & { shape: 'box' }, options: SheetOptions = {}): { width: number; height: number } {
  if (footprint.mm) return footprint.mm;
  const width = options.tileWidth ?? A4_SHEET.tileWidth;
  return { width, height: (width * footprint.viewBox.height) / footprint.viewBox.width };
}

function slotsFor(footprint: Footprint, options: SheetOptions): { x: number; y: number }[] {
  if (footprint.shape === 'hex') return hexSlots(options);
  const size = boxSize(footprint, options);
  return boxSlots(size.height / size.width, { ...options, tileWidth: size.width });
}

function sameSlots(a: Footprint, b: Footprint, options: SheetOptions): boolean {
  if (a.shape === 'hex' || b.shape === 'hex') return a.shape === b.shape;
  const [x, y] = [boxSize(a, options), boxSize(b, options)];
  return x.width === y.width && x.height === y.height;
}

/**
 * Lays every copy of `items` onto as many pages as needed, in order. A picture of another shape than the one
 * before it starts a new page, so each page has one grid.
 */
export function layoutSheet(items: SheetItem[], options: SheetOptions = {}): SheetPage[] {
  const pages: SheetPage[] = [];
  let slots: { x: number; y: number }[] = [];
  let used = 0;
  let last: Footprint | undefined;
  for (const { item, copy } of copiesOf(items)) {
    const footprint = footprintOf(item.svg);
    if (!last || !sameSlots(last, footprint, options) || used === slots.length) {
      slots = slotsFor(footprint, options);
      if (slots.length === 0) throw new Error(`'${item.id}' does not fit on the page: make the pictures smaller or the margin narrower`);
      pages.push({ pictures: [] });
      used = 0;
    }
    const slot = slots[used++]!;
    pages[pages.length - 1]!.pictures.push({ item, copy, footprint, x: slot.x, y: slot.y });
    last = footprint;
  }
  return pages;
}

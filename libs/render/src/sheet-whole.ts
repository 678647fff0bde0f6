/**
 * A page holding one picture whole: a battlefield, a board, anything drawn as one piece rather than cut out in
 * copies. All lengths are millimetres.
 */
import { footprintOf } from './picture.js';
import { A4_SHEET, type SheetItem, type SheetOptions, type SheetPage } from './sheet-layout.js';

/** The page a whole picture prints on, and how it was sized. */
export interface WholePicturePage {
  /** The page's sizes: A4 turned to landscape when the picture is wider than tall. */
  sheet: Required<SheetOptions>;
  page: SheetPage;
  landscape: boolean;
  /** The printed size of the picture. */
  width: number;
  height: number;
  /** Whether that is the size the picture states (else it was scaled to fill the printable area). */
  ownSize: boolean;
}

/**
 * Lays `item` (its first copy) out alone on a page of `options`' paper, centred in the printable area: at the size
 * the picture states when that fits inside the margins, else as large as fits with its shape kept. The page is
 * turned landscape when the picture is wider than tall, so a wide battlefield is not printed as a strip.
 */
export function wholePicturePage(item: SheetItem, options: SheetOptions = {}): WholePicturePage {
  const o = { ...A4_SHEET, ...options };
  const footprint = footprintOf(item.svg);
  const stated = footprint.shape === 'box' ? footprint.mm : undefined;
  const shape = stated ?? footprint.viewBox;
  const landscape = shape.width > shape.height;
  const [long, short] = o.pageWidth >= o.pageHeight ? [o.pageWidth, o.pageHeight] : [o.pageHeight, o.pageWidth];
  const sheet = { ...o, pageWidth: landscape ? long : short, pageHeight: landscape ? short : long };
  const roomWidth = sheet.pageWidth - 2 * sheet.margin;
  const roomHeight = sheet.pageHeight - 2 * sheet.margin;
  const ownSize = stated !== undefined && stated.width <= roomWidth + 1e-9 && stated.height <= roomHeight + 1e-9;
  const width = ownSize ? stated.width : Math.min(roomWidth, (roomHeight * shape.width) / shape.height);
  const height = (width * shape.height) / shape.width;
  // Placed as a box stating the size chosen here, which is the size the page draws it at.
  const placed = {
    item: { ...item, copies: 1 },
    copy: item.firstCopy ?? 1,
    footprint: { shape: 'box' as const, viewBox: footprint.viewBox, mm: { width, height } },
    x: sheet.pageWidth / 2,
    y: sheet.pageHeight / 2,
  };
  return { sheet, page: { pictures: [placed] }, landscape, width, height, ownSize };
}

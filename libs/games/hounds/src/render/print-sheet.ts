/** The print sheet of a card set: every card at its printed size on A4 pages (poker size gives 3 x 3 a page). */
import type { CardSet, EffectCatalog } from '@armory/content-hounds';
import { layoutSheet, sheetPageSvg, type SheetOptions } from '@armory/render';
import { cardFace } from './card-face.js';

/** Half a millimetre between cards: enough to cut, and three 63 mm cards still fit across A4's 190 mm. */
const GAP = 0.5;

/** One SVG per A4 page, cards in set order (hounds, then heroes). */
export function printSheet(set: CardSet, catalog: EffectCatalog): string[] {
  const items = [
    ...set.hounds.map((c) => ({ id: c.id, svg: cardFace(c, 'hound', set, catalog), copies: 1 })),
    ...set.heroes.map((c) => ({ id: c.id, svg: cardFace(c, 'hero', set, catalog), copies: 1 })),
  ];
  const options: SheetOptions = { tileWidth: set.size.width, gap: GAP };
  return layoutSheet(items, options).map((page) => sheetPageSvg(page, options));
}

/**
 * The print sheet of a card set: every card at its printed size on A4 pages. The page and its cutting gaps are
 * `@armory/render`'s, as on the editor's print sheet (poker size gives 3 x 3 a page, `fitAlong` says how).
 */
import type { CardSet, EffectCatalog } from '@armory/content-hounds';
import { layoutSheet, sheetPageSvg } from '@armory/render';
import { cardFace } from './card-face.js';

/** One SVG per A4 page, cards in set order (hounds, then heroes). */
export function printSheet(set: CardSet, catalog: EffectCatalog): string[] {
  const items = [
    ...set.hounds.map((c) => ({ id: c.id, svg: cardFace(c, 'hound', set, catalog), copies: 1 })),
    ...set.heroes.map((c) => ({ id: c.id, svg: cardFace(c, 'hero', set, catalog), copies: 1 })),
  ];
  return layoutSheet(items).map((page) => sheetPageSvg(page));
}

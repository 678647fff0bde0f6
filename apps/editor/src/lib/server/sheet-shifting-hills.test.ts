import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sheetSvgs } from '../sheet/sheet-pages.js';
import { fileSheet } from './sheet.js';

/** The repository: its content/ is read as saved, never written. */
const REPO = resolve(import.meta.dirname, '../../../../..');
const DECK = 'shifting-hills/bonus-cards.yaml';

/** Where a page puts each picture: `<id> #<copy> at <x>,<y> <width>x<height>` (mm), in the page's order. */
function placements(svg: string): string[] {
  const placed =
    /<g class="sheet-item" data-item="([^"]*)" data-copy="(\d+)"><svg x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/g;
  return [...svg.matchAll(placed)].map(([, id, copy, x, y, w, h]) => `${id} #${copy} at ${x},${y} ${w}x${h}`);
}

describe("the Shifting Hills bonus deck's print sheet", () => {
  it('prints every card at the size the deck states, 3 x 3 on an A4 page, whatever width the address asks for', async () => {
    const deck = parse(readFileSync(join(REPO, 'content', DECK), 'utf8')) as {
      size: { width: number; height: number };
      cards: { id: string; count: number }[];
    };
    expect(deck.size).toEqual({ width: 63, height: 88 });
    const sheet = await fileSheet(REPO, DECK);
    const pages = sheetSvgs(sheet.items).map(placements);
    expect(pages).toHaveLength(1);
    const copies = deck.cards.flatMap((c) => Array.from({ length: c.count }, (_, i) => `${c.id} #${i + 1}`));
    expect(pages[0]!.map((p) => p.split(' at ')[0])).toEqual(copies);
    // Corners: three 63 mm cards in A4's 190 mm between margins leave 0.5 mm across; 2 mm down.
    expect(pages[0]!.map((p) => p.split(' at ')[1])).toEqual(
      ['10,10', '73.5,10', '137,10', '10,100', '73.5,100', '137,100', '10,190', '73.5,190'].map((at) => `${at} 63x88`),
    );
    // `?tile=` sizes only pictures that state no size of their own.
    expect(sheetSvgs(sheet.items, 30).map(placements)).toEqual(pages);
  }, 60000);
});

describe("the Shifting Hills tiles' print sheet", () => {
  it('prints a star on as many copies of each tile as the file says carry one, and none on the rest', async () => {
    const tiles = 'shifting-hills/tiles.yaml';
    const file = parse(readFileSync(join(REPO, 'content', tiles), 'utf8')) as { tiles: { id: string; count: number; stars: number }[] };
    expect(file.tiles.some((t) => t.stars > 0 && t.count > t.stars)).toBe(true);
    const sheet = await fileSheet(REPO, tiles);
    const starred = (svg: string) => svg.includes('aria-label="star"');
    for (const tile of file.tiles) {
      const items = sheet.items.filter((i) => i.id === tile.id);
      const copies = (star: boolean) => items.filter((i) => starred(i.svg) === star).reduce((n, i) => n + i.copies, 0);
      expect({ id: tile.id, starred: copies(true), plain: copies(false) }).toEqual({
        id: tile.id,
        starred: tile.stars,
        plain: tile.count - tile.stars,
      });
      // No printed copy says how many of its kind carry a star ("2 of 15"): that is the editor's picture.
      for (const item of items) expect(item.svg).not.toContain(` of ${tile.count}<`);
    }
    // The pages number each tile's copies on, 1 to its count, starred ones first.
    const forest = file.tiles.find((t) => t.id === 'forest')!;
    const placed = sheetSvgs(sheet.items)
      .flatMap(placements)
      .filter((p) => p.startsWith('forest #'));
    expect(placed.map((p) => p.split(' at ')[0])).toEqual(Array.from({ length: forest.count }, (_, i) => `forest #${i + 1}`));
  }, 60000);
});

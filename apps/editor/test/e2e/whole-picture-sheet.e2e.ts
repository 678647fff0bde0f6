/**
 * The print sheet of a file whose only picture is the whole file's (a HOTT battlefield, The Shifting Hills'
 * board), in Debian's chromium over a temp copy of the content: offered as "print sheet" on the home page, and
 * printed as that one picture on its own A4 page, inside the margins.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ready } from './editor-server.js';
import { editorAndBrowser } from './session.js';

const session = editorAndBrowser();
const BATTLEFIELD = 'hott/battlefields/river-crossing.yaml';
const BOARD = 'shifting-hills/rules.yaml';

describe('a whole picture as its print sheet', () => {
  it('is offered as "print sheet" on the home page for a battlefield and for the board', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.server.url);
    await ready(page);
    for (const file of [BATTLEFIELD, BOARD])
      expect(await page.locator(`tr[data-file="${file}"] a[href="/sheet/${file}"]`).textContent(), file).toBe('print sheet');
    await page.close();
  });

  it("prints River Crossing's battlefield, every terrain piece of it, alone on an A4 page inside its margins", async () => {
    const field = parse(readFileSync(join(session.server.root, 'content', BATTLEFIELD), 'utf8')) as { terrain: unknown[] };
    const page = await session.browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`${session.server.url}/sheet/${BATTLEFIELD}`);
    expect(response?.status()).toBe(200);
    await ready(page);
    const pages = page.locator('section.page');
    expect(await pages.count()).toBe(1);
    expect(await page.locator('[data-testid="legend"]').count()).toBe(0);
    const sheet = pages.locator('svg.armory-sheet');
    const viewBox = (await sheet.getAttribute('viewBox'))!.split(' ').map(Number);
    // A4 either way round, sized in millimetres.
    expect([viewBox[2], viewBox[3]]).toContainEqual(297);
    expect([viewBox[2], viewBox[3]]).toContainEqual(210);
    expect(await sheet.getAttribute('width')).toBe(`${viewBox[2]}mm`);
    // The battlefield's own picture, nested in the page with every piece of terrain it draws.
    const placed = sheet.locator('g.sheet-item[data-item="river-crossing"] > svg');
    expect(await placed.count()).toBe(1);
    expect(await placed.locator('rect[data-piece]').count()).toBe(field.terrain.length);
    // The page is turned landscape exactly when the picture is wider than tall.
    const own = (await placed.getAttribute('viewBox'))!.split(' ').map(Number);
    expect(viewBox[2]! > viewBox[3]!).toBe(own[2]! > own[3]!);
    const [x, y, w, h] = await Promise.all(['x', 'y', 'width', 'height'].map((a) => placed.getAttribute(a).then(Number)));
    expect(x).toBeGreaterThanOrEqual(10 - 0.01);
    expect(y).toBeGreaterThanOrEqual(10 - 0.01);
    expect(x! + w!).toBeLessThanOrEqual(viewBox[2]! - 10 + 0.01);
    expect(y! + h!).toBeLessThanOrEqual(viewBox[3]! - 10 + 0.01);
    // Scaled to fill the printable area one way or the other.
    expect(Math.max(w! / (viewBox[2]! - 20), h! / (viewBox[3]! - 20))).toBeCloseTo(1, 2);
    expect(await page.locator('[data-testid="printed-size"]').textContent()).toMatch(
      /^(landscape|portrait), [\d.]+ x [\d.]+ mm \(scaled to fit inside the margins\)$/,
    );
    // Printed (the browser's own PDF, page size from the sheet's CSS): one page, turned as shown.
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(([, w, h]) => [Number(w), Number(h)]);
    expect(boxes).toHaveLength(1);
    const mm = boxes[0]!.map((pt) => Math.round((pt * 25.4) / 72));
    expect(mm).toEqual([viewBox[2], viewBox[3]]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('prints the board of The Shifting Hills, and says why a file with no picture has no sheet', async () => {
    const page = await session.browser.context.newPage();
    expect((await page.goto(`${session.server.url}/sheet/${BOARD}`))?.status()).toBe(200);
    expect(await page.locator('section.page[data-whole] g.sheet-item svg').count()).toBe(1);
    const none = await page.goto(`${session.server.url}/sheet/hott/recoil.yaml`);
    expect(none?.status()).toBe(404);
    expect(await page.textContent('body')).toContain('has no picture to print: its schema names no x-preview');
    await page.close();
  });
});

/**
 * The editor's form in Debian's chromium, over a temp copy of the content: a failed save shown as an error (in the
 * editor and on the translate page), "+ add" in an army's tile list, the same-name warning, the hex widget
 * following the schema's conditions, the edge focus ring, and the print sheet with its legend, all drawn from the
 * schema's x-preview / x-widget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EDITOR_DIR, ready } from './editor-server.js';
import { editorAndBrowser } from './session.js';

/** The first army file in the content copy (found, not named, beyond its game folder). */
const ARMY = 'neuroshima-hex/armies/hell-hounds.yaml';
const SHOTS = join(EDITOR_DIR, 'test-results');

const session = editorAndBrowser();
let context: BrowserContext;

const onDisk = () => readFileSync(join(session.server.root, 'content', ARMY), 'utf8');
const tilesOnDisk = () => (parse(onDisk()) as { tiles: { id: string; name: string; edges?: Record<string, unknown> }[] }).tiles;

async function open(): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${session.server.url}/edit/${ARMY}`);
  await ready(page);
  return { page, errors };
}

/** Opens a tile's entry, clicking until it says it is open (a click before the page is taken over is lost). */
async function openTile(page: Page, index: number) {
  const toggle = page.locator('[data-pointer="/tiles"] > ol > li > .entry-head .toggle').nth(index);
  await expect
    .poll(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      return toggle.getAttribute('aria-expanded');
    })
    .toBe('true');
}

beforeAll(async () => {
  context = session.browser.context;
});

describe('the form in a browser', () => {
  it('shows a failed save as a red alert that stays in view, never as the green notice of a success', async () => {
    const { page, errors } = await open();
    const before = onDisk();
    // The server answers this save with a failure, as a full disk or a refused write would.
    await page.route('**/api/files/**', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'the disk is full' }) })
        : route.continue(),
    );
    await openTile(page, 1);
    await page.locator('[data-pointer="/tiles/1/name"] input').fill('Tamer Renamed');
    await page.locator('button.save').click();
    const alert = page.locator('[role="alert"][data-testid="save-error"]');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Not saved \(500\): the disk is full/);
    expect(await page.locator('[data-testid="notice"]').count()).toBe(0);
    const [background, colour] = await alert.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(g! + 10);
    expect(r).toBeGreaterThan(b! + 10);
    expect(colour).not.toBe('rgb(0, 0, 0)');
    // Pinned: scrolled to the bottom of a long army, the alert is still on screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = await alert.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(1000);
    await page.screenshot({ path: join(SHOTS, 'save-error.png') });
    expect(onDisk()).toBe(before);
    // A save that works puts the alert away.
    await page.unroute('**/api/files/**');
    await page.locator('button.save').click();
    await page.locator('[data-testid="notice"]', { hasText: 'Saved.' }).waitFor();
    expect(await alert.count()).toBe(0);
    expect(onDisk()).toContain('name: Tamer Renamed');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"+ add" in the tile list makes a unit, opens it with the cursor in its name, and warns on a name already taken', async () => {
    const { page, errors } = await open();
    const count = await page.locator('[data-pointer="/tiles"] > ol > li').count();
    const add = page.locator('[data-pointer="/tiles"] > button.add');
    await expect
      .poll(async () => {
        if ((await page.locator('[data-pointer="/tiles"] > ol > li').count()) === count) await add.click();
        return page.locator('[data-pointer="/tiles"] > ol > li').count();
      })
      .toBe(count + 1);
    const entry = page.locator('[data-pointer="/tiles"] > ol > li').nth(count);
    expect(await entry.locator('.toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await entry.locator(`[data-pointer="/tiles/${count}/kind"] select`).inputValue()).toBe('unit');
    const name = entry.locator(`[data-pointer="/tiles/${count}/name"] input`);
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    // Typing goes straight into the name; a name another tile has gets a warning on both.
    const taken = tilesOnDisk()[1]!.name;
    await page.keyboard.type(taken);
    await expect.poll(() => name.inputValue()).toBe(taken);
    await entry.locator('[data-testid="same-name"]').waitFor();
    expect(await page.locator('[data-testid="same-name"]').count()).toBe(2);
    expect(await entry.locator('[role="status"]').textContent()).toMatch(/#2\) has this name too/);
    const yaml = parse((await page.locator('[data-testid="yaml"]').textContent())!) as { tiles: Record<string, unknown>[] };
    expect(yaml.tiles[count]).toMatchObject({ id: expect.stringMatching(/^new/), name: taken, kind: 'unit', count: 1 });
    await page.screenshot({ path: join(SHOTS, 'add-tile.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('offers a strength only where the schema allows one: not on a net edge, yes on a melee edge', async () => {
    const { page, errors } = await open();
    const tiles = tilesOnDisk();
    const t = tiles.findIndex((x) => x.id === 'tamer');
    const blank = ['S', 'SW', 'SE', 'NW', 'NE', 'N'].find((e) => !tiles[t]!.edges?.[e])!;
    await openTile(page, t);
    const edge = page.locator(`.hits [data-edge="${blank}"]`);
    await edge.click();
    const place = page.locator(`.place[data-pointer="/tiles/${t}/edges/${blank}"]`);
    await place.locator('select').selectOption('net');
    await expect.poll(() => page.locator(`[data-testid="tile-preview"] g[data-edge="${blank}"] .net`).count()).toBe(1);
    expect(await place.locator('label', { hasText: 'strength' }).count()).toBe(0);
    await place.locator('select').selectOption('melee');
    await place.locator('label', { hasText: 'strength' }).waitFor();
    // The clicked edge shows its focus on the edge band itself: no browser outline (a rectangle over the picture).
    await edge.focus();
    const [outline, stroke] = await edge.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).stroke]);
    expect(outline).toBe('none');
    expect(stroke).not.toBe('none');
    expect(await edge.getAttribute('aria-pressed')).toBe('true');
    await page
      .locator('[data-pointer="/tiles/' + t + '"]')
      .first()
      .screenshot({ path: join(SHOTS, 'edge-focus.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on the translate page too, a refused save is announced as an alert that stays in view', async () => {
    const page = await context.newPage();
    await page.goto(`${session.server.url}/translate/neuroshima-hex/pl`);
    await ready(page);
    await page.route('**/api/translations/**', (route) =>
      route.request().method() === 'GET'
        ? route.continue()
        : route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'refused: cross-site write' }) }),
    );
    await page.locator('tr[data-key] textarea').first().fill('Coś');
    await page.locator('button.save').click();
    const alert = page.locator('.message.problem[role="alert"]');
    await expect.poll(() => alert.textContent()).toMatch(/refused: cross-site write/);
    expect(await alert.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    await page.close();
  });

  it("prints the army's legend and every copy of every tile the schema gives a picture", async () => {
    const page = await context.newPage();
    await page.goto(`${session.server.url}/sheet/${ARMY}`);
    const legend = page.locator('[data-testid="legend"] > svg');
    await legend.waitFor();
    expect(await legend.getAttribute('aria-label')).toMatch(/^Key/);
    expect(await page.locator('[data-testid="legend"] text', { hasText: 'faded: assumed placement' }).count()).toBe(1);
    const tiles = tilesOnDisk() as unknown as { id: string; count: number }[];
    const printed = page.locator('.page .sheet-item');
    expect(await printed.count()).toBe(tiles.reduce((n, t) => n + t.count, 0));
    for (const t of tiles) expect(await page.locator(`.sheet-item[data-item="${t.id}"]`).count()).toBe(t.count);
    await page.screenshot({ path: join(SHOTS, 'print-sheet.png'), fullPage: true });
    await page.close();
  });
});

/**
 * The document editor in a laptop's window (1280 x 800) and in half of one (800 px wide), over a temp copy of the
 * content: what a designer sees far down a long file when they save, an open card's picture beside its fields,
 * a card's rules text in its field, the toolbar of a narrow window, translations whole in their fields and the
 * translate page's filters, and the home page's delete and rename in a narrow window.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EDITOR_DIR, ready } from './editor-server.js';
import { editorAndBrowser, openEntry, openFile } from './session.js';

const CARDS = 'hounds/cards/sample.yaml';
const BONUS = 'shifting-hills/bonus-cards.yaml';
const SHOTS = join(EDITOR_DIR, 'test-results');
const LAPTOP = { width: 1280, height: 800 };

const session = editorAndBrowser();
const path = (rel: string) => join(session.server.root, 'content', rel);

/** Where a box sits against the window: wholly in view or not. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = (await locator.boundingBox())!;
  const height = page.viewportSize()!.height;
  return box.y >= 0 && box.y + box.height <= height;
}

describe('the editor in a laptop window', () => {
  it('answers a save made far down a long file where the designer is: a conflict, then a save that works', async () => {
    const { page, errors } = await openFile(session, CARDS);
    await page.setViewportSize(LAPTOP);
    const hounds = (parse(readFileSync(path(CARDS), 'utf8')) as { hounds: { name: string }[] }).hounds;
    const last = hounds.length - 1;
    await openEntry(page, '/hounds', last);
    const name = page.locator(`[data-pointer="/hounds/${last}/name"] input`);
    await name.scrollIntoViewIfNeeded();
    await name.fill(`${hounds[last]!.name} Junior`);
    // Meanwhile someone else changes the file on disk.
    writeFileSync(path(CARDS), readFileSync(path(CARDS), 'utf8') + '\n# changed by someone else\n');
    await page.keyboard.press('Control+s');
    const conflict = page.locator('[data-testid="conflict"]');
    await conflict.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await inView(page, conflict)).toBe(true);
    // The Problems panel beside the form moves down under the message rather than behind it.
    const problems = (await page.locator('.problems h3').boundingBox())!;
    const message = (await conflict.boundingBox())!;
    expect(problems.y).toBeGreaterThanOrEqual(message.y + message.height);
    await page.screenshot({ path: join(SHOTS, 'conflict-far-down.png') });
    await conflict.getByRole('button', { name: 'Save mine over it' }).click();
    const notice = page.locator('[data-testid="notice"]', { hasText: 'Saved.' });
    await notice.waitFor();
    expect(await inView(page, notice)).toBe(true);
    expect(readFileSync(path(CARDS), 'utf8')).toContain(`${hounds[last]!.name} Junior`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows an open card's picture and the fields under it together, its rules text whole in its field", async () => {
    const { page, errors } = await openFile(session, BONUS);
    await page.setViewportSize(LAPTOP);
    await openEntry(page, '/cards', 0);
    const picture = page.locator('[data-pointer="/cards/0"] > details.picture > svg');
    const text = page.locator('[data-pointer="/cards/0/text"] input');
    await picture.scrollIntoViewIfNeeded();
    expect(await inView(page, picture)).toBe(true);
    expect(await inView(page, page.locator('[data-pointer="/cards/0/name"] input'))).toBe(true);
    expect(await inView(page, text)).toBe(true);
    // The whole rules text fits its field: nothing scrolled out of sight.
    const [scroll, client] = await text.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
    await page.screenshot({ path: join(SHOTS, 'open-card.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the status and each link of the toolbar on one line in an 800 px window', async () => {
    const { page, errors } = await openFile(session, BONUS);
    await page.setViewportSize({ width: 800, height: 800 });
    // An inline box broken over two lines has two rectangles.
    const lines = (locator: Locator) => locator.evaluate((el) => el.getClientRects().length);
    for (const piece of [
      page.locator('[data-testid="status"]'),
      page.getByRole('link', { name: 'print sheet' }),
      page.getByRole('link', { name: 'play-test this game' }),
    ]) {
      expect(await lines(piece), (await piece.textContent())!).toBe(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await page.screenshot({ path: join(SHOTS, 'toolbar-800.png') });
    // Narrower still, the status goes under the file's name, starting where it starts.
    await page.setViewportSize({ width: 440, height: 800 });
    const games = (await page.locator('.toolbar').getByRole('link', { name: 'games' }).boundingBox())!;
    const status = (await page.locator('[data-testid="status"]').boundingBox())!;
    expect(status.y).toBeGreaterThan(games.y + games.height / 2);
    expect(Math.abs(status.x - games.x)).toBeLessThan(2);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the translate page in a laptop window', () => {
  it('shows every translation whole in its field, however much longer than its English', async () => {
    const page = await session.browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize(LAPTOP);
    await page.goto(`${session.server.url}/translate/shifting-hills/pl`);
    await ready(page);
    const fields = page.locator('tr[data-key] textarea');
    expect(await fields.count()).toBeGreaterThan(0);
    const cut = await fields.evaluateAll((all) =>
      (all as HTMLTextAreaElement[]).filter((t) => t.scrollHeight > t.clientHeight + 1).map((t) => t.getAttribute('aria-label')),
    );
    expect(cut).toEqual([]);
    // And a field grows as the translator types a longer text.
    const first = fields.first();
    const before = (await first.boundingBox())!.height;
    await first.fill('Bardzo długi tekst tłumaczenia, który zajmuje kilka wierszy w tym polu, a nawet więcej niż kilka wierszy.');
    expect((await first.boundingBox())!.height).toBeGreaterThan(before);
    expect(await first.evaluate((t) => t.scrollHeight <= t.clientHeight + 1)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'translate-laptop.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says on each filter how many texts it holds, and so in place of an empty table', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(`${session.server.url}/translate/shifting-hills/pl`);
    await ready(page);
    const rows = page.locator('tr[data-key]');
    const total = await rows.count();
    const filter = (name: string) => page.locator('.tools button', { hasText: new RegExp(`^${name} `) });
    expect(await filter('all').innerText()).toBe(`all ${total}`);
    let sum = 0;
    for (const state of ['missing', 'stale', 'done', 'orphaned']) {
      await filter(state).click();
      const shown = await rows.count();
      expect(await filter(state).innerText()).toBe(`${state} ${shown}`);
      expect(await page.locator('tr.none').count()).toBe(shown === 0 ? 1 : 0);
      if (shown === 0) expect(await page.locator('tr.none').innerText()).toBe(`No ${state} texts.`);
      sum += shown;
    }
    expect(sum).toBe(total);
    await page.close();
  });
});

describe('the home page in an 800 px window', () => {
  it("keeps a delete's question and a rename's new path, with their buttons, inside the window", async () => {
    const page = await session.browser.context.newPage();
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto(session.server.url);
    await ready(page);
    const file = await page.locator('tr[data-file]').first().getAttribute('data-file');
    const row = page.locator(`tr[data-file="${file}"]`);
    const inside = async (name: string) => {
      const box = (await row.getByRole('button', { name, exact: true }).boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 800;
    };
    await row.getByRole('button', { name: 'delete' }).click();
    expect(await inside('Delete')).toBe(true);
    expect(await inside('Cancel')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await page.screenshot({ path: join(SHOTS, 'home-delete-800.png') });
    await row.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'rename' }).click();
    expect(await inside('Rename')).toBe(true);
    const field = (await row.locator('input.rename-to').boundingBox())!;
    expect(field.x + field.width).toBeLessThanOrEqual(800);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await row.getByRole('button', { name: 'Cancel' }).click();
    await page.close();
  });
});

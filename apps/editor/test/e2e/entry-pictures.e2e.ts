/**
 * A list entry's small picture out of view is not drawn again on every keystroke (lib/editor/entry-pictures.ts),
 * but it is when it scrolls into view: in Debian's chromium, HOTT's last troop type, far below the open first one,
 * shows its odds against the first type as edited once it is scrolled to, the same picture its open entry draws.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ready, SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser } from './session.js';

const session = editorAndBrowser();

const heads = (page: Page) => page.locator('[data-pointer="/types"] > ol > li > .entry-head');

/** How far below the window's bottom edge an element's top is, in pixels (negative: in the window). */
const below = (page: Page, index: number) =>
  heads(page)
    .nth(index)
    .evaluate((e) => e.getBoundingClientRect().top - window.innerHeight);

describe('small pictures of entries out of view', () => {
  it('are drawn afresh when they scroll into view, with the edit made while they were out of it', async () => {
    const page = await session.browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${session.server.url}/edit/hott/troop-types.yaml`);
    await ready(page);
    const last = (await heads(page).count()) - 1;
    const thumb = heads(page).nth(last).locator('.thumb');
    await expect.poll(() => thumb.innerHTML(), SERVER_WAIT).toContain('green: enemy hurt');
    const before = await thumb.innerHTML();

    await heads(page).first().locator('.toggle').click();
    const factor = page.locator('[data-pointer="/types/0/factor/foot"] input');
    const value = Number(await factor.inputValue());
    // The last type's head is well below the window (beyond the observer's margin), so its picture is not live.
    expect(await below(page, last)).toBeGreaterThan(400);
    await factor.fill(String(value + 1));
    await expect
      .poll(() => page.locator('[data-pointer="/types/0"] [data-testid="preview"]').textContent())
      .toContain(`factor +${value + 1} vs foot`);

    // Out of view, it kept the picture drawn before the edit (its own value did not change)...
    expect(await thumb.innerHTML()).toBe(before);
    // ...and in view it shows the edit.
    await heads(page).nth(last).scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.innerHTML()).not.toBe(before);
    await heads(page).nth(last).locator('.toggle').click();
    const open = page.locator(`[data-pointer="/types/${last}"] [data-testid="preview"] svg`);
    expect(await thumb.innerHTML()).toBe(await open.evaluate((svg) => svg.outerHTML));
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * The form's layout and names, in Debian's chromium over a temp copy of the content: the values of a map keyed
 * by ids (Shifting Hills' attack tables, the Survivors Found card's gains) line up in a column; a value tagged by
 * a property of its own name is labelled once; a copied tile's "same name" badge is a note the status line and
 * Problems agree with; the home page opens a translation file on the Translations page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ready, SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser, openEntry, openFile } from './session.js';

const session = editorAndBrowser();

/** The left edge (px) of each number input in the map at `pointer`. */
async function inputLefts(page: Page, pointer: string): Promise<number[]> {
  const inputs = page.locator(`[data-pointer^="${pointer}/"] input.number`);
  await inputs.first().waitFor();
  return inputs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
}

describe("the form's layout and names", () => {
  for (const width of [1400, 800]) {
    it(`lines up a map's number inputs in a column at ${width} px: an attack table, and a card's gains`, async () => {
      const { page, errors } = await openFile(session, 'shifting-hills/units.yaml');
      await page.setViewportSize({ width, height: 900 });
      await openEntry(page, '/units', 0);
      const attack = await inputLefts(page, '/units/0/attack');
      expect(attack).toHaveLength(3);
      expect(new Set(attack).size, `attack inputs at ${attack.join(', ')}`).toBe(1);
      await page.close();

      const cards = await openFile(session, 'shifting-hills/bonus-cards.yaml');
      await cards.page.setViewportSize({ width, height: 900 });
      await openEntry(cards.page, '/cards', 0);
      const gains = await inputLefts(cards.page, '/cards/0/effect/gain');
      expect(gains).toHaveLength(3);
      expect(new Set(gains).size, `gain inputs at ${gains.join(', ')}`).toBe(1);
      // The card's effect, tagged by its own `effect`, says "effect" once: its head, and the select it labels.
      const effect = cards.page.locator('[data-pointer="/cards/0/effect"]');
      expect(await effect.locator('> .head .label').textContent()).toBe('effect');
      expect((await effect.locator('> .choice').textContent())!.replace(/\s+/g, ' ')).not.toMatch(/^\s*effect\b/);
      expect(await effect.locator('> .choice select').getAttribute('aria-label')).toBe('effect');
      expect([...errors, ...cards.errors]).toEqual([]);
      await cards.page.close();
    });
  }

  it("calls a copied tile's shared name a note, which the status line and Problems do not count", async () => {
    const { page, errors } = await openFile(session, 'neuroshima-hex/armies/hell-hounds.yaml');
    const entries = page.locator('[data-pointer="/tiles"] > ol > li');
    const before = await entries.count();
    await entries
      .first()
      .getByRole('button', { name: /^Copy / })
      .click();
    await expect.poll(() => entries.count(), SERVER_WAIT).toBe(before + 1);
    const badges = page.locator('[data-testid="same-name"]');
    await expect.poll(() => badges.count(), SERVER_WAIT).toBe(2);
    expect(await badges.first().getAttribute('title')).toMatch(/^a note, not a problem/);
    // A second HQ may break the army's own checks; the shared name is no warning anywhere.
    expect(await page.getByTestId('status').textContent()).toMatch(/ 0 warnings - unsaved changes\s*$/);
    expect(await page.locator('.problems .problem.warning').count()).toBe(0);
    expect((await page.locator('.problems .problem').allTextContents()).join('\n')).not.toMatch(/same name|name too/);
    // The copy is open, and says the same: a note, not counted.
    expect(await entries.nth(1).locator('.note[role="status"]').textContent()).toMatch(/has this name too.*not a problem/s);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('links a translation file on the home page to the Translations page', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.server.url);
    await ready(page);
    const link = page.locator('tr[data-file="neuroshima-hex/i18n/pl.yaml"] td:first-child a');
    expect(await link.getAttribute('href')).toBe('/translate/neuroshima-hex/pl');
    await link.click();
    await page.waitForURL(/\/translate\/neuroshima-hex\/pl$/);
    expect(await page.locator('h1').textContent()).toMatch(/Translations/);
    await page.close();
  });
});

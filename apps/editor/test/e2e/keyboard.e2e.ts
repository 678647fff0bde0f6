/**
 * A list's entries worked from the keyboard in Debian's chromium, over a temp copy of the content: the focus goes
 * with the entry a designer moves, and a delete leaves it on the next entry's head, not on the next delete button;
 * in a list of plain values (a tile's initiatives) "+ add" and a removal leave the cursor in a value; "+ key" puts it
 * in the property it adds, and removing that property leaves it on "+ key"; a tile's edge opens with Enter into its
 * feature, and Escape goes back to the edge; a field reached with Shift+Tab is not left under the pinned toolbar.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editorAndBrowser, openEntry, openFile } from './session.js';

const UNITS = 'shifting-hills/units.yaml';
const session = editorAndBrowser();

const heads = (page: Page) => page.locator('[data-pointer="/units"] > ol > li > .entry-head');
const names = (page: Page) => heads(page).locator('.toggle .entry-name').allInnerTexts();
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());

describe('a list from the keyboard', () => {
  it('moves an entry on with each Enter, and a delete never leaves the focus on the next delete button', async () => {
    const { page, errors } = await openFile(session, UNITS);
    const [a, b, c] = (parse(readFileSync(join(session.server.root, 'content', UNITS), 'utf8')) as { units: { name: string }[] }).units.map(
      (u) => u.name,
    );
    expect(await names(page)).toEqual([a, b, c]);

    await page.getByRole('button', { name: `Move ${a} down` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toEqual([b, a, c]);
    expect(await focused(page)).toBe(`Move ${a} down`);
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toEqual([b, c, a]);
    // Last now, it cannot go further down: the focus is on its head.
    expect(await focused(page)).toContain(a);

    await page.getByRole('button', { name: `Delete ${b}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toEqual([c, a]);
    expect(await focused(page)).toContain(c);
    expect(await focused(page)).not.toMatch(/^Delete/);
    // Enter again opens that entry; it deletes nothing.
    await page.keyboard.press('Enter');
    expect(await heads(page).first().locator('.toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await names(page)).toEqual([c, a]);

    // Deleting the last entries leaves the focus on "+ add".
    await page.getByRole('button', { name: `Delete ${a}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Delete ${c}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toEqual([]);
    expect(await focused(page)).toBe('+ add');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('puts the cursor in a plain value "+ add" makes, and after a value is removed, in the one now in its place', async () => {
    const army = 'neuroshima-hex/armies/hell-hounds.yaml';
    const { page, errors } = await openFile(session, army);
    const tiles = (
      parse(readFileSync(join(session.server.root, 'content', army), 'utf8')) as { tiles: { id: string; initiative?: number[] }[] }
    ).tiles;
    const t = tiles.findIndex((tile) => tile.initiative?.length === 1);
    await openEntry(page, '/tiles', t);
    const initiative = page.locator(`.field[data-pointer="/tiles/${t}/initiative"]`);
    await initiative.locator(':scope > button.add').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-pointer]')?.getAttribute('data-pointer')))
      .toBe(`/tiles/${t}/initiative/1`);
    await page.keyboard.type('5');
    await initiative.getByRole('button', { name: 'Remove #1' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => initiative.locator('input').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.closest('[data-pointer]')?.getAttribute('data-pointer'))).toBe(
      `/tiles/${t}/initiative/0`,
    );
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('5');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('puts the cursor in a property "+ key" adds, and after its removal on the "+ key" that brings it back', async () => {
    const army = 'neuroshima-hex/armies/hell-hounds.yaml';
    const { page, errors } = await openFile(session, army);
    const tiles = (
      parse(readFileSync(join(session.server.root, 'content', army), 'utf8')) as { tiles: { kind: string; toughness?: number }[] }
    ).tiles;
    const t = tiles.findIndex((tile) => tile.kind === 'unit' && tile.toughness === undefined);
    await openEntry(page, '/tiles', t);
    const tile = page.locator(`.field[data-pointer="/tiles/${t}"]`);
    await tile.getByRole('button', { name: '+ toughness' }).focus();
    await page.keyboard.press('Enter');
    const pointer = () => page.evaluate(() => document.activeElement?.closest('[data-pointer]')?.getAttribute('data-pointer'));
    await expect.poll(pointer).toBe(`/tiles/${t}/toughness`);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('2');
    expect(await page.locator('[data-testid="yaml"]').textContent()).toContain('toughness: 2');
    await tile.getByRole('button', { name: 'Remove toughness' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('+ toughness');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens a tile's edge with Enter, its feature in reach, and Escape goes back to the edge", async () => {
    const army = 'neuroshima-hex/armies/hell-hounds.yaml';
    const { page, errors } = await openFile(session, army);
    const tiles = (parse(readFileSync(join(session.server.root, 'content', army), 'utf8')) as { tiles: { kind: string }[] }).tiles;
    const t = tiles.findIndex((tile) => tile.kind === 'unit');
    await openEntry(page, '/tiles', t);
    const edge = page.locator(`.field[data-pointer="/tiles/${t}"] polygon[data-edge="N"]`);
    await edge.focus();
    await page.keyboard.press('Enter');
    const feature = page.locator(`.place[data-pointer="/tiles/${t}/edges/N"] select`);
    await expect.poll(() => feature.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await edge.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('scrolls a field reached with Shift+Tab out from under the pinned toolbar', async () => {
    const { page, errors } = await openFile(session, 'hott/troop-types.yaml');
    await page.setViewportSize({ width: 1280, height: 800 });
    const title = page.locator('[data-pointer="/source/title"] input');
    const edition = page.locator('[data-pointer="/source/edition"] input');
    // Scroll so that the title sits just under the top of the window, behind the toolbar, and the edition below it.
    const top = (await title.boundingBox())!.y + (await page.evaluate(() => window.scrollY));
    await page.evaluate((y) => window.scrollTo(0, y - 10), top);
    await edition.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await title.evaluate((el) => el === document.activeElement)).toBe(true);
    const toolbar = (await page.locator('.top').boundingBox())!;
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
    expect(errors).toEqual([]);
    await page.close();
  });
});

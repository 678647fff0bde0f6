/**
 * From an English edit to its translation, in Debian's chromium over a temp copy of the content: renaming a unit
 * leaves its Polish name stale, the document editor says so and links the translate page, which shows that row
 * stale with the new English and takes "reviewed".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ready, SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser, openEntry, openFile } from './session.js';

const UNITS = 'shifting-hills/units.yaml';
const LOCALE = 'shifting-hills/i18n/pl.yaml';
const session = editorAndBrowser();
const onDisk = (rel: string) => readFileSync(join(session.server.root, 'content', rel), 'utf8');

describe('a translation left stale by an English edit', () => {
  it('is linked from the document editor to the translate page, where it is reviewed', async () => {
    const { page, errors } = await openFile(session, UNITS);
    const unit = (parse(onDisk(UNITS)) as { units: { id: string; name: string }[] }).units[0]!;
    const key = `units.${unit.id}.name`;
    expect((parse(onDisk(LOCALE)) as { entries: Record<string, unknown> }).entries[key]).toBeDefined();
    await openEntry(page, '/units', 0);
    await page.locator('[data-pointer="/units/0/name"] input').fill(`${unit.name} Corps`);
    const link = page.locator('[data-testid="elsewhere"] [data-testid="review-translations"]');
    await link.waitFor();
    expect(await page.locator('[data-testid="elsewhere"]').innerText()).toContain(LOCALE);
    expect(await link.getAttribute('href')).toBe('/translate/shifting-hills/pl');
    await page.locator('button.save').click();
    await page.locator('[data-testid="notice"]').waitFor();
    await link.click();
    await page.waitForURL('**/translate/shifting-hills/pl');
    await ready(page);
    const row = page.locator(`tr[data-key="${key}"]`);
    expect(await row.getAttribute('class')).toContain('stale');
    expect(await row.locator('td.english').innerText()).toBe(`${unit.name} Corps`);
    await row.locator('input[type="checkbox"]').check();
    await page.locator('button.save').click();
    // The save checks the whole locale file on the server first: more than poll's default second on a busy machine.
    await expect.poll(() => row.getAttribute('class'), SERVER_WAIT).toContain('done');
    expect(errors).toEqual([]);
    await page.close();
  });
});

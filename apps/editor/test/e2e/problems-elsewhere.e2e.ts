/**
 * An edit that breaks the game's other files says so on its page: renaming HOTT's god troop type leaves the
 * combat and recoil tables naming a type that is gone, though the troop types file itself is fine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser, openEntry, openFile } from './session.js';

const TYPES = 'hott/troop-types.yaml';
const session = editorAndBrowser();
const onDisk = (rel: string) => readFileSync(join(session.server.root, 'content', rel), 'utf8');

describe('an edit that breaks other files', () => {
  it('lists the files it breaks under Problems, says so when saved, and undo takes it back', async () => {
    const { page, errors } = await openFile(session, TYPES);
    const types = (parse(onDisk(TYPES)) as { types: { id: string }[] }).types;
    const god = types.findIndex((t) => t.id === 'god');
    expect(god).toBeGreaterThanOrEqual(0);
    await openEntry(page, '/types', god);
    const elsewhere = page.getByTestId('elsewhere');
    expect(await elsewhere.count()).toBe(0);

    await page.locator(`[data-pointer="/types/${god}/id"] input`).fill('gods');
    await elsewhere.waitFor();
    expect(await page.locator('.problems .problem').count()).toBe(0);
    expect(await elsewhere.locator('a').allTextContents()).toEqual(['hott/combat.yaml', 'hott/recoil.yaml']);
    expect(await elsewhere.locator('li').first().textContent()).toMatch(/god/);
    expect(await page.getByTestId('status').textContent()).toMatch(/problems in 2 other files/);

    await page.keyboard.press('Control+s');
    await expect
      .poll(() => page.getByTestId('notice').textContent(), SERVER_WAIT)
      .toMatch(/^Saved, but this change breaks 2 other files \(see Problems\)/);
    expect(onDisk(TYPES)).toContain('- id: gods\n');

    await page.keyboard.press('Control+z');
    await expect.poll(() => elsewhere.count(), SERVER_WAIT).toBe(0);
    expect(await page.locator('.problems .ok').textContent()).toBe('No problems.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("calls a renamed tile's stale translation a warning, not a break, and a save stays plain", async () => {
    const army = 'neuroshima-hex/armies/hell-hounds.yaml';
    const { page, errors } = await openFile(session, army);
    const tiles = (parse(onDisk(army)) as { tiles: { id: string }[] }).tiles;
    const tamer = tiles.findIndex((t) => t.id === 'tamer');
    await openEntry(page, '/tiles', tamer);
    await page.locator(`[data-pointer="/tiles/${tamer}/name"] input`).fill('Tamer Prime');
    const elsewhere = page.getByTestId('elsewhere');
    await elsewhere.waitFor();
    expect(await elsewhere.locator('h4').textContent()).toMatch(/^\s*This change leaves warnings in other files\s*$/);
    expect(await elsewhere.locator('a').allTextContents()).toEqual(['neuroshima-hex/i18n/pl.yaml', 'review in Translations']);
    expect(await elsewhere.locator('li.warning').first().textContent()).toMatch(/stale/);
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByTestId('notice').textContent(), SERVER_WAIT).toBe('Saved.');
    expect(onDisk(army)).toContain('name: Tamer Prime\n');
    expect(errors).toEqual([]);
    await page.close();
  });
});

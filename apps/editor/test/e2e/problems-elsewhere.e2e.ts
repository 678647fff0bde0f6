/**
 * An edit that breaks the game's other files says so on its page: renaming HOTT's god troop type leaves the
 * combat and recoil tables naming a type that is gone, though the troop types file itself is fine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ready, SERVER_WAIT } from './editor-server.js';
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
    // The old name in both tables is one error, listed once under the file it is placed in; it names the other place.
    expect(await elsewhere.locator('a').allTextContents()).toEqual(['hott/combat.yaml']);
    expect(await elsewhere.locator('li').count()).toBe(1);
    expect(await elsewhere.locator('li').first().textContent()).toMatch(/god.*recoil\.yaml/);
    expect(await page.getByTestId('status').textContent()).toMatch(/problems in 1 other file/);

    await page.keyboard.press('Control+s');
    await expect
      .poll(() => page.getByTestId('notice').textContent(), SERVER_WAIT)
      .toMatch(/^Saved, but this change breaks 1 other file \(see Problems\)/);
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

  it('lists each error of a renamed id once, under the file it is in, as the home page then counts them', async () => {
    const units = 'shifting-hills/units.yaml';
    const { page, errors } = await openFile(session, units);
    const mech = (parse(onDisk(units)) as { units: { id: string }[] }).units.findIndex((u) => u.id === 'mech');
    await openEntry(page, '/units', mech);
    await page.locator(`[data-pointer="/units/${mech}/id"] input`).fill('mecha');
    const elsewhere = page.getByTestId('elsewhere');
    await elsewhere.waitFor();
    const listed = await elsewhere.locator('p > a:first-child').allTextContents();
    const shown = await elsewhere
      .locator('ul')
      .evaluateAll((lists) => lists.map((ul) => [...ul.querySelectorAll('li.error')].map((li) => li.textContent?.trim() ?? '')));
    // One error, one line: no line repeats under another file.
    const lines = shown.flat();
    expect(new Set(lines).size).toBe(lines.length);
    expect(await page.locator('button.save').textContent()).toMatch(new RegExp(`^\\s*Save, breaking ${listed.length} other files?\\s*$`));

    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByTestId('notice').textContent(), SERVER_WAIT).toMatch(/^Saved, but this change breaks/);
    const home = await session.browser.context.newPage();
    await home.goto(session.server.url);
    await ready(home);
    const counted = await home
      .locator('[data-game="shifting-hills"] tbody tr')
      .evaluateAll((rows) =>
        rows
          .map((tr) => [tr.getAttribute('data-file') ?? '', Number(tr.querySelector('.errors')?.textContent)] as const)
          .filter(([file, n]) => n > 0 && file !== 'shifting-hills/units.yaml'),
      );
    expect(counted.map(([file]) => file)).toEqual(listed);
    expect(counted.map(([, n]) => n)).toEqual(shown.map((errors) => errors.length));
    expect(errors).toEqual([]);
    await home.close();
    await page.close();
  });
});

/** Ids shown by their names on a real game's file: a Hounds card's ability reads as its effect's name. */
import { describe, expect, it } from 'vitest';
import { editorAndBrowser, openEntry, openFile } from './session.js';

const session = editorAndBrowser();

describe("a Hounds card's ability", () => {
  it("is headed by its effect's name, and its effects are listed by name with the id the value", async () => {
    const { page, errors } = await openFile(session, 'hounds/cards/sample.yaml');
    await openEntry(page, '/hounds', 0);
    const abilities = page.locator('[data-pointer="/hounds/0/abilities"]');
    expect(await abilities.locator('> ol > li .entry-name').first().textContent()).toBe('Fetch, amount: 1');
    await openEntry(page, '/hounds/0/abilities', 0);
    const pick = page.locator('[data-pointer="/hounds/0/abilities/0"] > label.choice select');
    expect(await pick.inputValue()).toBe('draw');
    const options = await pick.locator('option').evaluateAll((all) => all.map((o) => `${(o as HTMLOptionElement).value}=${o.textContent}`));
    expect(options).toContain('draw=Fetch (draw)');
    expect(options).toContain('gain-treats=Good Dog (gain-treats)');
    expect(errors).toEqual([]);
    await page.close();
  });
});

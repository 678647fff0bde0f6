/**
 * One mistake in the form is one message, in Debian's chromium over a temp copy of the content: emptying a
 * Neuroshima Hex tile's name is its error alone (its Polish translation is not also called stale), and '+3' typed
 * in a number field is told how to write the number, not to drop quotes the designer never typed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser, openEntry, openFile } from './session.js';

const session = editorAndBrowser();
const ARMY = 'neuroshima-hex/armies/hell-hounds.yaml';

async function openWolf() {
  const { page, errors } = await openFile(session, ARMY);
  const tiles = (parse(readFileSync(join(session.server.root, 'content', ARMY), 'utf8')) as { tiles: { id: string }[] }).tiles;
  const wolf = tiles.findIndex((t) => t.id === 'wolf');
  expect(wolf).toBeGreaterThanOrEqual(0);
  await openEntry(page, '/tiles', wolf);
  return { page, errors, wolf };
}

describe('one mistake, one message', () => {
  it('an emptied tile name is its error alone: its translation is not called stale too', async () => {
    const { page, errors, wolf } = await openWolf();
    await page.locator(`[data-pointer="/tiles/${wolf}/name"] input`).fill('');
    const problems = page.locator('.problems .problem');
    await expect.poll(() => problems.count(), SERVER_WAIT).toBe(1);
    expect(await problems.first().getAttribute('class')).toContain('error');
    expect(await page.getByTestId('elsewhere').count()).toBe(0);
    expect(await page.getByTestId('status').textContent()).toMatch(/^\s*1 error, 0 warnings - unsaved changes\s*$/);
    expect(await page.locator(`[data-pointer="/tiles/${wolf}/name"] .issue`).count()).toBe(1);
    // Named again, the translation is stale, as a warning in the locale file.
    await page.locator(`[data-pointer="/tiles/${wolf}/name"] input`).fill('Grey Wolf');
    await expect
      .poll(() => page.getByTestId('elsewhere').locator('li.warning').allTextContents(), SERVER_WAIT)
      .toEqual([expect.stringMatching(/stale/)]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("'+3' in a number field says how to write the number, in the field and under Problems", async () => {
    const { page, errors, wolf } = await openWolf();
    await page.locator(`[data-pointer="/tiles/${wolf}/count"] input`).fill('+3');
    const field = page.locator(`[data-pointer="/tiles/${wolf}/count"] .issue`);
    await expect.poll(() => field.allTextContents(), SERVER_WAIT).toEqual([expect.stringMatching(/'\+3' is not a number: write 3$/)]);
    const problems = await page.locator('.problems .problem').allTextContents();
    expect(problems).toEqual([expect.stringMatching(/'\+3' is not a number: write 3$/)]);
    expect(problems.join(' ')).not.toContain('quotes');
    expect(errors).toEqual([]);
    await page.close();
  });
});

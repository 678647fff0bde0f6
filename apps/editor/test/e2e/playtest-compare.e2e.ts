/**
 * A designer balancing in Debian's chromium, on the editor started as `npm start` starts it: play-test HOTT's
 * knights against spears, make the knights stronger in the content, play-test again and see the change called
 * out against the previous run (kept by the browser over a reload); then compare with a report saved by
 * `armory simulate --json`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ARMORY, EDITOR_DIR, ready, SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser } from './session.js';

const session = editorAndBrowser();
const folder = mkdtempSync(join(tmpdir(), 'armory-saved-report-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Single combats: naming the troop types makes HOTT's run a combat, not its default battle. */
async function runKnightsAgainstSpears(page: Page): Promise<void> {
  await page.locator('input[name="games"]').fill('400');
  await page.locator('select[name="attacker"]').selectOption('knights');
  await page.locator('select[name="defender"]').selectOption('spears');
  await page.locator('form[data-testid="playtest-form"] button[type="submit"]').click();
  await page.getByTestId('result').waitFor(SERVER_WAIT);
}

/** The comparison's rows: name, before, now, change, interval, verdict. */
const comparisonRows = (page: Page) =>
  page
    .getByTestId('comparison')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));

describe('comparing play-test runs', () => {
  it('calls out what an edit to the content changed, against the previous run and against a saved report', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(`${session.server.url}/playtest/hott`);
    await ready(page);
    // Nothing to compare with yet but a saved report.
    expect(await page.getByTestId('compare-with').locator('label').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('a saved report'), expect.stringContaining('nothing')]),
    );
    await runKnightsAgainstSpears(page);
    expect(await page.getByTestId('comparison').count()).toBe(0);
    const before = await page.getByTestId('command').textContent();

    // The designer makes knights stronger against foot, saves, and comes back to the page.
    const troopTypes = join(session.server.root, 'content/hott/troop-types.yaml');
    const text = readFileSync(troopTypes, 'utf8');
    const stronger = text.replace(/(- id: knights\n(?: {4}.*\n)*? {4}factor: \{ foot: )3,/, '$16,');
    expect(stronger).not.toBe(text);
    writeFileSync(troopTypes, stronger);
    await page.reload();
    await ready(page);
    expect(await page.getByTestId('compare-with').textContent()).toMatch(/the previous run here, at \d\d:\d\d/);
    await runKnightsAgainstSpears(page);
    expect(await page.getByTestId('command').textContent()).toBe(before);
    expect(await page.getByTestId('differences').locator('li').allTextContents()).toEqual(['content: troopTypes changed']);
    const rows = await comparisonRows(page);
    expect(rows.map((r) => [r[0], r[5]])).toEqual([
      ['attacking knights', 'up'],
      ['defending spears', 'down'],
      ['draws', expect.any(String)],
    ]);
    expect(rows[0]![3]).toMatch(/^\+\d+\.\d points$/);
    await page.screenshot({ path: join(EDITOR_DIR, 'test-results', 'playtest-compare.png'), fullPage: true });

    // A report saved from the command line, on the content as it was, compares the same way.
    writeFileSync(troopTypes, text);
    const saved = spawnSync(
      process.execPath,
      [ARMORY, 'simulate', 'hott', '--games', '400', '--seed', '1', '--attacker', 'knights', '--defender', 'spears', '--json'],
      { cwd: session.server.root, encoding: 'utf8' },
    );
    expect(saved.status).toBe(0);
    writeFileSync(troopTypes, stronger);
    const file = join(folder, 'knights-before.json');
    writeFileSync(file, saved.stdout);
    await page.locator('input[name="saved-report"]').setInputFiles(file);
    // The page reads the file and chooses it.
    await expect.poll(() => page.locator('input[name="compare-with"][value="saved"]').isChecked()).toBe(true);
    await page.locator('form[data-testid="playtest-form"] button[type="submit"]').click();
    await expect
      .poll(() => page.getByTestId('comparison').locator('h3').textContent(), SERVER_WAIT)
      .toBe('Compared with knights-before.json (400 games)');
    // The same games as the page's first run: the same figures.
    expect(await comparisonRows(page)).toEqual(rows);
    await page.close();
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFiles } from './commands/table-files.js';
import { content } from './content.testing.js';

// Debian's chromium with the flags that work as root in a container (as the editor's browser tests use).
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

let dir = '';
let context: BrowserContext;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hott-heatmap-'));
  writeFileSync(join(dir, 'hott-odds.html'), tableFiles(content)['hott-odds.html']!);
  context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    offline: true,
  });
});

afterAll(async () => {
  await context?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the odds heatmap in Chromium', () => {
  it("renders both matrices, a legend, and a cell's exact fractions in its hover tooltip (title) and on click", async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(pathToFileURL(join(dir, 'hott-odds.html')).href);
    const types = content.troopTypes.types.length;
    expect(await page.locator('table.matrix').count()).toBe(2);
    expect(await page.locator('table.matrix[data-going="good"] tbody td').count()).toBe(types * types);
    const legend = page.locator('#legend');
    expect(await legend.isVisible()).toBe(true);
    expect(await legend.locator('.swatch').count()).toBeGreaterThan(2);
    expect(await legend.textContent()).toMatch(/attacker suffers more.*defender suffers more/);

    // Knights (row) attacking spears (column) in good going.
    const ids = content.troopTypes.types.map((t) => t.id);
    const cell = page
      .locator('table.matrix[data-going="good"] tbody tr')
      .nth(ids.indexOf('knights'))
      .locator('td')
      .nth(ids.indexOf('spears'));
    expect(await cell.getAttribute('title')).toContain('attacker recoil, defender no-effect: 17/36');
    const box = await cell.boundingBox();
    expect(box && box.width > 0 && box.height > 0).toBe(true);
    await cell.click();
    const details = await page.locator('#details').textContent();
    expect(details).toContain('Knights attacking Spears, good going');
    expect(details).toContain('attacker no-effect, defender destroyed: 10/36');
    expect(details).toContain('attacker destroyed, defender no-effect: 4/36');
    expect(errors).toEqual([]);
  });
});

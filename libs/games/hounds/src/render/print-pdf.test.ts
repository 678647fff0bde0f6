import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { printSheet } from './print-sheet.js';
import { tempFolder } from '../temp-folder.testing.js';

// The browser's print makes the PDF from the sheet's pages: Debian's chromium through playwright-core, as the editor's tests do.
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

describe('the print sheet printed to PDF', () => {
  it('gives one A4 page per sheet page, 9 cards on each full page', async () => {
    const set = content.cardSets.sample!;
    const pages = printSheet(set, content.effects);
    const html = `<!doctype html><html><head><style>@page { size: A4; margin: 0 } body { margin: 0 } .page { width: 210mm; height: 297mm; overflow: hidden; } .page + .page { break-before: page; } svg { display: block; }</style></head><body>${pages.map((svg) => `<div class="page">${svg}</div>`).join('')}</body></html>`;
    const profile = tempFolder('armory-hounds-pdf-');
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const page = await browser.newPage();
      await page.setContent(html);
      expect(await page.locator('.page').count()).toBe(Math.ceil((set.hounds.length + set.heroes.length) / 9));
      expect(await page.locator('.page').first().locator('.sheet-item').count()).toBe(9);
      const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(pages.length);
      expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?/);
    } finally {
      await browser.close();
    }
  }, 120_000);
});

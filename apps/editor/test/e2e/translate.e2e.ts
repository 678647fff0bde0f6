/** The translate page in Debian's chromium, over a temp copy of the content: edit, review, save, PO round trip. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { findGame } from '@armory/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './chromium.js';
import { EDITOR_DIR, ready, SERVER_WAIT, startEditor, type EditorServer } from './editor-server.js';

const PL = 'content/neuroshima-hex/i18n/pl.yaml';
const SHOTS = join(EDITOR_DIR, 'test-results');

let server: EditorServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;

const onDisk = () => readFileSync(join(server.root, PL), 'utf8');

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}${path}`);
  await ready(page);
  await page.locator('h1').waitFor();
  expect(problems).toEqual([]);
  return page;
}

beforeAll(async () => {
  server = await startEditor();
  browser = await launchBrowser();
  context = browser.context;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the translate page', () => {
  it('lists each locale with its counts', async () => {
    const page = await open('/translate');
    const row = page.locator('[data-game="neuroshima-hex"] tr[data-locale="pl"]');
    expect(await row.locator('a').textContent()).toBe('pl');
    expect(await page.locator('[data-game="neuroshima-hex"] h2').textContent()).toBe(
      `${findGame('neuroshima-hex')!.name}\u00a0neuroshima-hex`,
    );
    await page.close();
  });

  it('says what a locale code looks like when the one typed is not one, and goes nowhere', async () => {
    const page = await open('/translate');
    const field = page.locator('[data-game="hounds"] input');
    await field.fill('Deutsch');
    await page.locator('[data-game="hounds"] button[type=submit]').click();
    expect(await field.evaluate((e: HTMLInputElement) => e.validationMessage)).toBe('Type a language code such as pl, de or pt-BR.');
    expect(new URL(page.url()).pathname).toBe('/translate');
    await page.close();
  });

  it('saves a new translation into the locale file, changing nothing else', async () => {
    const before = onDisk();
    const page = await open('/translate/neuroshima-hex/pl');
    await page.locator('.tools button', { hasText: 'missing' }).click();
    const row = page.locator('tr[data-key="abilities.swap.name"]');
    await row.locator('textarea').fill('Zamiana');
    await page.locator('button.save').click();
    await expect.poll(() => page.locator('.message').textContent(), SERVER_WAIT).toBe('Saved 1 translation.');
    // Saved, it is no longer missing: it leaves the "missing" list and shows as done among all texts.
    await expect.poll(() => row.count(), SERVER_WAIT).toBe(0);
    await page.locator('.tools button', { hasText: 'all' }).click();
    await expect.poll(() => row.locator('td.state').textContent({ timeout: 2000 }), SERVER_WAIT).toMatch(/done/);
    expect(onDisk().startsWith(before)).toBe(true);
    // Noted with its English, as the locale file notes the entries before it.
    expect(onDisk().slice(before.length)).toMatch(/^  abilities\.swap\.name:\n    text: Zamiana\n    source: "[0-9a-f]{8}" # Swap\n$/);
    await page.screenshot({ path: join(SHOTS, 'translate.png'), fullPage: true });
    await page.close();
  });

  it('asks before a link leaves translations not saved, and keeps them when told to stay', async () => {
    const before = onDisk();
    const page = await open('/translate/neuroshima-hex/pl');
    const row = page.locator('tr[data-key="abilities.medic.name"]');
    await row.locator('textarea').fill('Medyk');
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('link', { name: 'games' }).click();
    await expect.poll(() => asked, SERVER_WAIT).toEqual(['Leave this page without saving 1 translation?']);
    expect(new URL(page.url()).pathname).toBe('/translate/neuroshima-hex/pl');
    expect(await row.locator('textarea').inputValue()).toBe('Medyk');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('link', { name: 'games' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(onDisk()).toBe(before);
    await page.close();
  });

  it('leaves without asking when nothing is typed', async () => {
    const page = await open('/translate/neuroshima-hex/pl');
    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('link', { name: 'games' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(asked).toEqual([]);
    await page.close();
  });

  it("saves a second tab's row onto the file another tab saved since it loaded: different rows do not clash", async () => {
    const first = await open('/translate/neuroshima-hex/pl');
    const second = await open('/translate/neuroshima-hex/pl');
    await first.locator('tr[data-key="hell-hounds.name"] textarea').fill('Piekielne Ogary');
    await first.locator('button.save').click();
    await expect.poll(() => first.locator('.message').textContent(), SERVER_WAIT).toBe('Saved 1 translation.');
    await second.locator('tr[data-key="abilities.net.name"] textarea').fill('Sieć');
    await second.locator('button.save').click();
    await expect.poll(() => second.locator('.message').textContent(), SERVER_WAIT).toBe('Saved 1 translation.');
    expect(onDisk()).toMatch(/ {2}hell-hounds\.name:\n {4}text: Piekielne Ogary\n/);
    expect(onDisk()).toMatch(/ {2}abilities\.net\.name:\n {4}text: Sieć\n/);
    // Reloaded after its save, the second tab shows the first tab's row too.
    await expect.poll(() => second.locator('tr[data-key="hell-hounds.name"] textarea').inputValue(), SERVER_WAIT).toBe('Piekielne Ogary');
    await first.close();
    await second.close();
  });

  it('refuses to overwrite a row translated on disk since the page loaded, naming it, then reloads keeping the row typed', async () => {
    const page = await open('/translate/neuroshima-hex/pl');
    const changed = onDisk().replace('text: Hodowca', 'text: Poskramiacz');
    writeFileSync(join(server.root, PL), changed);
    await page.locator('tr[data-key="hell-hounds.tamer.name"] textarea').fill('Treser');
    await page.locator('button.save').click();
    await expect
      .poll(() => page.locator('.message.problem').textContent(), SERVER_WAIT)
      .toBe(
        `the locale file changed on disk since the page loaded, and this row was translated there too: 'hell-hounds.tamer.name' (now "Poskramiacz"); nothing was overwritten`,
      );
    expect(onDisk()).toBe(changed);

    // The way out: reload what is on disk, keeping the row typed here, and save it over the file as it is now.
    await page.getByRole('button', { name: 'Reload, keeping my rows' }).click();
    await expect.poll(() => page.locator('.message').textContent(), SERVER_WAIT).toMatch(/^Reloaded from disk; your 1 typed row kept/);
    expect(await page.locator('tr[data-key="hell-hounds.tamer.name"] textarea').inputValue()).toBe('Treser');
    await page.locator('button.save').click();
    await expect.poll(() => page.locator('.message').textContent(), SERVER_WAIT).toBe('Saved 1 translation.');
    expect(onDisk()).toBe(changed.replace('text: Poskramiacz', 'text: Treser'));
    expect(await page.getByRole('button', { name: 'Reload, keeping my rows' }).count()).toBe(0);
    await page.close();
  });

  it('saves into a locale file that starts with a UTF-8 BOM (as armory validate accepts it)', async () => {
    writeFileSync(join(server.root, PL), `\uFEFF${onDisk().replace(/^\uFEFF/, '')}`);
    const page = await open('/translate/neuroshima-hex/pl');
    await page.locator('tr[data-key="hell-hounds.name"] textarea').fill('Piekielne Psy');
    await page.locator('button.save').click();
    await expect.poll(() => page.locator('.message').textContent(), SERVER_WAIT).toBe('Saved 1 translation.');
    expect(onDisk().startsWith('\uFEFF# yaml-language-server')).toBe(true);
    expect(onDisk()).toContain('text: Piekielne Psy');
    await page.close();
  });

  it('imports an uploaded PO file and reports what it skipped', async () => {
    const page = await open('/translate/neuroshima-hex/pl');
    const po = await (await fetch(`${server.url}/api/translations/neuroshima-hex/pl/po`)).text();
    const edited = po
      .replace(/(msgctxt "abilities\.tug\.name"\nmsgid "Tug"\nmsgstr )""/, '$1"Holowanie"')
      .replace(/(msgctxt "abilities\.move\.name"\nmsgid )"Move"/, '$1"Walk"');
    expect(edited).toContain('"Holowanie"');
    await page
      .locator('.upload input[type=file]')
      .setInputFiles({ name: 'pl.po', mimeType: 'text/x-gettext-translation', buffer: Buffer.from(edited) });
    await expect
      .poll(() => page.locator('.message').textContent(), SERVER_WAIT)
      .toMatch(/^Imported 1 translation from pl\.po\.\nline \d+: the English of 'abilities\.move\.name' is now "Move"/);
    expect(onDisk()).toContain('  abilities.tug.name:\n    text: Holowanie\n');
    await page.close();
  });
});

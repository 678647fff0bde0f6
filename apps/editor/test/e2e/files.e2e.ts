/** Creating, renaming and deleting content files from the home page, in Debian's chromium, over a temp workspace. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ready, SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser } from './session.js';

const session = editorAndBrowser();
let context: BrowserContext;

const onDisk = (rel: string) => join(session.server.root, 'content', rel);
const HELL_HOUNDS = 'neuroshima-hex/armies/hell-hounds.yaml';

async function home(): Promise<Page> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(session.server.url);
  await ready(page);
  expect(problems).toEqual([]);
  return page;
}

const game = (page: Page) => page.locator('[data-game="neuroshima-hex"]');
const row = (page: Page, rel: string) => page.locator(`tr[data-file="${rel}"]`);
const notice = (page: Page) => game(page).locator('[data-testid="files-notice"]');

beforeAll(async () => {
  context = session.browser.context;
});

describe('content files from the home page', () => {
  it('creates a new army from its schema, opens it, and will not create it twice', async () => {
    const page = await home();
    await game(page).locator('.new-file select').selectOption({ label: 'army' });
    expect(await game(page).locator('.new-file .new-path').inputValue()).toBe('neuroshima-hex/armies/new-army.yaml');
    await game(page).locator('.new-file .new-path').fill('neuroshima-hex/armies/iron-wolves.yaml');
    await game(page).locator('.new-file button[type=submit]').click();
    await page.waitForURL(/\/edit\/neuroshima-hex\/armies\/iron-wolves\.yaml$/);
    const text = readFileSync(onDisk('neuroshima-hex/armies/iron-wolves.yaml'), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../../schemas/neuroshima-hex/army.schema.json');
    expect(parse(text)).toMatchObject({ id: 'iron-wolves', name: 'Iron Wolves' });

    const again = await home();
    await game(again).locator('.new-file select').selectOption({ label: 'army' });
    await game(again).locator('.new-file .new-path').fill('neuroshima-hex/armies/iron-wolves.yaml');
    await game(again).locator('.new-file button[type=submit]').click();
    await expect.poll(() => notice(again).textContent(), SERVER_WAIT).toMatch(/already exists; nothing was overwritten/);
    expect(await notice(again).getAttribute('role')).toBe('alert');
    expect(readFileSync(onDisk('neuroshima-hex/armies/iron-wolves.yaml'), 'utf8')).toBe(text);
    await page.close();
    await again.close();
  });

  it('takes the kind of the folder a typed path is in, so a path in armies/ makes an army', async () => {
    const page = await home();
    const kind = game(page).locator('.new-file select');
    const first = await kind.inputValue();
    expect(first).not.toBe('schemas/neuroshima-hex/army.schema.json');
    await game(page).locator('.new-file .new-path').fill('neuroshima-hex/armies/bone-wolves.yaml');
    expect(await kind.inputValue()).toBe('schemas/neuroshima-hex/army.schema.json');
    await game(page).locator('.new-file button[type=submit]').click();
    await page.waitForURL(/\/edit\/neuroshima-hex\/armies\/bone-wolves\.yaml$/);
    expect(readFileSync(onDisk('neuroshima-hex/armies/bone-wolves.yaml'), 'utf8').split('\n')[0]).toMatch(/army\.schema\.json$/);
    await page.close();
  });

  it("refuses a new file's path with a '..' folder, saying why, and writes nothing", async () => {
    const page = await home();
    await game(page).locator('.new-file .new-path').fill('../escape.yaml');
    await game(page).locator('.new-file button[type=submit]').click();
    await expect
      .poll(() => notice(page).textContent(), SERVER_WAIT)
      .toMatch(/^\s*refused: '\.' and '\.\.' folders are not allowed in a path \(\.\.\/escape\.yaml\); nothing was changed\s*$/);
    expect(await notice(page).getAttribute('role')).toBe('alert');
    expect(existsSync(join(session.server.root, 'escape.yaml'))).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('renames a file after asking for the new path, never over another file', async () => {
    const page = await home();
    const before = readFileSync(onDisk(HELL_HOUNDS), 'utf8');
    await row(page, 'neuroshima-hex/armies/iron-wolves.yaml').locator('button', { hasText: 'rename' }).click();
    await row(page, 'neuroshima-hex/armies/iron-wolves.yaml').locator('.rename-to').fill(HELL_HOUNDS);
    await row(page, 'neuroshima-hex/armies/iron-wolves.yaml').locator('button', { hasText: 'Rename' }).click();
    await expect.poll(() => notice(page).textContent(), SERVER_WAIT).toMatch(/already exists/);
    expect(readFileSync(onDisk(HELL_HOUNDS), 'utf8')).toBe(before);

    await row(page, 'neuroshima-hex/armies/iron-wolves.yaml').locator('.rename-to').fill('neuroshima-hex/armies/steel-wolves.yaml');
    await row(page, 'neuroshima-hex/armies/iron-wolves.yaml').locator('button', { hasText: 'Rename' }).click();
    await row(page, 'neuroshima-hex/armies/steel-wolves.yaml').waitFor();
    expect(await notice(page).textContent()).toBe(
      'renamed neuroshima-hex/armies/iron-wolves.yaml to neuroshima-hex/armies/steel-wolves.yaml',
    );
    expect(existsSync(onDisk('neuroshima-hex/armies/iron-wolves.yaml'))).toBe(false);
    expect(parse(readFileSync(onDisk('neuroshima-hex/armies/steel-wolves.yaml'), 'utf8'))).toMatchObject({ id: 'iron-wolves' });
    await page.close();
  });

  it('deletes a file only after the confirmation, and not one changed on disk since the page loaded', async () => {
    const rel = 'neuroshima-hex/armies/steel-wolves.yaml';
    const page = await home();
    await row(page, rel).locator('button', { hasText: 'delete' }).click();
    await row(page, rel).locator('.ask').waitFor();
    await row(page, rel).locator('button', { hasText: 'Cancel' }).click();
    expect(existsSync(onDisk(rel))).toBe(true);

    const changed = `${readFileSync(onDisk(rel), 'utf8')}# a note added by hand\n`;
    writeFileSync(onDisk(rel), changed);
    await row(page, rel).locator('button', { hasText: 'delete' }).click();
    await row(page, rel).locator('button', { hasText: 'Delete' }).click();
    await expect.poll(() => notice(page).textContent(), SERVER_WAIT).toMatch(/changed on disk/);
    expect(readFileSync(onDisk(rel), 'utf8')).toBe(changed);

    await page.reload();
    await ready(page);
    await row(page, rel).locator('button', { hasText: 'delete' }).click();
    await row(page, rel).locator('button', { hasText: 'Delete' }).click();
    await expect.poll(() => row(page, rel).count(), SERVER_WAIT).toBe(0);
    expect(await notice(page).textContent()).toBe(`deleted ${rel}`);
    expect(existsSync(onDisk(rel))).toBe(false);
    await page.close();
  });
});

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
    // The new path is asked in the form the table shows it: inside the game's folder.
    expect(await row(page, 'neuroshima-hex/armies/iron-wolves.yaml').locator('.rename-to').inputValue()).toBe('armies/iron-wolves.yaml');
    await row(page, 'neuroshima-hex/armies/iron-wolves.yaml').locator('.rename-to').fill('armies/hell-hounds.yaml');
    await row(page, 'neuroshima-hex/armies/iron-wolves.yaml').locator('button', { hasText: 'Rename' }).click();
    await expect.poll(() => notice(page).textContent(), SERVER_WAIT).toMatch(/already exists/);
    expect(readFileSync(onDisk(HELL_HOUNDS), 'utf8')).toBe(before);

    await row(page, 'neuroshima-hex/armies/iron-wolves.yaml').locator('.rename-to').fill('armies/steel-wolves.yaml');
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

  it("keeps a renamed file in its game: a path typed as the table shows it stays under the game's folder", async () => {
    const page = await home();
    const hott = page.locator('[data-game="hott"]');
    const from = 'hott/armies/goblin-horde.yaml';
    await row(page, from).locator('button', { hasText: 'rename' }).click();
    expect(await row(page, from).locator('.rename-to').inputValue()).toBe('armies/goblin-horde.yaml');
    await row(page, from).locator('.rename-to').fill('armies/goblin-horde-2.yaml');
    await row(page, from).locator('button', { hasText: 'Rename' }).click();
    await row(page, 'hott/armies/goblin-horde-2.yaml').waitFor();
    expect(await hott.locator('[data-testid="files-notice"]').textContent()).toBe(
      'renamed hott/armies/goblin-horde.yaml to hott/armies/goblin-horde-2.yaml',
    );
    expect(existsSync(onDisk('hott/armies/goblin-horde-2.yaml'))).toBe(true);
    expect(existsSync(join(session.server.root, 'content/armies'))).toBe(false);
    expect(await page.locator('[data-game="armies"]').count()).toBe(0);
    await page.close();
  });

  it("refuses to move a file out of its game's folder or into another game's, as a new file is refused, and moves nothing", async () => {
    const page = await home();
    const rel = 'hott/armies/goblin-horde-2.yaml';
    const before = readFileSync(onDisk(rel), 'utf8');
    for (const [to, folder] of [
      ['armies/goblin-horde-3.yaml', 'armies'],
      ['hounds/cards/goblin-horde.yaml', 'hounds'],
    ] as const) {
      const answer = await page.evaluate(
        async ({ rel, to }) => {
          const got = await fetch(`/api/files/${rel}`);
          const { hash } = (await got.json()) as { hash: string };
          const response = await fetch(`/api/files/${rel}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ baseHash: hash, to }),
          });
          return { status: response.status, body: (await response.json()) as { message: string } };
        },
        { rel, to },
      );
      expect(answer).toEqual({
        status: 422,
        body: { message: `a file of schemas/hott/army.schema.json belongs under content/hott/, not content/${folder}/` },
      });
      expect(existsSync(onDisk(to))).toBe(false);
    }
    expect(readFileSync(onDisk(rel), 'utf8')).toBe(before);
    await page.close();
  });
});

describe('the rename and delete questions by keyboard', () => {
  const rel = 'hott/armies/sky-lords.yaml';
  const focused = (page: Page) =>
    page.evaluate(() => {
      const e = document.activeElement;
      // Svelte's own scoping classes (svelte-xxxx) left out: the test names the classes the page gives.
      const classes = e ? [...e.classList].filter((c) => !c.startsWith('svelte-')) : [];
      return e ? `${e.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}:${e.textContent?.trim() ?? ''}` : '';
    });

  it('puts the keyboard in the new path, cancels on Escape, renames on Enter, and gives the focus back to the row', async () => {
    const page = await home();
    await row(page, rel).locator('button', { hasText: 'rename' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/^input\.rename-to/);
    await page.keyboard.press('Escape');
    expect(await row(page, rel).locator('.rename-to').count()).toBe(0);
    expect(await focused(page)).toMatch(/^button\.link\.rename.*:rename$/);

    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/^input\.rename-to/);
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('-2.yaml');
    await page.keyboard.press('Enter');
    const moved = 'hott/armies/sky-lords-2.yaml';
    await row(page, moved).waitFor();
    expect(existsSync(onDisk(moved))).toBe(true);
    await expect
      .poll(() =>
        row(page, moved)
          .locator('button.rename')
          .evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    await page.close();
  });

  it('puts the keyboard on Cancel in a delete, cancels on Escape, and gives the focus back to the row', async () => {
    const page = await home();
    const target = 'hott/armies/sky-lords-2.yaml';
    await row(page, target).locator('button', { hasText: 'delete' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button:Cancel');
    await page.keyboard.press('Escape');
    expect(await row(page, target).locator('.ask').count()).toBe(0);
    expect(await focused(page)).toBe('button.link.delete:delete');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button:Cancel');
    await page.keyboard.press('Enter');
    expect(await row(page, target).locator('.ask').count()).toBe(0);
    expect(await focused(page)).toBe('button.link.delete:delete');
    expect(existsSync(onDisk(target))).toBe(true);
    await page.close();
  });
});

/**
 * The editor, started as `npm start` starts it (in a temp copy of the workspace), and one Chromium, for the tests
 * of one file: started before them and stopped after them. Read `session.server` and `session.browser` inside
 * tests and hooks (they are set once the file's tests begin).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './chromium.js';
import { ready, startEditor, type EditorServer } from './editor-server.js';

/** What `editorAndBrowser` starts. */
export interface EditorSession {
  server: EditorServer;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
}

/** Starts the editor and Chromium before the calling file's tests and stops both after them. */
export function editorAndBrowser(): EditorSession {
  const session = {} as EditorSession;
  beforeAll(async () => {
    session.server = await startEditor();
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}

/** Opens a file of content/ (`rel`, e.g. `hott/troop-types.yaml`) in a new page; `errors` gathers the page's uncaught errors. */
export async function openFile(session: EditorSession, rel: string): Promise<{ page: Page; errors: string[] }> {
  const page = await session.browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${session.server.url}/edit/${rel}`);
  await ready(page);
  return { page, errors };
}

/** Opens entry `index` of the list at `pointer`, clicking until it says it is open (a click before hydration is lost). */
export async function openEntry(page: Page, pointer: string, index: number): Promise<void> {
  const toggle = page.locator(`[data-pointer="${pointer}"] > ol > li > .entry-head .toggle`).nth(index);
  await expect
    .poll(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      return toggle.getAttribute('aria-expanded');
    })
    .toBe('true');
}

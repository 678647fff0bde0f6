/**
 * The CLI's test-only fixture game (tools/cli/test/fixture-game) in the editor: a game the editor has no registry
 * entry for, edited through its schema alone in Debian's chromium, with no picture asked of it and no error.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { launchBrowser } from './chromium.js';
import { ready, REPO_ROOT, startEditor, type EditorServer } from './editor-server.js';

/** The fixture game's workspace (content/, schemas/ and its libs/), as the CLI's tests use it. */
const FIXTURE = join(REPO_ROOT, 'tools/cli/test/fixture-game/workspace');
const FILE = 'fixture-race/rules.yaml';
const SCHEMA = 'schemas/fixture-race/rules.schema.json';

let root: string;
let server: EditorServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
/** The file as the test starts it: the fixture's rules with comments a person might write. */
let original: string;

const onDisk = () => readFileSync(join(server.root, 'content', FILE), 'utf8');

async function open(path: string, problems: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}${path}`);
  await ready(page);
  return page;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'armory-editor-fixture-'));
  cpSync(FIXTURE, root, { recursive: true });
  const rules = readFileSync(join(root, 'content', FILE), 'utf8');
  const target = (parse(rules) as { target: number }).target;
  original = rules.replace(`target: ${target}\n`, `# How far the race goes.\ntarget: ${target} # first to reach it wins\n`);
  expect(original).not.toBe(rules);
  writeFileSync(join(root, 'content', FILE), original);
  server = await startEditor({}, root);
  browser = await launchBrowser();
  context = browser.context;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  // The server removes its workspace when it stops; this is for a run that failed before the server started.
  rmSync(root, { recursive: true, force: true });
});

describe('a game the editor has no registry entry for', () => {
  it('is listed on the home page with its file, valid', async () => {
    const problems: string[] = [];
    const page = await open('/', problems);
    const row = page.locator(`[data-game="fixture-race"] tr[data-file="${FILE}"]`);
    await row.waitFor();
    await expect.poll(() => row.locator('.errors').textContent()).toBe('0');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('changes a value through the form and saves it: the file changes, its comments stay', async () => {
    const problems: string[] = [];
    const page = await open(`/edit/${FILE}`, problems);
    const before = (parse(original) as { target: number }).target;
    const input = page.locator('[data-pointer="/target"] input');
    expect(await input.inputValue()).toBe(String(before));
    await input.fill(String(before + 5));
    await page.locator('button.save').click();
    await page.locator('[data-testid="notice"]', { hasText: 'Saved.' }).waitFor();
    expect(onDisk()).toBe(original.replace(`target: ${before} #`, `target: ${before + 5} #`));
    expect(onDisk()).toContain('# How far the race goes.\n');
    expect(onDisk().split('\n')[0]).toBe(`# yaml-language-server: $schema=../../${SCHEMA}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows no picture and no error when its schema asks for one the game does not have', async () => {
    // The fixture draws nothing; a schema naming a picture anyway must leave the form working and the print sheet
    // saying why there is nothing to print.
    const schemaFile = join(server.root, SCHEMA);
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(schemaFile, JSON.stringify({ ...schema, 'x-preview': 'race-track' }, null, 2));
    const problems: string[] = [];
    const page = await open(`/edit/${FILE}`, problems);
    await page.locator('[data-pointer="/target"] input').waitFor();
    expect(await page.locator('[data-testid="preview"]').count()).toBe(0);
    expect(await page.locator('.form .issue.error').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();

    const sheet = await fetch(`${server.url}/sheet/${FILE}`);
    expect(sheet.status).toBe(404);
    expect(await sheet.text()).toMatch(/has no picture to print: its game 'fixture-race' has no preview named race-track/);
  });
});

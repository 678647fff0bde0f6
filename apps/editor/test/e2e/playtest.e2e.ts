/**
 * The play-test page in Debian's chromium, on the editor started as `npm start` starts it over a temp copy of the
 * workspace: a game's page runs 50 random games and shows who won and the command that replays it, HOTT's page
 * offers its battle options and fights battles, the server answering other requests while a run goes on; content
 * with an error shows its count and plays nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARMORY, EDITOR_DIR, ready, REPO_ROOT, SERVER_WAIT, startEditor } from './editor-server.js';
import { editorAndBrowser } from './session.js';

const SHOTS = join(EDITOR_DIR, 'test-results');
const session = editorAndBrowser();

async function openPlaytest(game: string, width = 1400): Promise<Page> {
  const page = await session.browser.context.newPage();
  await page.setViewportSize({ width, height: 1000 });
  await page.goto(`${session.server.url}/playtest/${game}`);
  await ready(page);
  return page;
}

describe('the play-test page', () => {
  it('is linked beside each game on the home page and from a file of the game', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.server.url);
    await ready(page);
    await page.locator('section[data-game="shifting-hills"] h2 a', { hasText: 'play-test' }).click();
    await page.waitForURL('**/playtest/shifting-hills');
    await page.goto(`${session.server.url}/edit/hounds/rules.yaml`);
    await ready(page);
    await page.getByRole('link', { name: 'play-test this game' }).click();
    await page.waitForURL('**/playtest/hounds');
    await page.close();
  });

  it('runs 50 random games and shows the wins, why games ended and the command line', async () => {
    const page = await openPlaytest('shifting-hills');
    await page.locator('input[name="games"]').fill('50');
    // An option whose values the module names is a choice among them.
    const forbidden = page.locator('select[name="known-forbidden-move"]');
    expect(await forbidden.locator('option').allTextContents()).toEqual(['(default)', 'refuse', 'fail']);
    await forbidden.selectOption('fail');
    // Each seat's player is picked under the game's own word for a seat.
    expect(
      await page
        .locator('fieldset .seat > label')
        .evaluateAll((ls) => ls.map((l) => l.firstChild!.textContent!.replace(/\s+/g, ' ').trim())),
    ).toEqual(['player 1', 'player 2']);
    await page.locator('form[data-testid="playtest-form"] button[type="submit"]').click();
    const result = page.getByTestId('result');
    await result.waitFor(SERVER_WAIT);
    await expect
      .poll(() => page.getByTestId('command').textContent())
      .toBe('npx armory simulate shifting-hills --games 50 --seed 1 --players random,random --known-forbidden-move fail');
    const rows = page.locator('[data-testid="wins"] tbody tr');
    expect(await rows.count()).toBe(3);
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
    // Two seats and draws; wins and draws add up to the games played.
    expect(cells.map((c) => c[0])).toEqual(['player 1', 'player 2', 'draws']);
    expect(cells.reduce((n, c) => n + Number(c[2]), 0)).toBe(50);
    expect(cells[0]![4]).toMatch(/^\d+\.\d% - \d+\.\d%$/);
    // Each row reads as the CLI's text report of the command the page hands out, digit for digit.
    const command = (await page.getByTestId('command').textContent())!.split(' ').slice(2);
    const cli = spawnSync(process.execPath, [ARMORY, ...command], { cwd: REPO_ROOT, encoding: 'utf8' });
    const text = cli.stdout.replace(/ +/g, ' ');
    for (const [name, , wins, rate, interval] of cells)
      expect(text).toContain(`\n ${name} ${name === 'draws' ? '' : 'wins '}${wins} ${rate} 95% [${interval!.replace(' - ', ', ')}]\n`);
    expect(await page.getByTestId('ends').locator('li').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'playtest-1400.png'), fullPage: true });
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.screenshot({ path: join(SHOTS, 'playtest-800.png'), fullPage: true });
    await page.close();
  });

  it("offers HOTT's battle options from its content and plays a battle on the table by default", async () => {
    const page = await openPlaytest('hott');
    const choices = (name: string) => page.locator(`select[name="${name}"] option`).allTextContents();
    expect(await choices('mode')).toEqual(['(default)', 'battle', 'combat']);
    expect(await choices('battlefield')).toEqual(['(default)', 'low-hills', 'open-field', 'river-crossing']);
    expect(
      await page
        .locator('label.option', { has: page.locator('input[name="armies"]') })
        .locator('.choices')
        .textContent(),
    ).toBe('comma-separated, from: feudal-host, goblin-horde, sky-lords, sorcerous-realm');
    // The single combat's options stay on offer beside them.
    expect(await choices('attacker')).toContain('knights');
    await page.locator('input[name="games"]').fill('2');
    await page.locator('input[name="armies"]').fill('sky-lords,feudal-host');
    await page.locator('select[name="battlefield"]').selectOption('open-field');
    await page.locator('form[data-testid="playtest-form"] button[type="submit"]').click();
    await page.getByTestId('result').waitFor(SERVER_WAIT);
    expect(await page.getByTestId('command').textContent()).toBe(
      'npx armory simulate hott --games 2 --seed 1 --players random,random --armies sky-lords,feudal-host --battlefield open-field',
    );
    // Seat 1 defends, seat 2 attacks, each named by its army; wins and draws add up to the battles fought.
    const cells = await page
      .locator('[data-testid="wins"] tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
    expect(cells.map((c) => c[0])).toEqual(['Sky Lords (defending)', 'Feudal Host (attacking)', 'draws']);
    expect(cells.reduce((n, c) => n + Number(c[2]), 0)).toBe(2);
    const ends = await page.getByTestId('ends').locator('li').allTextContents();
    expect(ends.length).toBeGreaterThan(0);
    for (const end of ends) expect(end).toMatch(/^(defender|attacker) (took the stronghold|broke the enemy army)|^bound limit reached/);
    await page.close();
  });

  it("shows a mistake in the form in the game module's words and plays nothing", async () => {
    const page = await openPlaytest('neuroshima-hex');
    // A list of choices (armies by seat) stays text, with the content's armies named beside it.
    expect(
      await page
        .locator('label.option', { has: page.locator('input[name="armies"]') })
        .locator('.choices')
        .textContent(),
    ).toBe('comma-separated, from: hell-hounds, troglodytes');
    await page.locator('input[name="armies"]').fill('molochs,troglodytes');
    await page.locator('form[data-testid="playtest-form"] button[type="submit"]').click();
    await expect
      .poll(() => page.getByTestId('playtest-problem').textContent(), SERVER_WAIT)
      .toBe("unknown --armies 'molochs'; known: hell-hounds, troglodytes");
    expect(await page.getByTestId('result').count()).toBe(0);
    await page.locator('input[name="games"]').fill('5001');
    await page.locator('form[data-testid="playtest-form"] button[type="submit"]').click();
    await expect.poll(() => page.getByTestId('playtest-problem').textContent(), SERVER_WAIT).toMatch(/^at most 5,000 games here/);
    await page.close();
  });

  it('answers other requests while a run goes on, and Stop ends it with the games played', async () => {
    const page = await openPlaytest('hounds');
    await page.locator('input[name="games"]').fill('5000');
    await page.locator('select[name="player-1"]').selectOption('greedy');
    await page.locator('form[data-testid="playtest-form"] button[type="submit"]').click();
    await page.getByTestId('progress').waitFor(SERVER_WAIT);
    await expect.poll(() => page.locator('[data-testid="progress"] progress').getAttribute('value'), SERVER_WAIT).not.toBe('0');
    // While the games are played: the slowest of several answers from the server (a file read and the home page).
    const slowest = { file: 0, home: 0 };
    for (let i = 0; i < 5; i++) {
      for (const [what, path] of [
        ['file', '/api/files/hounds/rules.yaml'],
        ['home', '/'],
      ] as const) {
        const started = performance.now();
        expect((await fetch(session.server.url + path)).status).toBe(200);
        slowest[what] = Math.max(slowest[what], performance.now() - started);
      }
    }
    console.log(`while a play-test ran: slowest file read ${slowest.file.toFixed(0)} ms, home page ${slowest.home.toFixed(0)} ms`);
    // The home page validates the whole workspace (about half a second alone on this machine).
    expect(slowest.file).toBeLessThan(1000);
    expect(slowest.home).toBeLessThan(5000);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByTestId('result').waitFor(SERVER_WAIT);
    const command = (await page.getByTestId('command').textContent())!;
    const played = Number(/--games (\d+)/.exec(command)![1]);
    expect(played).toBeLessThan(5000);
    expect(command).toBe(`npx armory simulate hounds --games ${played} --seed 1 --players greedy,random --seats 2`);
    expect(await page.getByTestId('result').textContent()).toContain('stopped early');
    await page.close();
  });

  it('says how many errors the content has, links their files, and plays nothing', async () => {
    const rules = join(session.server.root, 'content/shifting-hills/rules.yaml');
    writeFileSync(rules, readFileSync(rules, 'utf8').replace(/^(\s*turnLimit:).*$/m, '$1 soon'));
    const page = await openPlaytest('shifting-hills');
    const blocked = page.getByTestId('content-errors');
    expect(await blocked.textContent()).toContain('The content of Battle for The Shifting Hills has 1 error');
    expect(await blocked.getByRole('link', { name: 'content/shifting-hills/rules.yaml' }).getAttribute('href')).toBe(
      '/edit/shifting-hills/rules.yaml',
    );
    expect(await page.locator('form[data-testid="playtest-form"] button[type="submit"]').isDisabled()).toBe(true);
    // The server refuses a run too, saying why, and plays nothing.
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/playtest/shifting-hills', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ games: '5', seed: '1', players: ['random', 'random'], options: {} }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(answer).toEqual({
      status: 422,
      body: {
        message: 'the content has errors',
        content: { errors: 1, files: [{ path: 'content/shifting-hills/rules.yaml', errors: 1 }] },
      },
    });
    await page.screenshot({ path: join(SHOTS, 'playtest-content-errors.png'), fullPage: true });
    await page.close();
  });

  it('checks a run and a Stop as it checks saves: the token off loopback, the same origin always', async () => {
    const token = 'a-long-enough-test-token-1234';
    const server = await startEditor({ HOST: '0.0.0.0', ARMORY_TOKEN: token });
    try {
      const body = JSON.stringify({ games: '3', seed: '1', players: ['random', 'random'], options: {} });
      const post = (headers: Record<string, string>) =>
        fetch(`${server.url}/api/playtest/shifting-hills`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
        });
      expect((await post({})).status).toBe(401);
      expect((await post({ authorization: `Bearer ${token}`, origin: 'http://evil.example' })).status).toBe(403);
      expect((await fetch(`${server.url}/api/playtest/shifting-hills?run=x`, { method: 'DELETE' })).status).toBe(401);
      const taken = await post({ authorization: `Bearer ${token}` });
      expect(taken.status).toBe(200);
      expect(await taken.text()).toContain('"result"');
    } finally {
      await server.stop();
    }
  });
});

/**
 * Battle for The Shifting Hills in the editor, in Debian's chromium over a temp copy of the content, as a designer
 * meets it: the game's files on the home page, land tiles and the HQ as hex tiles with their effects, bonus cards as
 * cards, the board drawn from the rules file, and bad content shown as one error at its line.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EDITOR_DIR, SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser, openEntry, openFile } from './session.js';

const GAME = 'shifting-hills';
const SHOTS = join(EDITOR_DIR, 'test-results');

interface Tile {
  id: string;
  name: string;
  count: number;
  stars: number;
  battle: { atk: number; def: number };
  entering: { effect: 'impedes' | 'forbids'; units?: string[]; whose?: string }[];
}
interface Card {
  id: string;
  name: string;
  text: string;
  effect: Record<string, unknown> & { effect: string };
}

const session = editorAndBrowser();

const path = (file: string) => join(session.server.root, 'content', GAME, file);
const text = (file: string) => readFileSync(path(file), 'utf8');
const data = <T>(file: string) => parse(text(file)) as T;

const open = (file: string) => openFile(session, `${GAME}/${file}`);

/** The words a picture shows, one per `<text>`, in drawing order. */
const words = (svg: Locator) => svg.locator('text').allTextContents();

/**
 * The words of a picture that do not fit inside its outline (the first polygon or rect), as the browser lays them out
 * with its fonts: every corner of each text's box must lie inside the outline.
 */
function overflowing(svg: Locator): Promise<string[]> {
  return svg.evaluate((root) => {
    const outline = root.querySelector('polygon, rect') as SVGPolygonElement | SVGRectElement;
    const corners =
      outline instanceof SVGRectElement
        ? (({ x, y, width, height }) => [
            [x, y],
            [x + width, y],
            [x + width, y + height],
            [x, y + height],
          ])(outline.getBBox())
        : outline
            .getAttribute('points')!
            .trim()
            .split(/\s+/)
            .map((p) => p.split(',').map(Number));
    // Inside a convex outline: on the same side of every edge.
    const inside = (x: number, y: number) => {
      const sides = corners.map(([ax, ay], i) => {
        const [bx, by] = corners[(i + 1) % corners.length]!;
        return Math.sign((bx! - ax!) * (y - ay!) - (by! - ay!) * (x - ax!));
      });
      return sides.every((side) => side >= 0) || sides.every((side) => side <= 0);
    };
    return [...root.querySelectorAll('text')]
      .filter((t) => {
        const b = t.getBBox();
        return ![
          [b.x, b.y],
          [b.x + b.width, b.y],
          [b.x, b.y + b.height],
          [b.x + b.width, b.y + b.height],
        ].every(([x, y]) => inside(x!, y!));
      })
      .map((t) => t.textContent ?? '');
  });
}

/** The error lines of the problem list, as "line:column message". */
async function errorLines(page: Page): Promise<string[]> {
  const problems = await page.locator('.problems .problem.error').allTextContents();
  return problems.map((p) => p.replace(/\s+/g, ' ').trim());
}

/** 1-based line of the first line of `source` that contains `needle` after the line containing `after`. */
function lineOf(source: string, needle: string, after = ''): number {
  const lines = source.split('\n');
  const start = after ? lines.findIndex((l) => l.includes(after)) : 0;
  const at = lines.findIndex((l, i) => i >= start && l.includes(needle));
  expect(at, `'${needle}' in the file`).toBeGreaterThanOrEqual(0);
  return at + 1;
}

describe('Battle for The Shifting Hills in the editor', () => {
  it("lists the game's files on the home page, each without errors", async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.server.url);
    const expected = readdirSync(join(session.server.root, 'content', GAME))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => `${GAME}/${f}`);
    expect(expected).toEqual(
      expect.arrayContaining([`${GAME}/tiles.yaml`, `${GAME}/bonus-cards.yaml`, `${GAME}/rules.yaml`, `${GAME}/units.yaml`]),
    );
    const rows = page.locator(`[data-game="${GAME}"] tr[data-file]`);
    const listed = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-file')!));
    expect(listed).toEqual(expect.arrayContaining(expected));
    for (const file of expected) expect(await page.locator(`tr[data-file="${file}"] .errors`).textContent(), file).toBe('0');
    // The tiles and the cards have pictures to print in copies (the rules file's board prints whole: whole-picture-sheet.e2e.ts).
    expect(await page.locator(`tr[data-file="${GAME}/tiles.yaml"] a[href^="/sheet/"]`).count()).toBe(1);
    expect(await page.locator(`tr[data-file="${GAME}/bonus-cards.yaml"] a[href^="/sheet/"]`).count()).toBe(1);
    await page.close();
  });

  it('shows every land tile and the HQ as a hex tile with its battle and movement effects', async () => {
    const tiles = data<{ tiles: Tile[] }>('tiles.yaml').tiles;
    const { page, errors } = await open('tiles.yaml');
    const thumbs = page.locator('[data-pointer="/tiles"] > ol > li > .entry-head .thumb svg');
    expect(await thumbs.count()).toBe(tiles.length);
    expect(tiles.map((t) => t.id)).toEqual(expect.arrayContaining(['plains', 'forest', 'mountain', 'headquarters']));
    for (const [i, tile] of tiles.entries()) {
      await openEntry(page, '/tiles', i);
      const picture = page.locator(`[data-pointer="/tiles/${i}"] [data-testid="preview"] svg`);
      // A hex: one six-cornered outline, printed as a hex tile.
      expect(await picture.getAttribute('data-footprint')).toBe('hex');
      const outline = (await picture.locator('polygon').getAttribute('points'))!.trim().split(/\s+/);
      expect(outline).toHaveLength(6);
      const shown = await words(picture);
      expect(shown.join(' ')).toContain(tile.name);
      const battle = [tile.battle.atk ? `+${tile.battle.atk} ATK` : '', tile.battle.def ? `+${tile.battle.def} DEF` : ''].filter(Boolean);
      if (battle.length) expect(shown).toContain(battle.join(' '));
      else expect(shown).toContain('no battle effect');
      // Each movement effect, for which unit types (or any squad) and on whose HQ, in words wrapped to fit the hex.
      const all = shown.join(' ');
      for (const effect of tile.entering) {
        const who = effect.units ? effect.units.join(', ') : 'any squad';
        const where = effect.whose ? ` (${effect.whose} HQ)` : '';
        expect(all, tile.id).toContain(`${effect.effect === 'forbids' ? 'no entry' : 'impedes'}: ${who}${where}`);
      }
      // The effect lines are the entering effects plus the battle line: nothing else of that kind.
      expect(shown.filter((s) => /^(impedes|no entry): /.test(s))).toHaveLength(tile.entering.length);
      expect(await picture.locator('[aria-label="star"]').count()).toBe(tile.stars > 0 ? 1 : 0);
      if (tile.stars > 0) expect(shown).toContain(`${tile.stars} of ${tile.count}`);
      expect(await overflowing(picture), tile.id).toEqual([]);
    }
    await page.screenshot({ path: join(SHOTS, 'shifting-hills-tiles.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("changes the forest's DEF in the form: the preview follows, and the saved file keeps its comments", async () => {
    const before = text('tiles.yaml');
    const tiles = (parse(before) as { tiles: Tile[] }).tiles;
    const f = tiles.findIndex((t) => t.id === 'forest');
    const def = tiles[f]!.battle.def;
    const { page, errors } = await open('tiles.yaml');
    await openEntry(page, '/tiles', f);
    const picture = page.locator(`[data-pointer="/tiles/${f}"] [data-testid="preview"] svg`);
    expect(await words(picture)).toContain(`+${def} DEF`);
    await page.locator(`[data-pointer="/tiles/${f}/battle/def"] input`).fill(String(def + 1));
    await expect.poll(() => words(picture)).toContain(`+${def + 1} DEF`);
    expect(await words(picture)).not.toContain(`+${def} DEF`);
    const thumb = page.locator('[data-pointer="/tiles"] > ol > li > .entry-head .thumb svg').nth(f);
    expect(await thumb.getAttribute('aria-label')).toContain(`+${def + 1} DEF`);
    await page.locator('button.save').click();
    await page.locator('[data-testid="notice"]', { hasText: 'Saved.' }).waitFor(SERVER_WAIT);
    const forestAt = before.indexOf('- id: forest');
    const at = before.indexOf(`def: ${def}`, forestAt) + 'def: '.length;
    expect(text('tiles.yaml')).toBe(before.slice(0, at) + String(def + 1) + before.slice(at + String(def).length));
    expect(data<{ tiles: Tile[] }>('tiles.yaml').tiles[f]!.battle.def).toBe(def + 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows every bonus card as a card with its name, its wording and the effect it carries out', async () => {
    const cards = data<{ cards: Card[] }>('bonus-cards.yaml').cards;
    const { page, errors } = await open('bonus-cards.yaml');
    const thumbs = page.locator('[data-pointer="/cards"] > ol > li > .entry-head .thumb svg');
    expect(await thumbs.count()).toBe(cards.length);
    for (const [i, card] of cards.entries()) {
      expect(await thumbs.nth(i).getAttribute('aria-label')).toBe(`${card.name}: ${card.text}`);
      await openEntry(page, '/cards', i);
      const picture = page.locator(`[data-pointer="/cards/${i}"] [data-testid="preview"] svg`);
      // A card: one rounded frame, taller than wide, printed as a box.
      expect(await picture.getAttribute('data-footprint')).toBeNull();
      const frame = picture.locator('rect');
      expect(await frame.count()).toBe(1);
      expect(Number(await frame.getAttribute('height'))).toBeGreaterThan(Number(await frame.getAttribute('width')));
      const shown = (await words(picture)).join(' ').replace(/\s+/g, ' ');
      expect(shown).toContain(card.name);
      expect(shown).toContain(card.text);
      const { effect, ...params } = card.effect;
      expect(shown).toContain(`${effect} (`);
      for (const [key, value] of Object.entries(params)) {
        expect(shown).toContain(`${key}: `);
        if (typeof value !== 'object') expect(shown).toContain(`${key}: ${String(value)}`);
        else for (const [k, v] of Object.entries(value as object)) expect(shown).toContain(`${k} ${String(v)}`);
      }
      expect(await overflowing(picture), card.id).toEqual([]);
    }
    await page.screenshot({ path: join(SHOTS, 'shifting-hills-cards.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws a card whose wording has quotes and angle brackets as those characters, never as markup', async () => {
    const { page, errors } = await open('bonus-cards.yaml');
    await openEntry(page, '/cards', 0);
    const wording = 'Say "go" <b>now</b> & move';
    await page.locator('[data-pointer="/cards/0/text"] input, [data-pointer="/cards/0/text"] textarea').first().fill(wording);
    const picture = page.locator('[data-pointer="/cards/0"] [data-testid="preview"] svg');
    const name = data<{ cards: Card[] }>('bonus-cards.yaml').cards[0]!.name;
    await expect.poll(() => picture.getAttribute('aria-label')).toBe(`${name}: ${wording}`);
    expect((await words(picture)).join(' ')).toContain(wording);
    expect(await page.locator('[data-pointer="/cards"] b').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws the board of the rules file: 37 hexes in columns 4-5-6-7-6-5-4, the HQs on d2 and d6', async () => {
    const { page, errors } = await open('rules.yaml');
    const rules = data<{ board: { columns: number[] }; headquarters: { seat: number; hex: string }[] }>('rules.yaml');
    expect(rules.board.columns).toEqual([4, 5, 6, 7, 6, 5, 4]);
    const preview = page.locator('[data-pointer=""] > [data-testid="preview"]');
    await preview.locator('summary').click();
    const board = preview.locator('svg');
    expect(await board.locator('polygon').count()).toBe(37);
    expect(await columnsOf(board)).toEqual([4, 5, 6, 7, 6, 5, 4]);
    expect(await hqs(board)).toEqual({ 'HQ 1': 'd2', 'HQ 2': 'd6' });
    await page.screenshot({ path: join(SHOTS, 'shifting-hills-board.png'), fullPage: true });

    // Player 2's HQ moved to d5: the board follows.
    await openEntry(page, '/headquarters', 1);
    await page.locator('[data-pointer="/headquarters/1/hex"] input').fill('d5');
    await expect.poll(() => hqs(board)).toEqual({ 'HQ 1': 'd2', 'HQ 2': 'd5' });
    expect(await errorLines(page)).toEqual([]);

    // Off the board (the middle column has 7 hexes): one error at player 2's hex, and the picture says what is wrong.
    await page.locator('[data-pointer="/headquarters/1/hex"] input').fill('d9');
    await expect.poll(() => hqs(board)).toEqual({ 'HQ 1': 'd2' });
    expect(await words(board)).toContain('HQ 2: d9 is not a hex of this board');
    expect(await board.getAttribute('aria-label')).toContain('HQ 2: d9 is not a hex of this board');
    await expect.poll(() => errorLines(page)).toEqual([expect.stringContaining('hex d9 is not on the board: column d has 7 hexes')]);
    const offBoard = (await page.locator('[data-testid="yaml"]').textContent())!;
    expect((await errorLines(page))[0]).toMatch(new RegExp(`^${lineOf(offBoard, 'seat: 2')}:\\d+ `));

    // Both HQs on d2: one error, at player 2's hex.
    await page.locator('[data-pointer="/headquarters/1/hex"] input').fill('d2');
    await expect.poll(() => errorLines(page)).toEqual([expect.stringContaining("'d2'")]);
    const source = (await page.locator('[data-testid="yaml"]').textContent())!;
    expect((await errorLines(page))[0]).toMatch(new RegExp(`^${lineOf(source, 'seat: 2')}:\\d+ .*'d2'`));
    await page.locator('[data-pointer="/headquarters/1/hex"] input').fill('d6');
    await expect.poll(() => errorLines(page)).toEqual([]);

    // A longer first column: the board follows, and the rules' tile count no longer matches it (one error).
    await page.locator('[data-pointer="/board/columns/0"] input').fill('5');
    await expect.poll(() => board.locator('polygon').count()).toBe(38);
    expect(await columnsOf(board)).toEqual([5, 5, 6, 7, 6, 5, 4]);
    await expect.poll(() => errorLines(page), SERVER_WAIT).toHaveLength(1);
    expect((await errorLines(page))[0]).toMatch(/38 hexes.*37 tiles/);
    expect(await page.locator('button.save').textContent()).toMatch(/Save draft/);
    await page.screenshot({ path: join(SHOTS, 'shifting-hills-board-error.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('prints every copy of every tile and every card', async () => {
    const page = await session.browser.context.newPage();
    for (const [file, list] of [
      ['tiles.yaml', 'tiles'],
      ['bonus-cards.yaml', 'cards'],
    ] as const) {
      const items = data<Record<string, { id: string; count: number }[]>>(file)[list]!;
      await page.goto(`${session.server.url}/sheet/${GAME}/${file}`);
      const printed = page.locator('.page .sheet-item');
      await printed.first().waitFor();
      expect(await printed.count(), file).toBe(items.reduce((n, item) => n + item.count, 0));
      for (const item of items) expect(await page.locator(`.sheet-item[data-item="${item.id}"]`).count(), item.id).toBe(item.count);
    }
    await page.close();
  });

  it('shows a bonus card naming an unknown effect as one error at its line', async () => {
    const file = 'bonus-cards.yaml';
    const broken = text(file).replace('{ effect: boost, moves: 2 }', '{ effect: air-drop, moves: 2 }');
    expect(broken).not.toBe(text(file));
    writeFileSync(path(file), broken);
    const { page, errors } = await open(file);
    await expect.poll(() => errorLines(page), SERVER_WAIT).toHaveLength(1);
    const [problem] = await errorLines(page);
    expect(problem).toMatch(new RegExp(`^${lineOf(broken, 'air-drop')}:\\d+ `));
    expect(problem).toContain('air-drop');
    expect(await page.locator('[data-testid="status"]').textContent()).toMatch(/^\s*1 error/);
    // The card's entry carries the problem; the file on disk is what was written.
    expect(await page.locator('[data-pointer="/cards"] > ol > li .badge').allTextContents()).toEqual(['1 problem']);
    expect(text(file)).toBe(broken);
    const home = await session.browser.context.newPage();
    await home.goto(session.server.url);
    expect(await home.locator(`tr[data-file="${GAME}/${file}"] .errors`).textContent()).toBe('1');
    await home.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a unit type missing from the attack matrix as one error at the line of that matrix', async () => {
    const file = 'units.yaml';
    const before = text(file);
    const units = (parse(before) as { units: { id: string; attack: Record<string, number> }[] }).units;
    const last = units.length - 1;
    const missing = units[0]!.id;
    const { page, errors } = await open(file);
    await openEntry(page, '/units', last);
    await page.locator(`[data-pointer="/units/${last}/attack/${missing}"] button.remove`).click();
    await expect.poll(() => errorLines(page), SERVER_WAIT).toHaveLength(1);
    const source = (await page.locator('[data-testid="yaml"]').textContent())!;
    const [problem] = await errorLines(page);
    expect(problem).toMatch(new RegExp(`^${lineOf(source, 'attack:', `id: ${units[last]!.id}`)}:\\d+ `));
    expect(problem).toContain(`no ATK against '${missing}'`);
    expect(await page.locator('button.save').textContent()).toMatch(/Save draft/);
    // Saving writes a draft and says so; `armory build` refuses the file until it is fixed.
    await page.locator('button.save').click();
    await page.locator('[data-testid="notice"]', { hasText: 'draft with 1 error' }).waitFor(SERVER_WAIT);
    expect(data<{ units: typeof units }>(file).units[last]!.attack).not.toHaveProperty(missing);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** How many hexes the board draws in each column, west to east (hexes share a column when they share an x). */
async function columnsOf(board: Locator): Promise<number[]> {
  const xs = await board
    .locator('g[transform]')
    .evaluateAll((gs) => gs.map((g) => Number(/translate\(([-\d.]+)/.exec(g.getAttribute('transform')!)![1])));
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
}

/** Each HQ label the board draws, with the name of the hex it is drawn on. */
async function hqs(board: Locator): Promise<Record<string, string>> {
  const cells = await board
    .locator('g[transform]')
    .evaluateAll((gs) => gs.map((g) => [...g.querySelectorAll('text')].map((t) => t.textContent ?? '')));
  return Object.fromEntries(cells.filter((texts) => texts.length === 2).map(([hq, hex]) => [hq!, hex!]));
}

/**
 * Previews drawn with the game's content, in Debian's chromium over a temp copy of the content: a Hounds card says
 * its ability in the effect catalog's words, a HOTT troop type shows its odds against every type through the
 * outcome tables (and falls back to factors alone while the game has an error), and HOTT's combat factors edit
 * through the form, conditions shown as conditions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser, openEntry, openFile } from './session.js';

const session = editorAndBrowser();

const read = (rel: string) => parse(readFileSync(join(session.server.root, 'content', rel), 'utf8')) as Record<string, unknown>;

const open = (rel: string) => openFile(session, rel);

describe('previews with the game content', () => {
  it("shows a Hounds card's ability in the effect catalog's words", async () => {
    const { page, errors } = await open('hounds/cards/sample.yaml');
    const card = (read('hounds/cards/sample.yaml')['hounds'] as { name: string; abilities: Record<string, unknown>[] }[])[0]!;
    const { effect, ...params } = card.abilities[0]!;
    const entry = (read('hounds/effects.yaml')['effects'] as { id: string; text: string }[]).find((e) => e.id === effect)!;
    const words = entry.text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    await openEntry(page, '/hounds', 0);
    const picture = page.locator('[data-pointer="/hounds/0"] [data-testid="preview"] svg');
    await expect.poll(() => picture.getAttribute('aria-label'), SERVER_WAIT).toContain(words);
    expect(await picture.getAttribute('aria-label')).not.toContain(`${effect as string} (`);
    expect(errors).toEqual([]);
    // The print sheet draws the cards with the same content.
    await page.goto(`${session.server.url}/sheet/hounds/cards/sample.yaml`);
    const labels = await page.locator('svg[aria-label]').evaluateAll((svgs) => svgs.map((s) => s.getAttribute('aria-label')));
    expect(labels.some((l) => l?.startsWith(`${card.name},`) && l.includes(words))).toBe(true);
    // Cards state their printed size (the card set's), and the sheet says it prints them at it.
    const size = read('hounds/cards/sample.yaml')['size'] as { width: number; height: number };
    expect(await page.getByTestId('printed-size').textContent()).toBe(`at their own size, ${size.width} x ${size.height} mm`);
    // Poker cards go 3 x 3 on an A4 page, as `armory hounds print` lays them (src/lib/server/sheet.test.ts compares the two).
    expect(await page.locator('.page[data-page="1"] .sheet-item').count()).toBe(9);
    await page.close();
  });

  it("shows a HOTT troop type's odds against every type from the outcome tables, and factors alone while the game has an error", async () => {
    const { page, errors } = await open('hott/troop-types.yaml');
    const types = read('hott/troop-types.yaml')['types'] as { id: string }[];
    await openEntry(page, '/types', 0);
    const picture = page.locator('[data-pointer="/types/0"] [data-testid="preview"] svg');
    await expect.poll(() => picture.textContent(), SERVER_WAIT).toContain('green: enemy hurt');
    const odds = await picture.locator('title').allTextContents();
    expect(odds).toHaveLength(types.length);
    expect(odds.map((o) => o.split(':')[0])).toEqual(types.map((t) => t.id));
    for (const line of odds) expect(line).toMatch(/^[\w-]+: green \d+\/\d+, red \d+\/\d+$/);

    // A second type with the first one's id is an error: the previews go without content rather than break.
    await openEntry(page, '/types', 1);
    await page.locator('[data-pointer="/types/1/id"] input').fill(types[0]!.id, { timeout: 10000 });
    await openEntry(page, '/types', 0);
    await expect.poll(() => picture.textContent({ timeout: 5000 }), SERVER_WAIT).toContain('on factors alone');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("edits HOTT's combat factors through the form: a condition as a condition, a factor changed and saved", async () => {
    const rel = 'hott/combat.yaml';
    const factors = read(rel)['factors'] as { id: string; add: unknown; when: Record<string, unknown> }[];
    // The first factor whose condition is a single comparison with a number (found, not named).
    const index = factors.findIndex((f) => typeof f.when['path'] === 'string' && Object.keys(f.when).length === 2);
    const factor = factors[index]!;
    const operator = Object.keys(factor.when).find((k) => k !== 'path')!;
    const { page, errors } = await open(rel);
    await openEntry(page, '/factors', index);
    const when = page.locator(`[data-pointer="/factors/${index}/when"]`);
    // Its form is Comparison; the field is a select of the situation's fields; the operator is a labelled value.
    const form = when.locator(':scope > label.choice select');
    expect(await form.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent, undefined, { timeout: 5000 })).toBe(
      'Comparison',
    );
    const field = page.locator(`[data-pointer="/factors/${index}/when/path"] select`);
    expect(await field.inputValue({ timeout: 5000 })).toBe(factor.when['path']);
    const compared = page.locator(`[data-pointer="/factors/${index}/when/${operator}"]`);
    expect(await compared.locator('label').first().textContent({ timeout: 5000 })).toBe(operator);
    expect(await compared.locator('input').inputValue({ timeout: 5000 })).toBe(String(factor.when[operator]));

    // A factor with a plain number to add: change it and save.
    const plain = factors.findIndex((f) => typeof f.add === 'number');
    await openEntry(page, '/factors', plain);
    const add = page.locator(`[data-pointer="/factors/${plain}/add"] input`);
    const next = (factors[plain]!.add as number) + 1;
    await add.fill(String(next), { timeout: 10000 });
    await page.locator('button.save').click({ timeout: 10000 });
    await expect.poll(() => (read(rel)['factors'] as { add: unknown }[])[plain]!.add, SERVER_WAIT).toBe(next);
    expect(errors).toEqual([]);
    await page.close();
  });
});

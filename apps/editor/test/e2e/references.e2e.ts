/**
 * Ids a designer meets in Debian's chromium, over a temp copy of the content: a HOTT army's lines are headed by
 * their troop type's name (the id stays in the field that edits it), and a Shifting Hills attack table's rows show
 * their unit types' names beside the ids, and its new key offers the unit type ids it lacks and refuses one that is
 * none, in words, before anything changes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EDITOR_DIR, SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser, openEntry, openFile } from './session.js';

const session = editorAndBrowser();
const SHOTS = join(EDITOR_DIR, 'test-results');

const read = (rel: string) => parse(readFileSync(join(session.server.root, 'content', rel), 'utf8')) as Record<string, unknown>;

describe('ids in the document editor', () => {
  it("heads a HOTT army's lines with their troop types' names, the id kept where it is edited", async () => {
    const army = 'hott/armies/feudal-host.yaml';
    const lines = read(army)['elements'] as { type: string }[];
    const types = read('hott/troop-types.yaml')['types'] as { id: string; name: string }[];
    const nameOf = (id: string) => types.find((t) => t.id === id)!.name;
    const { page, errors } = await openFile(session, army);
    const heads = page.locator('[data-pointer="/elements"] > ol > li > .entry-head .entry-name');
    const shown = await heads.allInnerTexts();
    expect(shown).toHaveLength(lines.length);
    // `Knights`, or `Paladin, general`: the name in place of `type: knights`.
    lines.forEach((line, i) => expect(shown[i]!.split(', ')[0]).toBe(nameOf(line.type)));

    await openEntry(page, '/elements', 1);
    const field = page.locator('[data-pointer="/elements/1/type"]');
    expect(await field.locator('input').inputValue({ timeout: 5000 })).toBe(lines[1]!.type);
    expect(await field.getByTestId('ref-name').textContent()).toBe(nameOf(lines[1]!.type));
    await page.screenshot({ path: join(SHOTS, 'army-lines.png') });
    // Typing another id names that type beside it.
    await field.locator('input').fill(types[0]!.id);
    await expect.poll(() => field.getByTestId('ref-name').textContent(), SERVER_WAIT).toBe(types[0]!.name);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("offers an attack table's missing unit type ids as its new key, and refuses one that is none", async () => {
    const units = read('shifting-hills/units.yaml')['units'] as { id: string; name: string; attack: Record<string, number> }[];
    const { page, errors } = await openFile(session, 'shifting-hills/units.yaml');
    await openEntry(page, '/units', 0);
    const table = page.locator('[data-pointer="/units/0/attack"]');
    // Each row keeps its key, the unit type's id, and shows the unit type's name beside it.
    const rowNames = table.locator(':scope > .field [data-testid="label-name"]');
    await expect
      .poll(() => rowNames.allTextContents(), SERVER_WAIT)
      .toEqual(Object.keys(units[0]!.attack).map((id) => units.find((u) => u.id === id)!.name));
    const gone = Object.keys(units[0]!.attack)[0]!;
    await table.getByRole('button', { name: `Remove ${gone}` }).click({ timeout: 10000 });
    const key = table.locator('input[aria-label="new key"]');
    const offered = () => table.locator('datalist option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await expect.poll(offered, SERVER_WAIT).toEqual([gone]);
    expect(await key.getAttribute('placeholder')).toBe('new key: a unit id');

    const yaml = page.locator('[data-testid="yaml"]');
    const before = await yaml.textContent();
    await key.fill(`${gone}s`);
    await key.press('Enter');
    const refusal = page.getByTestId('key-refusal');
    expect(await refusal.textContent({ timeout: 5000 })).toBe(`'${gone}s' is not a unit id (did you mean '${gone}'?); it takes ${gone}`);
    expect(await key.getAttribute('aria-invalid')).toBe('true');
    await table.screenshot({ path: join(SHOTS, 'map-key-refused.png') });
    expect(await yaml.textContent()).toBe(before);

    await key.fill(gone);
    expect(await refusal.count()).toBe(0);
    await table.getByRole('button', { name: '+ add' }).click();
    await expect.poll(() => table.locator(`[data-pointer="/units/0/attack/${gone}"]`).count(), SERVER_WAIT).toBe(1);
    expect(await offered()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

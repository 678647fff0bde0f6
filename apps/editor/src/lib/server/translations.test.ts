import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { importLocalePo, localePo, localeSummaries, localeView, saveRows, TranslationRefused } from './translations.js';
import { tempFolder } from './temp-folder.testing.js';

const repo = resolve(import.meta.dirname, '../../../../..');
let root: string;
const pl = () => join(root, 'content/tiny-war/i18n/pl.yaml');
const read = (p: string) => readFileSync(p, 'utf8');

/** A temp workspace with the pipeline's tiny-war translation fixture and the real locale schema. */
beforeEach(() => {
  root = tempFolder('editor-i18n-');
  cpSync(join(repo, 'libs/content-pipeline/src/i18n/test-fixtures'), root, { recursive: true });
  mkdirSync(join(root, 'schemas/common'), { recursive: true });
  cpSync(join(repo, 'schemas/common/locale.schema.json'), join(root, 'schemas/common/locale.schema.json'));
});

async function refusal(promise: Promise<unknown>): Promise<TranslationRefused> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TranslationRefused);
    return error as TranslationRefused;
  }
  throw new Error('expected a refusal');
}

describe('translate page, server side', () => {
  it('shows every text with its state and context, and sums up each locale', async () => {
    const view = await localeView(root, 'tiny-war', 'pl');
    expect(view.counts).toEqual({ total: 5, done: 2, missing: 2, stale: 1, orphaned: 0 });
    expect(view.rows.find((r) => r.key === 'wolves.net.name')).toEqual({
      key: 'wolves.net.name',
      state: 'stale',
      english: 'Net Fighter',
      text: 'Sieciarz',
      context: "army 'wolves' > tiles 'net' > name",
    });
    expect(await localeSummaries(root, 'tiny-war')).toEqual([{ locale: 'pl', counts: view.counts }]);
  });

  it('saves edited and reviewed rows into the locale file, changing only those lines', async () => {
    const before = read(pl());
    const { hash } = await localeView(root, 'tiny-war', 'pl');
    const saved = await saveRows(root, 'tiny-war', 'pl', hash, [
      { key: 'wolves.net.name', english: 'Net Fighter', text: 'Sieciarz' },
      { key: 'wolves.hq.name', english: 'HQ', text: 'Sztab' },
    ]);
    expect(read(pl())).toBe(before.replace('"231d264d"', '"90438ca2"') + '  wolves.hq.name:\n    text: Sztab\n    source: "a688d83a"\n');
    expect((await localeView(root, 'tiny-war', 'pl')).counts).toMatchObject({ done: 4, stale: 0 });
    expect(saved.hash).not.toBe(hash);
  });

  it('renews the English noted beside a hash it changes, and notes it for a new entry where the last one is noted', async () => {
    writeFileSync(pl(), read(pl()).replace('source: "231d264d"', 'source: "231d264d"   # Netter'));
    const before = read(pl());
    const { hash } = await localeView(root, 'tiny-war', 'pl');
    await saveRows(root, 'tiny-war', 'pl', hash, [
      { key: 'wolves.net.name', english: 'Net Fighter', text: 'Sieciarz' },
      { key: 'wolves.hq.name', english: 'HQ', text: 'Sztab' },
    ]);
    expect(read(pl())).toBe(
      before.replace('"231d264d"   # Netter', '"90438ca2"   # Net Fighter') +
        '  wolves.hq.name:\n    text: Sztab\n    source: "a688d83a"   # HQ\n',
    );
  });

  it('refuses a save from a stale page, for changed English, and for a file changed on disk, writing nothing', async () => {
    const { hash } = await localeView(root, 'tiny-war', 'pl');
    const before = read(pl());
    expect((await refusal(saveRows(root, 'tiny-war', 'pl', hash, [{ key: 'wolves.net.name', english: 'Netter', text: 'X' }]))).status).toBe(
      409,
    );
    expect((await refusal(saveRows(root, 'tiny-war', 'pl', hash, [{ key: 'wolves.bear.name', english: 'Bear', text: 'X' }]))).status).toBe(
      422,
    );
    writeFileSync(pl(), `${before}# a comment someone added\n`);
    expect(
      (await refusal(saveRows(root, 'tiny-war', 'pl', hash, [{ key: 'wolves.hq.name', english: 'HQ', text: 'Sztab' }]))).message,
    ).toMatch(/changed on disk/);
    expect(read(pl())).toBe(`${before}# a comment someone added\n`);
    expect((await refusal(localeView(root, 'tiny-war', '../x'))).status).toBe(400);
    expect((await refusal(localeView(root, 'no-war', 'pl'))).status).toBe(404);
  });

  it("puts a second tab's rows onto the file another tab saved meanwhile, refusing only a row translated there too", async () => {
    const { hash, rows } = await localeView(root, 'tiny-war', 'pl');
    const was = (key: string) => rows.find((r) => r.key === key)!.text;
    // The first tab saves one row; the second, loaded at the same version, saves another.
    await saveRows(root, 'tiny-war', 'pl', hash, [{ key: 'wolves.hq.name', english: 'HQ', text: 'Sztab', was: was('wolves.hq.name') }]);
    const first = read(pl());
    await saveRows(root, 'tiny-war', 'pl', hash, [
      { key: 'wolves.net.name', english: 'Net Fighter', text: 'Sieciarz', was: was('wolves.net.name') },
    ]);
    const view = await localeView(root, 'tiny-war', 'pl');
    expect(view.rows.filter((r) => ['wolves.hq.name', 'wolves.net.name'].includes(r.key)).map((r) => [r.key, r.text, r.state])).toEqual([
      ['wolves.hq.name', 'Sztab', 'done'],
      ['wolves.net.name', 'Sieciarz', 'done'],
    ]);
    expect(read(pl())).toBe(first.replace('"231d264d"', '"90438ca2"'));

    // A row the other tab translated differently is this tab's to decide: refused, naming it, and nothing written.
    const both = read(pl());
    const clash = await refusal(
      saveRows(root, 'tiny-war', 'pl', hash, [
        { key: 'wolves.hq.name', english: 'HQ', text: 'Kwatera', was: was('wolves.hq.name') },
        { key: 'wolves.net.name', english: 'Net Fighter', text: 'Sieciarz', was: was('wolves.net.name') },
      ]),
    );
    expect(clash.status).toBe(409);
    expect(clash.message).toBe(
      `the locale file changed on disk since the page loaded, and this row was translated there too: 'wolves.hq.name' (now "Sztab"); nothing was overwritten`,
    );
    expect(read(pl())).toBe(both);
  });

  it('will not read or write a locale file that is a symlink leading out of content/', async () => {
    writeFileSync(join(root, 'secret.yaml'), 'locale: de\nentries: {}\n');
    symlinkSync(join(root, 'secret.yaml'), join(root, 'content/tiny-war/i18n/de.yaml'));
    expect((await refusal(localeView(root, 'tiny-war', 'de'))).status).toBe(403);
    expect((await refusal(saveRows(root, 'tiny-war', 'de', null, [{ key: 'wolves.hq.name', english: 'HQ', text: 'HQ' }]))).status).toBe(
      403,
    );
    expect(read(join(root, 'secret.yaml'))).toBe('locale: de\nentries: {}\n');
  });

  it('will not create a locale file in an i18n folder that is a symlink leading out of content/', async () => {
    const outside = join(root, 'elsewhere');
    mkdirSync(outside);
    cpSync(join(root, 'content/tiny-war/i18n'), outside, { recursive: true });
    rmSync(join(root, 'content/tiny-war/i18n'), { recursive: true });
    symlinkSync(outside, join(root, 'content/tiny-war/i18n'));
    expect(
      (await refusal(saveRows(root, 'tiny-war', 'de', null, [{ key: 'wolves.wolf.name', english: 'Wolf', text: 'Wolf' }]))).status,
    ).toBe(403);
    expect(readdirSync(outside)).toEqual(['pl.yaml']);
  });

  it('saves and imports into a locale file that starts with a BOM, keeping the BOM', async () => {
    writeFileSync(pl(), `\uFEFF${read(pl())}`);
    const { hash } = await localeView(root, 'tiny-war', 'pl');
    const saved = await saveRows(root, 'tiny-war', 'pl', hash, [{ key: 'wolves.hq.name', english: 'HQ', text: 'Sztab' }]);
    expect(read(pl()).startsWith('\uFEFF# yaml-language-server')).toBe(true);
    expect(read(pl())).toContain('  wolves.hq.name:\n    text: Sztab\n');
    const po = await localePo(root, 'tiny-war', 'pl');
    const imported = await importLocalePo(
      root,
      'tiny-war',
      'pl',
      saved.hash,
      po.replace('msgid "Wolf"\nmsgstr "Wilk"', 'msgid "Wolf"\nmsgstr "Wilczek"'),
      'pl.po',
    );
    expect(imported.applied.map((a) => a.key)).toEqual(['wolves.wolf.name']);
    expect(imported.hash).toBe((await localeView(root, 'tiny-war', 'pl')).hash);
  });

  it('creates a new locale on its first save, and only once', async () => {
    const view = await localeView(root, 'tiny-war', 'de');
    expect(view).toMatchObject({ hash: null, counts: { total: 5, missing: 5 } });
    await saveRows(root, 'tiny-war', 'de', null, [{ key: 'wolves.wolf.name', english: 'Wolf', text: 'Wolf' }]);
    expect(read(join(root, 'content/tiny-war/i18n/de.yaml'))).toMatch(
      /^# yaml-language-server: .*\nlocale: de\nentries:\n  wolves.wolf.name:\n    text: Wolf\n/,
    );
    expect((await refusal(saveRows(root, 'tiny-war', 'de', null, [{ key: 'wolves.hq.name', english: 'HQ', text: 'HQ' }]))).status).toBe(
      409,
    );
  });

  it('exports and imports PO files like the CLI, refusing a malformed one', async () => {
    const po = await localePo(root, 'tiny-war', 'pl');
    expect(po).toContain('"X-Armory-Game: tiny-war\\n"');
    const { hash } = await localeView(root, 'tiny-war', 'pl');
    const bad = await refusal(importLocalePo(root, 'tiny-war', 'pl', hash, po.replace('msgstr "Wilk"', 'msgstr "Wilk'), 'pl.po'));
    expect(bad.message).toMatch(/^pl\.po:\d+:13: the string is not closed/);
    const result = await importLocalePo(
      root,
      'tiny-war',
      'pl',
      hash,
      po.replace('msgid "HQ"\nmsgstr ""', 'msgid "HQ"\nmsgstr "Sztab"'),
      'pl.po',
    );
    expect(result.applied.map((a) => a.key)).toEqual(['wolves.hq.name']);
    expect(result.skipped.map((s) => s.reason)).toEqual(['untranslated', 'fuzzy']);
    expect(read(pl())).toContain('  wolves.hq.name:\n    text: Sztab\n');
    expect(existsSync(join(root, 'content/tiny-war/i18n/de.yaml'))).toBe(false);
  });
});

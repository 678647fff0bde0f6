import { describe, expect, it } from 'vitest';
import { sourceHash } from '../source-hash.js';
import type { TranslatableString } from '../types.js';
import { newLocaleText } from './locale-file.js';
import { poEntry, type PoCatalog } from './po-file.js';
import { importPo, PoRefusedError } from './po-import.js';

const strings: TranslatableString[] = [
  { key: 'hh.wolf.name', text: 'Wolf', file: 'content/g/hh.yaml', pointer: '/tiles/0/name', line: 5 },
  { key: 'hh.hq.name', text: 'HQ', file: 'content/g/hh.yaml', pointer: '/tiles/1/name', line: 9 },
];
const localeText = `${newLocaleText('pl')}  hh.wolf.name:\n    text: Wilk\n    source: ${sourceHash('Wolf')}\n`;

function catalog(headers: [string, string][], ...entries: Parameters<typeof poEntry>[0][]): PoCatalog {
  return { headers, entries: entries.map((e, i) => poEntry({ line: 10 + i, ...e })), headerLine: 1 };
}

const run = (po: PoCatalog, options: { locale?: string; text?: string | null } = {}) =>
  importPo({
    game: 'g',
    strings,
    po,
    poFile: 'pl.po',
    locale: options.locale,
    localeText: () => (options.text === undefined ? localeText : options.text),
  });

describe('importPo', () => {
  it('applies a translation only for a current key whose msgid is the current English', () => {
    const result = run(
      catalog(
        [
          ['Language', 'pl'],
          ['X-Armory-Game', 'g'],
        ],
        { msgctxt: 'hh.hq.name', msgid: 'HQ', msgstr: ['Sztab'] },
        { msgctxt: 'hh.wolf.name', msgid: 'Wolf', msgstr: ['Wilk'] },
        { msgctxt: 'hh.gone.name', msgid: 'Gone', msgstr: ['Nie ma'] },
        { msgid: 'no context', msgstr: ['x'] },
        { msgctxt: 'hh.wolf.name', msgid: 'Old wolf', msgstr: ['Stary wilk'] },
      ),
    );
    expect(result.applied).toEqual([{ key: 'hh.hq.name', text: 'Sztab', line: 10 }]);
    expect(result.unchanged).toBe(1);
    expect(result.skipped.map((s) => [s.line, s.reason])).toEqual([
      [12, 'unknown-key'],
      [13, 'no-key'],
      [14, 'outdated'],
    ]);
    expect(result.text).toBe(`${localeText}  hh.hq.name:\n    text: Sztab\n    source: ${sourceHash('HQ')}\n`);
  });

  it('notes the English beside a new entry when the locale file notes it beside the others', () => {
    const noted = localeText.replace(`source: ${sourceHash('Wolf')}`, `source: ${sourceHash('Wolf')} # Wolf`);
    const result = run(catalog([['Language', 'pl']], { msgctxt: 'hh.hq.name', msgid: 'HQ', msgstr: ['Sztab'] }), { text: noted });
    expect(result.text).toBe(`${noted}  hh.hq.name:\n    text: Sztab\n    source: ${sourceHash('HQ')} # HQ\n`);
  });

  it('keeps fuzzy, empty and plural entries out, and writes nothing when nothing changes', () => {
    const result = run(
      catalog(
        [['Language', 'pl']],
        { msgctxt: 'hh.hq.name', msgid: 'HQ', msgstr: ['Sztab'], flags: ['fuzzy'] },
        { msgctxt: 'hh.wolf.name', msgid: 'Wolf', msgstr: [''] },
        { msgctxt: 'hh.x', msgid: 'a wolf', msgidPlural: 'wolves', msgstr: ['wilk', 'wilki', 'wilków'] },
      ),
    );
    expect(result.skipped.map((s) => s.reason)).toEqual(['fuzzy', 'untranslated', 'plural']);
    expect(result.text).toBeNull();
    expect(result.note).toMatch(/the PO names no game/);
  });

  it('creates the locale file when there is none', () => {
    const result = run(catalog([['Language', 'de_DE']], { msgctxt: 'hh.hq.name', msgid: 'HQ', msgstr: ['HQ'] }), { text: null });
    expect(result).toMatchObject({ locale: 'de-DE', created: true });
    expect(result.text).toBe(`${newLocaleText('de-DE')}  hh.hq.name:\n    text: HQ\n    source: ${sourceHash('HQ')}\n`);
  });

  it('refuses a PO for another game, another locale, or no locale at all', () => {
    expect(() =>
      run(
        catalog([
          ['Language', 'pl'],
          ['X-Armory-Game', 'other'],
        ]),
      ),
    ).toThrow(PoRefusedError);
    expect(() => run(catalog([['Language', 'pl']]), { locale: 'de' })).toThrow("pl.po:1: the PO is for language 'pl', not 'de'");
    expect(() => run(catalog([]))).toThrow(/no Language header; say which locale it is with --locale/);
    expect(() => run(catalog([['Language', 'Polish']]))).toThrow(/'polish' is not a locale code/);
    expect(run(catalog([]), { locale: 'pl' }).locale).toBe('pl');
  });

  it('will not start pl-PL quietly when the PO says pl_PL and the game has pl', () => {
    const po = catalog([['Language', 'pl_PL']], { msgctxt: 'hh.hq.name', msgid: 'HQ', msgstr: ['Sztab'] });
    const files = (locale: string) => (locale === 'pl' ? locale : null);
    const input = { game: 'g', strings, po, poFile: 'pl.po' };
    expect(() => importPo({ ...input, localeText: (l) => (files(l) ? localeText : null) })).toThrow(
      /say --locale pl to import into it, or --locale pl-PL to start pl-PL/,
    );
    expect(importPo({ ...input, locale: 'pl', localeText: (l) => (files(l) ? localeText : null) }).applied).toHaveLength(1);
    expect(importPo({ ...input, locale: 'pl-PL', localeText: () => null }).created).toBe(true);
  });
});

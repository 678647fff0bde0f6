import { describe, expect, it } from 'vitest';
import { sourceHash } from '../source-hash.js';
import type { TranslatableString } from '../types.js';
import { headerValue } from './po-file.js';
import { exportCatalog, exportPo } from './po-export.js';
import { parsePo } from './po-parse.js';

const strings: TranslatableString[] = [
  { key: 'hh.wolf.name', text: 'Wolf', file: 'content/g/hh.yaml', pointer: '/tiles/0/name', line: 5 },
  { key: 'hh.net.name', text: 'Net Fighter', file: 'content/g/hh.yaml', pointer: '/tiles/1/name', line: 9 },
  { key: 'hh.hq.name', text: 'HQ', file: 'content/g/hh.yaml', pointer: '/tiles/2/name', line: 13 },
];
const entries = new Map([
  ['hh.wolf.name', { text: 'Wilk', source: sourceHash('Wolf') }],
  ['hh.net.name', { text: 'Sieciarz', source: sourceHash('Netter') }],
  ['hh.gone.name', { text: 'Nie ma', source: sourceHash('Gone') }],
]);

describe('exportCatalog', () => {
  it('has one entry per English string in content order; stale ones fuzzy, missing ones empty, orphans left out', () => {
    const { entries: po } = exportCatalog({ game: 'g', locale: 'pl', strings, entries });
    expect(po.map((e) => [e.msgctxt, e.msgid, e.msgstr[0], e.flags])).toEqual([
      ['hh.wolf.name', 'Wolf', 'Wilk', []],
      ['hh.net.name', 'Net Fighter', 'Sieciarz', ['fuzzy']],
      ['hh.hq.name', 'HQ', '', []],
    ]);
    expect(po[0]!.references).toEqual(['content/g/hh.yaml:5']);
  });

  it('writes headers naming the language, its plural forms and the game, and reads back', () => {
    const text = exportPo({
      game: 'g',
      locale: 'pl',
      strings,
      entries,
      contexts: new Map([['hh.hq.name', "army 'hh' > tiles 'hq' > name"]]),
    });
    const catalog = parsePo(text, 'pl.po');
    expect(headerValue(catalog, 'Language')).toBe('pl');
    expect(headerValue(catalog, 'X-Armory-Game')).toBe('g');
    expect(headerValue(catalog, 'Plural-Forms')).toMatch(/^nplurals=3; /);
    expect(catalog.entries[2]!.extractedComments).toEqual(["army 'hh' > tiles 'hq' > name"]);
    expect(headerValue(parsePo(exportPo({ game: 'g', locale: 'xx', strings, entries: new Map() }), 'x.po'), 'Plural-Forms')).toBe(
      'nplurals=2; plural=(n != 1);',
    );
  });
});

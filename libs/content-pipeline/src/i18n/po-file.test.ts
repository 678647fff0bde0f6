import fc from 'fast-check';
import { po as gettextPo } from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { formatPo, poEntry, quotePo } from './po-file.js';
import { parsePo } from './po-parse.js';

// Without U+FFFD, which parsePo refuses as the mark of bytes that were not UTF-8.
const text = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((t) => !t.includes('\uFFFD'));

describe('formatPo', () => {
  it('writes the header, comments in gettext order, flags and a context per entry', () => {
    const po = formatPo(
      {
        headers: [
          ['Language', 'pl'],
          ['X-Armory-Game', 'neuroshima-hex'],
        ],
        entries: [
          poEntry({
            msgctxt: 'hell-hounds.wolf.name',
            msgid: 'Wolf',
            msgstr: ['Wilk'],
            extractedComments: ["army 'hell-hounds' > tile 'wolf'"],
            references: ['content/a.yaml:3'],
            flags: ['fuzzy'],
          }),
        ],
      },
      ['Neuroshima Hex: Polish'],
    );
    expect(po).toBe(
      '# Neuroshima Hex: Polish\nmsgid ""\nmsgstr ""\n"Language: pl\\n"\n"X-Armory-Game: neuroshima-hex\\n"\n\n' +
        '#. army \'hell-hounds\' > tile \'wolf\'\n#: content/a.yaml:3\n#, fuzzy\nmsgctxt "hell-hounds.wolf.name"\nmsgid "Wolf"\nmsgstr "Wilk"\n',
    );
  });

  it('splits text with line breaks into one quoted line per line', () => {
    const po = formatPo({ headers: [['Language', 'pl']], entries: [poEntry({ msgctxt: 'k', msgid: 'one\ntwo', msgstr: ['a "b"\\'] })] });
    expect(po).toContain('msgid ""\n"one\\n"\n"two"\nmsgstr "a \\"b\\"\\\\"\n');
    expect(quotePo('tab\there')).toBe('"tab\\there"');
  });

  it('is read back the same by gettext-parser, for any text', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text, text), { maxLength: 5 }), (rows) => {
        const entries = rows.map(([key, en, pl], i) => poEntry({ msgctxt: `${i}.${key}`, msgid: en, msgstr: [pl] }));
        const parsed = gettextPo.parse(formatPo({ headers: [['Language', 'pl']], entries }));
        expect(parsed.headers['Language']).toBe('pl');
        for (const e of entries) expect(parsed.translations[e.msgctxt!]?.[e.msgid]?.msgstr).toEqual(e.msgstr);
      }),
    );
  });

  it('and parsePo reads back what gettext-parser writes, for any text', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text, text, fc.boolean()), { maxLength: 5 }), (rows) => {
        const translations: Record<
          string,
          Record<string, { msgctxt: string; msgid: string; msgstr: string[]; comments?: { flag: string } }>
        > = {
          '': { '': { msgctxt: '', msgid: '', msgstr: ['Language: de\n'] } },
        };
        rows.forEach(([key, en, de, fuzzy], i) => {
          const msgctxt = `${i}.${key}`;
          translations[msgctxt] = { [en]: { msgctxt, msgid: en, msgstr: [de], ...(fuzzy ? { comments: { flag: 'fuzzy' } } : {}) } };
        });
        const compiled = gettextPo.compile({ charset: 'utf-8', headers: { Language: 'de' }, translations }).toString('utf8');
        const catalog = parsePo(compiled, 'x.po');
        expect(catalog.headers).toContainEqual(['Language', 'de']);
        expect(catalog.entries.map((e) => [e.msgctxt, e.msgid, e.msgstr, e.flags.includes('fuzzy')])).toEqual(
          rows.map(([key, en, de, fuzzy], i) => [`${i}.${key}`, en, [de], fuzzy]),
        );
      }),
    );
  });
});

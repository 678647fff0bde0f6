import fc from 'fast-check';
import { po as gettextPo } from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sourceHash } from '../source-hash.js';
import type { TranslatableString } from '../types.js';
import { localeData, newLocaleText, applyTranslations } from './locale-file.js';
import { exportPo } from './po-export.js';
import { importPo } from './po-import.js';
import { parsePo } from './po-parse.js';

// U+FFFD is left out: the pipeline refuses it in content as a sign of bytes that were not UTF-8, and so does parsePo.
const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 25 }).filter((t) => !t.includes('\uFFFD'));

describe('export, edit in a PO tool, import', () => {
  it('brings back exactly the translations the translator wrote, whatever the characters', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), text, fc.option(text), fc.option(text)), {
          selector: (r) => r[0],
          maxLength: 6,
        }),
        (rows) => {
          const strings: TranslatableString[] = rows.map(([id, english], i) => ({
            key: `g.${id}.name`,
            text: english,
            file: 'content/g/a.yaml',
            pointer: `/tiles/${i}/name`,
            line: i + 1,
          }));
          // The locale starts with some keys translated; the translator then sets others.
          const start = rows.flatMap(([id, english, before]) =>
            before === null ? [] : [{ key: `g.${id}.name`, text: before, source: sourceHash(english) }],
          );
          const localeText = applyTranslations(newLocaleText('pl'), start);
          const exported = exportPo({ game: 'g', locale: 'pl', strings, entries: localeData(parse(localeText)).entries });
          const table = gettextPo.parse(exported);
          for (const [id, english, , after] of rows) if (after !== null) table.translations[`g.${id}.name`]![english]!.msgstr = [after];
          const edited = gettextPo.compile(table).toString('utf8');
          const result = importPo({ game: 'g', strings, po: parsePo(edited, 'pl.po'), poFile: 'pl.po', localeText: () => localeText });
          const final = result.text === null ? localeText : result.text;
          const expected = new Map(start.map((u) => [u.key, { text: u.text, source: u.source }]));
          for (const [id, english, , after] of rows)
            if (after !== null) expected.set(`g.${id}.name`, { text: after, source: sourceHash(english) });
          expect(localeData(parse(final)).entries).toEqual(expected);
          expect(result.skipped.filter((s) => s.reason !== 'untranslated')).toEqual([]);
          // Keys the translator did not touch keep their lines byte for byte.
          const lines = localeText.split('\n');
          for (const [id, , before, after] of rows) {
            if (before === null || after !== null) continue;
            const at = lines.indexOf(`  g.${id}.name:`);
            expect(final).toContain(lines.slice(at, at + 3).join('\n'));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { headerValue } from './po-file.js';
import { parsePo, PoSyntaxError } from './po-parse.js';

const header = 'msgid ""\nmsgstr ""\n"Language: pl\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n';

function failure(text: string): string {
  try {
    parsePo(text, 'pl.po');
  } catch (error) {
    expect(error).toBeInstanceOf(PoSyntaxError);
    return (error as Error).message;
  }
  throw new Error('expected a PoSyntaxError');
}

describe('parsePo', () => {
  it('reads header, comments, flags, contexts, continuation lines and obsolete entries with their lines', () => {
    const catalog = parsePo(
      `${header}# note\n#. tile 'wolf'\n#: content/a.yaml:3\n#, fuzzy, c-format\nmsgctxt "a.wolf.name"\nmsgid ""\n"Wo"\n"lf"\nmsgstr "Wilk \\"W\\"\\n"\n\n#~ msgctxt "gone.name"\n#~ msgid "Gone"\n#~ msgstr "Nie ma"\n`,
      'pl.po',
    );
    expect(headerValue(catalog, 'language')).toBe('pl');
    expect(catalog.entries).toHaveLength(2);
    const [wolf, gone] = catalog.entries;
    expect(wolf).toMatchObject({ msgctxt: 'a.wolf.name', msgid: 'Wolf', msgstr: ['Wilk "W"\n'], flags: ['fuzzy', 'c-format'], line: 10 });
    expect(wolf).toMatchObject({ translatorComments: ['note'], extractedComments: ["tile 'wolf'"], references: ['content/a.yaml:3'] });
    expect(gone).toMatchObject({ msgctxt: 'gone.name', obsolete: true, msgstr: ['Nie ma'] });
  });

  it('takes entries not separated by blank lines, and CRLF line ends', () => {
    const catalog = parsePo(`${header}msgctxt "a"\nmsgid "A"\nmsgstr "1"\nmsgctxt "b"\r\nmsgid "B"\r\nmsgstr "2"\r\n`, 'pl.po');
    expect(catalog.entries.map((e) => [e.msgctxt, e.msgstr[0]])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('refuses malformed files with the line and column', () => {
    expect(failure(`${header}msgctxt "a"\nmsgid "A\nmsgstr "x"\n`)).toBe(
      'pl.po:7:9: the string is not closed: a PO string ends with " on the same line',
    );
    expect(failure(`${header}msgctxt "a"\nmsgid "A"\nmsgstr "x" extra\n`)).toBe('pl.po:8:12: unexpected text after the closing quote');
    expect(failure(`${header}msgid "A"\nmsgtsr "x"\n`)).toBe(
      'pl.po:7:1: expected msgctxt, msgid, msgstr, a quoted string or a comment (#)',
    );
    expect(failure(`${header}msgid "A"\n\nmsgid "B"\nmsgstr ""\n`)).toBe('pl.po:6:1: the entry for "A" has no msgstr');
    expect(failure(`${header}msgstr "x"\n`)).toBe('pl.po:6:1: msgstr without a msgid before it');
    expect(failure(`${header}msgid "A"\nmsgid "B"\nmsgstr ""\n`)).toBe('pl.po:7:1: a second msgid before the msgstr of the first');
    expect(failure(`${header}msgctxt "a"\nmsgid "A"\nmsgstr "1"\n\nmsgctxt "a"\nmsgid "A"\nmsgstr "2"\n`)).toBe(
      'pl.po:10:1: this entry repeats the one on line 6 (same msgctxt and msgid)',
    );
    expect(failure(`${header}msgid "A"\nmsgstr "\\q"\n`)).toBe('pl.po:7:9: unknown escape \\q in a string (write \\\\ for a backslash)');
    expect(failure(`${header}"stray"\n`)).toBe('pl.po:6:1: a continuation string must follow msgctxt, msgid or msgstr');
    expect(failure(`${header}msgid "A"\nmsgstr[0] "x"\n`)).toBe('pl.po:7:1: msgstr[n] belongs to a plural entry (with msgid_plural)');
  });

  it('refuses text that was not UTF-8', () => {
    expect(failure(`${header}msgid "A"\nmsgstr "Ma\uFFFDy"\n`)).toBe('pl.po:7:11: this line is not UTF-8 text; save the file as UTF-8');
  });

  it('refuses a header that is not Name: value, and a charset other than UTF-8', () => {
    expect(failure('msgid ""\nmsgstr "Language pl\\n"\n')).toBe('pl.po:1:1: header field 1 is not "Name: value": \'Language pl\'');
    expect(failure('msgid ""\nmsgstr "Content-Type: text/plain; charset=ISO-8859-2\\n"\n')).toMatch(
      /^pl.po:1:1: the file says charset=ISO-8859-2; save it as UTF-8/,
    );
  });

  it('reads a header folded over several lines, as msgcat writes long fields', () => {
    const folded =
      'msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 "\n"|| n%100>=20) ? 1 : 2);\\n"\n"Last-Translator: \\n"\n';
    const catalog = parsePo(folded, 'pl.po');
    expect(headerValue(catalog, 'Plural-Forms')).toBe(
      'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
    );
    expect(headerValue(catalog, 'Last-Translator')).toBe('');
  });

  it('reads plural entries for the caller to judge', () => {
    const catalog = parsePo(
      `${header}msgid "a wolf"\nmsgid_plural "wolves"\nmsgstr[0] "wilk"\nmsgstr[1] "wilki"\nmsgstr[2] "wilków"\n`,
      'pl.po',
    );
    expect(catalog.entries[0]).toMatchObject({ msgidPlural: 'wolves', msgstr: ['wilk', 'wilki', 'wilków'] });
  });
});

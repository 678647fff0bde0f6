import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyTranslations, isLocaleCode, localeData, newLocaleText, yamlScalar } from './locale-file.js';

const handWritten = `# yaml-language-server: $schema=../../../schemas/common/locale.schema.json
locale: pl   # Polish, from the Hell Hounds sheet

# Hell Hounds
entries:
  hell-hounds.wolf.name:
    text: Wilk        # the tile name
    source: 1a2b3c4d
  hell-hounds.hq.name: { text: "Sztab", source: 'abcdef12' }


  hell-hounds.mutant.name:
      text:   Mutant
      source: "12345678"
# the end
`;

describe('applyTranslations', () => {
  it('changes only the edited values, keeping spacing, quoting and comments byte for byte', () => {
    const out = applyTranslations(handWritten, [{ key: 'hell-hounds.wolf.name', text: 'Wilczur', source: '99aa88bb' }]);
    expect(out).toBe(handWritten.replace('text: Wilk ', 'text: Wilczur ').replace('1a2b3c4d', '99aa88bb'));
    expect(out.split('\n').filter((l, i) => l !== handWritten.split('\n')[i])).toEqual([
      '    text: Wilczur        # the tile name',
      '    source: 99aa88bb',
    ]);
  });

  it('edits inside a flow map and quotes what plain YAML would misread', () => {
    const out = applyTranslations(handWritten, [{ key: 'hell-hounds.hq.name', text: 'Sztab, główny', source: '00000001' }]);
    expect(out).toContain(`hell-hounds.hq.name: { text: "Sztab, główny", source: '00000001' }`);
    expect(localeData(parse(out)).entries.get('hell-hounds.hq.name')).toEqual({ text: 'Sztab, główny', source: '00000001' });
  });

  it('appends new keys after the last entry with the same indentation', () => {
    const out = applyTranslations(handWritten, [{ key: 'hell-hounds.net.name', text: 'Sieć', source: 'aabbccdd' }]);
    expect(out).toBe(
      handWritten.replace(
        '      source: "12345678"\n',
        '      source: "12345678"\n  hell-hounds.net.name:\n      text: Sieć\n      source: "aabbccdd"\n',
      ),
    );
  });

  describe('the English noted after the hash', () => {
    const noted = `locale: pl
entries:
  hell-hounds.tamer.name:
    text: Hodowca
    source: "632607a4" # Tamer
  hell-hounds.hq.name:
    text: Sztab
    source: "a688d83a"
`;

    it('renews the note when the hash changes, and adds none where the entry had none', () => {
      const out = applyTranslations(noted, [
        { key: 'hell-hounds.tamer.name', text: 'Hodowca', source: '11111111', english: 'Tamer Prime' },
        { key: 'hell-hounds.hq.name', text: 'Kwatera', source: '22222222', english: 'Headquarters' },
      ]);
      expect(out).toBe(
        noted
          .replace('source: "632607a4" # Tamer', 'source: "11111111" # Tamer Prime')
          .replace('text: Sztab\n    source: "a688d83a"', 'text: Kwatera\n    source: "22222222"'),
      );
    });

    it('keeps the note when only the translation changes', () => {
      const out = applyTranslations(noted, [{ key: 'hell-hounds.tamer.name', text: 'Treser', source: '632607a4', english: 'Tamer' }]);
      expect(out).toBe(noted.replace('text: Hodowca', 'text: Treser'));
    });

    it('notes the English of a new entry, first line only, when the last entry is noted', () => {
      const lastNoted = noted.replace('source: "a688d83a"', 'source: "a688d83a" # HQ');
      const out = applyTranslations(lastNoted, [
        { key: 'hell-hounds.net.name', text: 'Sieć', source: 'aabbccdd', english: 'Net\nsecond line' },
      ]);
      expect(out).toBe(`${lastNoted}  hell-hounds.net.name:\n    text: Sieć\n    source: "aabbccdd" # Net\n`);
      expect(applyTranslations(noted, [{ key: 'hell-hounds.net.name', text: 'Sieć', source: 'aabbccdd', english: 'Net' }])).toBe(
        `${noted}  hell-hounds.net.name:\n    text: Sieć\n    source: "aabbccdd"\n`,
      );
    });

    it('keeps CRLF line ends when it renews a note', () => {
      const crlf = noted.replace(/\n/g, '\r\n');
      const out = applyTranslations(crlf, [{ key: 'hell-hounds.tamer.name', text: 'Hodowca', source: '11111111', english: 'Tamer Prime' }]);
      expect(out).toBe(crlf.replace('source: "632607a4" # Tamer', 'source: "11111111" # Tamer Prime'));
    });
  });

  it('keeps CRLF line ends in a file written on Windows', () => {
    const crlf = handWritten.replace(/\n/g, '\r\n');
    const out = applyTranslations(crlf, [{ key: 'hell-hounds.net.name', text: 'Sieć', source: 'aabbccdd' }]);
    expect(out).toBe(
      crlf.replace(
        '      source: "12345678"\r\n',
        '      source: "12345678"\r\n  hell-hounds.net.name:\r\n      text: Sieć\r\n      source: "aabbccdd"\r\n',
      ),
    );
  });

  it('fills a fresh locale file', () => {
    const out = applyTranslations(newLocaleText('de'), [
      { key: 'a.x.name', text: 'Wolf', source: 'ea858afb' },
      { key: 'a.y.name', text: 'true', source: '1e345678' },
    ]);
    expect(out).toBe(
      '# yaml-language-server: $schema=../../../schemas/common/locale.schema.json\nlocale: de\nentries:\n' +
        '  a.x.name:\n    text: Wolf\n    source: ea858afb\n  a.y.name:\n    text: "true"\n    source: "1e345678"\n',
    );
  });

  it('falls back to editing the Document when entries is a flow map', () => {
    const text = '# modeline\nlocale: pl # kept\nentries: { a.name: { text: A, source: x } }\n';
    const out = applyTranslations(text, [{ key: 'b.name', text: 'B', source: 'y' }]);
    expect(out).toContain('# kept');
    expect(localeData(parse(out)).entries).toEqual(
      new Map([
        ['a.name', { text: 'A', source: 'x' }],
        ['b.name', { text: 'B', source: 'y' }],
      ]),
    );
  });

  it('refuses a locale file that is not YAML', () => {
    expect(() => applyTranslations('entries: [\n', [])).toThrow(/not valid YAML/);
  });
});

describe('yamlScalar', () => {
  it('writes any text so that YAML reads the same text back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (value) => {
        expect((parse(`k: ${yamlScalar(value)}`) as { k: unknown }).k).toBe(value);
        expect((parse(`{ k: ${yamlScalar(value)}, j: 1 }`) as { k: unknown }).k).toBe(value);
      }),
    );
  });
});

describe('locale codes', () => {
  it('accepts language tags and refuses paths', () => {
    expect(['pl', 'de', 'pt-BR', 'fil'].every(isLocaleCode)).toBe(true);
    expect(['', '../pl', 'pl/x', 'PL', 'p', 'pt_BR'].some(isLocaleCode)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ARMY, errorsOf, validateWith } from '../test/fixture-workspace.js';
import { MAX_ALIAS_NODES, MAX_NESTING } from './document-limits.js';
import { MAX_FILE_CHARS, parseSource } from './source.js';
import { parseDocument } from 'yaml';

const parseDocumentErrors = (text: string) => parseDocument(text).errors.length;

const MODELINE = '# yaml-language-server: $schema=../../../schemas/skirmish/army.schema.json\n';
const only = (text: string) => errorsOf(validateWith(ARMY, text)).filter((d) => d.file === ARMY);

describe('bad input, one file at a time', () => {
  it('reports a YAML syntax error at its line and column', () => {
    const [d, ...rest] = only(`${MODELINE}id: wolves\nname: [Wolves\nunits: []\n`);
    expect(rest).toEqual([]);
    // yaml notices the unclosed list where the next key starts; the frame shows the line before too.
    expect(d).toMatchObject({ rule: 'yaml-syntax', line: 4, severity: 'error' });
    expect(d!.message).toMatch(/^YAML syntax: /);
    expect(d!.frame).toContain('  3 | name: [Wolves');
  });

  it('reports an unclosed bracket whose noise runs on for lines as one error: the first syntax error', () => {
    const text = `${MODELINE}id: wolves\nname: Wolves\nunits:\n  - id: den\n    name: [Den\n    kind: hq\n  - id: cub\n    name: Cub\n`;
    expect(parseDocumentErrors(text)).toBe(5); // what yaml says about the one bracket
    const found = parseSource({ path: ARMY, text }).diagnostics;
    expect(found.map((d) => [d.rule, d.line, d.column])).toEqual([['yaml-syntax', 7, 5]]);
    expect(found[0]!.message).toBe('YAML syntax: flow sequence in block collection must be sufficiently indented and end with a ]');
  });

  it('keeps a key written twice before a syntax error: two mistakes, two errors', () => {
    const text = `${MODELINE}id: wolves\nid: again\nname: [Wolves\nunits:\n  - id: den\n`;
    const found = parseSource({ path: ARMY, text }).diagnostics;
    expect(found.map((d) => [d.line, d.message.startsWith('YAML syntax: ')])).toEqual([
      [3, false],
      [5, true],
    ]);
    expect(found[0]!.message).toBe("key 'id' appears twice in this mapping (first at line 2); keep one");
  });

  it('says that tabs may not indent, at the tab', () => {
    const [d] = only(`${MODELINE}id: wolves\nname: Wolves\nunits:\n\t- id: den\n`);
    expect(d).toMatchObject({ rule: 'yaml-syntax', line: 5, column: 1 });
    expect(d!.message).toContain('tabs are not allowed for indentation');
  });

  it('reports a tab-indented block as one error at the first tab, not the syntax errors that follow from it', () => {
    const found = only(`${MODELINE}id: wolves\nname: Wolves\nunits:\n\t- id: den\n\t  count: 2\n\t- id: cub\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'yaml-syntax', line: 5, column: 1 });
    expect(found[0]!.message).toBe('tabs are not allowed for indentation in YAML; indent with spaces; lines 6, 7 are tab-indented too');
  });

  it('reports a key written twice by name, with both lines', () => {
    const [d, ...rest] = only(`${MODELINE}id: wolves\nname: Wolves\nunits: []\nname: Again\n`);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'yaml-syntax', line: 5, column: 1 });
    expect(d!.message).toBe("key 'name' appears twice in this mapping (first at line 3); keep one");
  });

  it('names a duplicate key inside a list item too', () => {
    const [d] = only(`${MODELINE}id: wolves\nname: Wolves\nunits:\n  - id: den\n    count: 1\n    name: Den\n    count: 2\n`);
    expect(d).toMatchObject({ line: 8, column: 5 });
    expect(d!.message).toBe("key 'count' appears twice in this mapping (first at line 6); keep one");
  });

  it('says a 10,000-level nested list is nested too deep, naming the limit, instead of overflowing', () => {
    const deep = `${MODELINE}id: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`;
    const [d, ...rest] = parseSource({ path: ARMY, text: deep }).diagnostics;
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'nesting-limit', line: 2 });
    expect(d!.message).toBe(`nested too deep (limit ${MAX_NESTING} levels); a content file needs only a few`);
    expect(d!.message).not.toContain('call stack');
  });

  it('refuses a file nested past the limit even when yaml itself could read it', () => {
    const deep = `${MODELINE}id: ${'['.repeat(MAX_NESTING + 1)}${']'.repeat(MAX_NESTING + 1)}\n`;
    const parsed = parseSource({ path: ARMY, text: deep });
    expect(parsed.data).toBeUndefined();
    expect(parsed.diagnostics.map((d) => d.rule)).toEqual(['nesting-limit']);
    const within = `${MODELINE}id: ${'['.repeat(MAX_NESTING - 1)}${']'.repeat(MAX_NESTING - 1)}\n`;
    expect(parseSource({ path: ARMY, text: within }).diagnostics).toEqual([]);
  });

  it('reports an empty file, or one with only a modeline, as empty', () => {
    expect(only('').map((d) => d.rule)).toEqual(['empty-file']);
    expect(only(' \n\n').map((d) => d.rule)).toEqual(['empty-file']);
    expect(only(MODELINE)).toMatchObject([{ rule: 'empty-file', line: 1 }]);
  });

  it('reports a missing modeline and shows the line to add', () => {
    const [d] = only('id: wolves\nname: Wolves\nunits: []\n');
    expect(d).toMatchObject({ rule: 'modeline', line: 1, column: 1 });
    expect(d!.message).toContain("'# yaml-language-server: $schema=../../../schemas/skirmish/<kind>.schema.json'");
  });

  it('refuses binary data without trying to read it as YAML', () => {
    const [d, ...rest] = only(`${MODELINE}id: \u0000\u0001\u0002\uFFFD`);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'not-text', line: 2, column: 5 });
    expect(d!.message).toBe('file is not text: it holds a NUL byte (at 2:5), so it is binary data, not YAML');
  });

  it('says text with a replacement character was not UTF-8, and frames that line', () => {
    const [d, ...rest] = only(`${MODELINE}id: wolves\nname: Wilki \uFFFD\nunits: []\n`);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'not-utf8', line: 3, column: 13 });
    expect(d!.message).toContain('not UTF-8');
    expect(d!.frame).toContain('> 3 | name: Wilki \uFFFD');
  });

  it('reports what the reader found wrong as the one error, framed at its line', () => {
    const text = `${MODELINE}id: wolves\nname: Wilki \uFFFD\n`;
    const unreadable = { message: 'file is not UTF-8 (byte 0xB1 at 3:13); save it as UTF-8', rule: 'not-utf8', line: 3, column: 13 };
    const parsed = parseSource({ path: ARMY, text, unreadable });
    expect(parsed.data).toBeUndefined();
    expect(parsed.diagnostics).toHaveLength(1);
    expect(parsed.diagnostics[0]).toMatchObject({ message: unreadable.message, rule: 'not-utf8', line: 3, column: 13 });
    expect(parsed.diagnostics[0]!.frame).toContain('> 3 | name: Wilki');
  });

  it('says a JSON list is not the mapping an army must be', () => {
    const [d, ...rest] = only(`${MODELINE}["wolves", 1]\n`);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'schema:type', line: 2, column: 1, pointer: '' });
    expect(d!.message).toBe('army must be a mapping (key: value lines), got a list');
  });

  it('accepts a UTF-8 byte order mark with a warning that says what it is', () => {
    const report = validateWith(ARMY, (t) => `\uFEFF${t}`);
    expect(errorsOf(report)).toEqual([]);
    const bom = report.diagnostics.find((d) => d.rule === 'bom')!;
    expect(bom).toMatchObject({ file: ARMY, severity: 'warning', line: 1 });
    expect(bom.message).toContain('byte order mark');
  });

  it('refuses a 10 MB file before parsing it, naming the limit', () => {
    const huge = `${MODELINE}units:\n${'  - { id: a, name: b }\n'.repeat(Math.ceil((10 * 1024 * 1024) / 23))}`;
    const started = performance.now();
    const parsed = parseSource({ path: ARMY, text: huge });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(parsed.data).toBeUndefined();
    expect(parsed.diagnostics).toHaveLength(1);
    expect(parsed.diagnostics[0]!.rule).toBe('file-too-large');
    expect(parsed.diagnostics[0]!.message).toContain(`at most ${MAX_FILE_CHARS / 1024 / 1024}.0 MB`);
    expect(parsed.diagnostics[0]!.message).toContain('file is 10.0 MB');
  });

  it('refuses an alias bomb ("billion laughs") quickly and says why', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 10; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const started = performance.now();
    const parsed = parseSource({ path: ARMY, text: `${MODELINE}${levels.join('\n')}\n` });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(parsed.data).toBeUndefined();
    const [d] = parsed.diagnostics;
    expect(d).toMatchObject({ rule: 'alias-limit', line: 6 }); // where the copies pass the limit
    expect(d!.message).toContain(`more than ${MAX_ALIAS_NODES} values`);
    expect(d!.message).toContain('billion laughs');
  });

  it('accepts 150 ordinary uses of one small anchor: the limit counts copied values, not uses', () => {
    const uses = Array.from({ length: 150 }, (_, i) => `  - { id: u${i}, edge: *melee }`).join('\n');
    const parsed = parseSource({ path: ARMY, text: `${MODELINE}base: &melee { feature: melee, strength: 1 }\nunits:\n${uses}\n` });
    expect(parsed.diagnostics).toEqual([]);
    expect((parsed.data as { units: unknown[] }).units).toHaveLength(150);
  });

  it('lets a few aliases through', () => {
    const parsed = parseSource({ path: ARMY, text: `${MODELINE}a: &x [1, 2]\nb: *x\n` });
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.data).toEqual({ a: [1, 2], b: [1, 2] });
  });
});

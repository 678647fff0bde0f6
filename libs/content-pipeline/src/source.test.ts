import { describe, expect, it } from 'vitest';
import { ARMY, errorsOf, validateWith } from '../test/fixture-workspace.js';
import { MAX_ALIAS_COUNT, MAX_FILE_CHARS, parseSource } from './source.js';

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

  it('says that tabs may not indent, at the tab', () => {
    const [d] = only(`${MODELINE}id: wolves\nname: Wolves\nunits:\n\t- id: den\n`);
    expect(d).toMatchObject({ rule: 'yaml-syntax', line: 5, column: 1 });
    expect(d!.message).toContain('tabs are not allowed for indentation');
  });

  it('reports a key written twice', () => {
    const [d] = only(`${MODELINE}id: wolves\nname: Wolves\nname: Again\nunits: []\n`);
    expect(d).toMatchObject({ rule: 'yaml-syntax', line: 4 });
    expect(d!.message).toContain('same key appears twice');
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
  });

  it('says a JSON list is not the mapping an army must be', () => {
    const [d, ...rest] = only(`${MODELINE}["wolves", 1]\n`);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'schema:type', line: 2, column: 1, pointer: '' });
    expect(d!.message).toBe("army must be a mapping (key: value lines), got a list");
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
    expect(d).toMatchObject({ rule: 'alias-limit', line: 3 });
    expect(d!.message).toContain(`more than ${MAX_ALIAS_COUNT} copies`);
    expect(d!.message).toContain('billion laughs');
  });

  it('lets a few aliases through', () => {
    const parsed = parseSource({ path: ARMY, text: `${MODELINE}a: &x [1, 2]\nb: *x\n` });
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.data).toEqual({ a: [1, 2], b: [1, 2] });
  });
});

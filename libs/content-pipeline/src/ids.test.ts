import { describe, expect, it } from 'vitest';
import { ARMY, GAME, errorsOf, fixtureValidator, validateWith, withFile } from '../test/fixture-workspace.js';
import { unloadedCollections } from './ids.js';
import type { LoadedFile } from './types.js';

const ABILITIES = 'content/skirmish/abilities.yaml';

describe('ids and references', () => {
  it('reports a duplicate id in a file-scoped collection, pointing at the second', () => {
    const found = errorsOf(validateWith(ARMY, (t) => t.replace('  - id: howler\n    name: Howler', '  - id: wolf\n    name: Wolf two')));
    const d = found.find((x) => x.rule === 'unique-id')!;
    expect(d).toMatchObject({ file: ARMY, line: 19, column: 9, pointer: '/units/2/id' });
    expect(d.message).toBe("duplicate id 'wolf' in units of this file (first declared on line 10)");
  });

  it('allows the same file-scoped id in two files', () => {
    const other = { path: 'content/skirmish/armies/foxes.yaml', text: '' };
    const wolves = validateWith(ARMY, (t) => t);
    const text = wolves.files
      .find((f) => f.path === ARMY)!
      .text.replace('id: wolves', 'id: foxes')
      .replace('name: Wolves', 'name: Foxes');
    const report = validateWith(other.path, text);
    expect(errorsOf(report).filter((d) => d.rule === 'unique-id')).toEqual([]);
  });

  it('reports a duplicate game-scoped id across files, naming where the first is', () => {
    const text =
      '# yaml-language-server: $schema=../../../schemas/skirmish/abilities.schema.json\nabilities:\n  - id: bite\n    name: Bite again\n';
    const found = errorsOf(validateWith('content/skirmish/more/abilities.yaml', text));
    const d = found.find((x) => x.rule === 'unique-id')!;
    expect(d).toMatchObject({ file: 'content/skirmish/more/abilities.yaml', line: 3, pointer: '/abilities/0/id' });
    expect(d.message).toBe(`duplicate id 'bite' in abilities (first declared at ${ABILITIES}:3)`);
  });

  it('reports an unknown ability, listing the known ones', () => {
    const [d] = errorsOf(validateWith(ARMY, (t) => t.replace('abilities: [bite]', 'abilities: [bite, roar]')));
    expect(d).toMatchObject({ line: 15, column: 23, pointer: '/units/1/abilities/1', rule: 'unresolved-ref' });
    expect(d!.message).toBe("unit 'wolf': abilities, item 2: unknown id 'roar' in abilities; known: bite, howl");
  });

  it('resolves a file-scoped reference only within its file, with a guess', () => {
    const [d] = errorsOf(validateWith(ARMY, (t) => t.replace('guards: wolf', 'guards: wolff')));
    expect(d!.message).toBe("unit 'howler': guards: unknown id 'wolff' in units (did you mean 'wolf'?); known: den, howler, wolf");
  });

  it('while a collection has an id twice, leaves references into it for later, but still judges other collections', () => {
    const report = validateWith(ARMY, (t) =>
      t.replace('  - id: wolf\n', '  - id: den\n').replace('abilities: [bite]', 'abilities: [bitee]'),
    );
    const errors = errorsOf(report).filter((d) => d.rule !== 'i18n-dangling');
    // `guards: wolf` names the renamed unit: the duplicate id says it; the misspelt ability is another mistake.
    expect(errors.map((d) => [d.line, d.rule])).toEqual([
      [10, 'unique-id'],
      [15, 'unresolved-ref'],
    ]);
    expect(errors[1]!.message).toContain("unknown id 'bitee' in abilities");
  });

  it('says plainly that a collection has no ids when none is declared, once for every name into it', () => {
    const [d, ...rest] = errorsOf(validateWith(ABILITIES, (t) => t.replace(/abilities:[\s\S]*/, 'abilities: []\n')));
    expect(rest).toEqual([]);
    expect(d!.message).toBe(
      "unit 'wolf': abilities, item 1: unknown ids 'bite', 'howl' in abilities, named in 2 places: content/skirmish/armies/wolves.yaml:15:17, 25:17; no id of abilities is declared in this game",
    );
  });

  it('while the file declaring a collection cannot be parsed, its one syntax error stands for the references into it', () => {
    const broken = (t: string) => t.replace('name: Bite', 'name: [Bite');
    const errors = errorsOf(validateWith(ABILITIES, broken));
    expect(errors.map((d) => [d.file, d.rule])).toEqual([[ABILITIES, 'yaml-syntax']]);
    // A second, independent mistake, in a collection that file does not declare, is still its own error.
    const files = withFile(ABILITIES, broken).map((f) =>
      f.path === ARMY ? { ...f, text: f.text.replace('guards: wolf', 'guards: wolff') } : f,
    );
    const both = errorsOf(fixtureValidator().validateGame(GAME, files));
    expect(both.map((d) => [d.file, d.rule])).toEqual([
      [ABILITIES, 'yaml-syntax'],
      [ARMY, 'unresolved-ref'],
    ]);
    expect(both[1]!.message).toContain("unknown id 'wolff' in units");
  });

  it('while a file of unknown kind did not load, only references into collections with no id wait', () => {
    // No modeline: nobody knows what the file declares, so the empty collection may be its.
    const errors = errorsOf(validateWith(ABILITIES, (t) => t.replace(/^# yaml-language-server.*\n/, '')));
    expect(errors.map((d) => [d.file, d.rule])).toEqual([[ABILITIES, 'modeline']]);
    const files = withFile(ABILITIES, (t) => t.replace(/^# yaml-language-server.*\n/, '')).map((f) =>
      f.path === ARMY ? { ...f, text: f.text.replace('guards: wolf', 'guards: wolff') } : f,
    );
    const both = errorsOf(fixtureValidator().validateGame(GAME, files));
    expect(both.map((d) => [d.file, d.rule])).toEqual([
      [ABILITIES, 'modeline'],
      [ARMY, 'unresolved-ref'],
    ]);
  });
});

describe('unloadedCollections', () => {
  const file = (kind: string | null, schemaPath: string | null, data: unknown) => ({ kind, schemaPath, data }) as unknown as LoadedFile;
  const declared = new Map([['schemas/g/abilities.schema.json', new Set(['ability'])]]);
  const of = (path: string) => declared.get(path);

  it('names the collections of a file that did not parse, and only then', () => {
    expect(unloadedCollections([file('abilities', 'schemas/g/abilities.schema.json', undefined)], of)).toEqual({
      collections: new Set(['ability']),
      unknown: false,
    });
    expect(unloadedCollections([file('abilities', 'schemas/g/abilities.schema.json', { abilities: [] })], of)).toEqual({
      collections: new Set(),
      unknown: false,
    });
  });

  it('says unknown when a file that did not load has no schema to tell what it declares', () => {
    expect(unloadedCollections([file(null, null, { a: 1 })], of).unknown).toBe(true);
    expect(unloadedCollections([file('rules', 'schemas/g/rules.schema.json', undefined)], of).unknown).toBe(true);
  });
});

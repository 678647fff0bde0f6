import { describe, expect, it } from 'vitest';
import { repoRoot } from '../test/fixture-workspace.js';
import { loadSchemas } from './node.js';
import { sourceHash } from './source-hash.js';
import { createValidator } from './validator.js';

/** A made-up game: troop types declare ids and names, armies name them, a matrix in each type is keyed by them. */
const common = loadSchemas(repoRoot);
const validator = createValidator({
  'schemas/common/checks.schema.json': common['schemas/common/checks.schema.json']!,
  'schemas/common/locale.schema.json': common['schemas/common/locale.schema.json']!,
  'schemas/duel/troop-types.schema.json': {
    $id: 'duel/troop-types.schema.json',
    type: 'object',
    properties: {
      types: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', 'x-id': 'troop-types' },
            name: { type: 'string', 'x-i18n': true },
            beats: { type: 'object' },
          },
        },
      },
    },
  },
  'schemas/duel/army.schema.json': {
    $id: 'duel/army.schema.json',
    type: 'object',
    properties: {
      id: { type: 'string' },
      elements: { type: 'array', items: { type: 'object', properties: { type: { type: 'string', 'x-ref': 'troop-types' } } } },
    },
  },
});

const TYPES = 'content/duel/troop-types.yaml';
const typesFile = (types: { id: string; name: string; beats?: string }[]) => ({
  path: TYPES,
  text: `# yaml-language-server: $schema=../../schemas/duel/troop-types.schema.json\ntypes:\n${types
    .map((t) => `  - { id: ${t.id}, name: ${t.name}${t.beats ? `, beats: ${t.beats}` : ''} }\n`)
    .join('')}`,
});
const armyFile = (name: string, types: string[]) => ({
  path: `content/duel/armies/${name}.yaml`,
  text: `# yaml-language-server: $schema=../../../schemas/duel/army.schema.json\nid: ${name}\nelements:\n${types.map((t) => `  - type: ${t}\n`).join('')}`,
});
const checksFile = {
  path: 'content/duel/checks.yaml',
  text: '# yaml-language-server: $schema=../../schemas/common/checks.schema.json\nchecks:\n  - id: beats-every-type\n    in: troop-types\n    each: /types/*/beats\n    keysOf: /types/*/id\n',
};
const localeFile = (keys: Record<string, string>) => ({
  path: 'content/duel/i18n/pl.yaml',
  text: `# yaml-language-server: $schema=../../../schemas/common/locale.schema.json\nlocale: pl\nentries:\n${Object.entries(keys)
    .map(([key, english]) => `  ${key}: { text: x, source: ${sourceHash(english)} }\n`)
    .join('')}`,
});

const errors = (files: { path: string; text: string }[]) => {
  expect(validator.schemaProblems).toEqual([]);
  return validator.validateGame('duel', files).diagnostics.filter((d) => d.severity === 'error');
};

describe('one renamed id, one error', () => {
  const types = [
    { id: 'knights', name: 'Knights' },
    { id: 'blades', name: 'Blades' },
  ];
  const renamed = [{ id: 'lancers', name: 'Knights' }, types[1]!];

  it('is valid as written', () => {
    expect(errors([typesFile(types), armyFile('red', ['knights', 'blades']), armyFile('blue', ['knights'])])).toEqual([]);
  });

  it('gives one error at the first place the old id is named, listing every place and the likely new name', () => {
    const found = errors([typesFile(renamed), armyFile('red', ['blades', 'knights', 'knights']), armyFile('blue', ['knights'])]);
    expect(found.map((d) => [d.file, d.line, d.column, d.rule, d.message])).toEqual([
      [
        'content/duel/armies/blue.yaml',
        4,
        11,
        'unresolved-ref',
        "army 'blue': elements, item 1, type: unknown id 'knights' in troop-types, named in 3 places: content/duel/armies/blue.yaml:4:11, content/duel/armies/red.yaml:5:11, 6:11; was it renamed to 'lancers'?",
      ],
    ]);
    expect(found[0]!.places).toEqual([
      { file: 'content/duel/armies/blue.yaml', line: 4, column: 11 },
      { file: 'content/duel/armies/red.yaml', line: 5, column: 11 },
      { file: 'content/duel/armies/red.yaml', line: 6, column: 11 },
    ]);
  });

  it('lists the known ids instead when no one id is left unnamed by every reference', () => {
    const three = [...renamed, { id: 'hordes', name: 'Hordes' }];
    const found = errors([typesFile(three), armyFile('red', ['knights', 'knights'])]);
    expect(found.map((d) => d.message)).toEqual([
      "army 'red': elements, item 1, type: unknown id 'knights' in troop-types, named in 2 places: content/duel/armies/red.yaml:4:11, 5:11; known: blades, hordes, lancers",
    ]);
  });

  it('guesses no rename from the one unreferenced id while two unknown names could each be it', () => {
    const found = errors([typesFile(renamed), armyFile('red', ['blades', 'knights', 'knights', 'hordes'])]);
    expect(found.map((d) => d.message)).toEqual([
      "army 'red': elements, item 2, type: unknown id 'knights' in troop-types, named in 2 places: content/duel/armies/red.yaml:5:11, 6:11; known: blades, lancers",
      "army 'red': elements, item 4, type: unknown id 'hordes' in troop-types; known: blades, lancers",
    ]);
  });

  it('keeps a typo a typo: did you mean, and no rename guessed', () => {
    const found = errors([typesFile(types), armyFile('red', ['knigths', 'knigths'])]);
    expect(found.map((d) => d.message)).toEqual([
      "army 'red': elements, item 1, type: unknown id 'knigths' in troop-types (did you mean 'knights'?), named in 2 places: content/duel/armies/red.yaml:4:11, 5:11; known: blades, knights",
    ]);
  });

  it('leaves one place naming an unknown id as it was, and two different unknown ids as two errors', () => {
    const found = errors([typesFile(types), armyFile('red', ['hordes', 'lurkers'])]);
    expect(found.map((d) => [d.line, d.message])).toEqual([
      [4, "army 'red': elements, item 1, type: unknown id 'hordes' in troop-types; known: blades, knights"],
      [5, "army 'red': elements, item 2, type: unknown id 'lurkers' in troop-types; known: blades, knights"],
    ]);
    expect(found[0]!.places).toBeUndefined();
  });

  it("counts a table's key and a translation key naming the old id among its places", () => {
    const beats = (...ids: string[]) => `{ ${ids.map((id) => `${id}: 1`).join(', ')} }`;
    const before = [
      { id: 'knights', name: 'Knights', beats: beats('knights', 'blades') },
      { id: 'blades', name: 'Blades', beats: beats('knights', 'blades') },
    ];
    const after = [{ ...before[0]!, id: 'lancers' }, before[1]!];
    const pl = localeFile({ 'troop-types.knights.name': 'Knights', 'troop-types.blades.name': 'Blades' });
    expect(errors([checksFile, typesFile(before), armyFile('red', ['knights']), pl])).toEqual([]);
    const found = errors([checksFile, typesFile(after), armyFile('red', ['knights']), pl]);
    expect(found.map((d) => [d.file, d.line, d.rule, d.message])).toEqual([
      [
        'content/duel/armies/red.yaml',
        4,
        'unresolved-ref',
        "army 'red': elements, item 1, type: unknown id 'knights' in troop-types, named in 4 places: content/duel/armies/red.yaml:4:11, content/duel/troop-types.yaml:3:44, 4:42, content/duel/i18n/pl.yaml:4:3; was it renamed to 'lancers'?",
      ],
    ]);
  });

  it('makes a file gone one error: every name into its collection and the keys of its texts, naming the file', () => {
    const pl = localeFile({ 'troop-types.knights.name': 'Knights', 'troop-types.blades.name': 'Blades' });
    const found = errors([armyFile('red', ['knights', 'blades', 'knights']), pl]);
    expect(found.map((d) => [d.file, d.line, d.rule, d.message])).toEqual([
      [
        'content/duel/armies/red.yaml',
        4,
        'missing-file',
        "army 'red': elements, item 1, type: unknown ids 'knights', 'blades' in troop-types: the troop-types file that declares them (schemas/duel/troop-types.schema.json) is missing; 3 places need it: content/duel/armies/red.yaml:4:11, 5:11, 6:11, and 2 translation keys name its texts: content/duel/i18n/pl.yaml:4:3, 5:3",
      ],
    ]);
    expect(found[0]!.places).toHaveLength(5);
  });

  it('makes translation keys naming a renamed thing that nothing else names one error', () => {
    const pl = localeFile({ 'troop-types.knights.name': 'Knights', 'troop-types.blades.name': 'Blades' });
    const renamedAll = [
      { id: 'lancers', name: 'Knights' },
      { id: 'swords', name: 'Blades' },
    ];
    // Each key a different rename: two mistakes, two errors, each as before.
    expect(errors([typesFile(renamedAll), pl]).map((d) => d.message)).toEqual([
      "translation key 'troop-types.knights.name' names no translatable text (did you mean 'troop-types.lancers.name'?)",
      "translation key 'troop-types.blades.name' names no translatable text (did you mean 'troop-types.lancers.name'?)",
    ]);
    const two = localeFile({ 'red.knights.name': 'Knights', 'red.blades.name': 'Blades' });
    const army = {
      path: 'content/duel/troop-types.yaml',
      text: '# yaml-language-server: $schema=../../schemas/duel/troop-types.schema.json\nid: reds\ntypes:\n  - { id: knights, name: Knights }\n  - { id: blades, name: Blades }\n',
    };
    expect(errors([army, two]).map((d) => [d.line, d.rule, d.message])).toEqual([
      [
        4,
        'i18n-dangling',
        "2 translation keys name 'red', which no text's key has: content/duel/i18n/pl.yaml:4:3, 5:3; was it renamed to 'reds'?",
      ],
    ]);
  });
});

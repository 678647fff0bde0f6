import { describe, expect, it } from 'vitest';
import { repoRoot } from '../test/fixture-workspace.js';
import { loadSchemas } from './node.js';
import { createValidator } from './validator.js';

// A made-up game: troop types declare types and their classes, armies name both, a check looks each element's cost
// up in the troop types, and the rules hold the army size two checks read.
const common = loadSchemas(repoRoot);
const validator = createValidator({
  'schemas/common/checks.schema.json': common['schemas/common/checks.schema.json']!,
  'schemas/common/locale.schema.json': common['schemas/common/locale.schema.json']!,
  'schemas/duel/troop-types.schema.json': {
    $id: 'duel/troop-types.schema.json',
    type: 'object',
    properties: {
      classes: { type: 'array', items: { type: 'object', properties: { id: { type: 'string', 'x-id': 'troop-classes' } } } },
      types: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', 'x-id': 'troop-types' },
            class: { type: 'string', 'x-ref': 'troop-classes' },
            ap: { type: 'integer' },
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
      size: { type: 'integer' },
      elements: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', 'x-ref': 'troop-types' },
            class: { type: 'string', 'x-ref': 'troop-classes' },
            count: { type: 'integer' },
          },
        },
      },
    },
  },
  'schemas/duel/rules.schema.json': { $id: 'duel/rules.schema.json', type: 'object', properties: { size: { type: 'integer' } } },
});

const modeline = (schema: string, depth = 2) => `# yaml-language-server: $schema=${'../'.repeat(depth)}schemas/${schema}.schema.json\n`;
const TYPES = {
  path: 'content/duel/troop-types.yaml',
  text: `${modeline('duel/troop-types')}classes:\n  - { id: foot }\ntypes:\n  - { id: blades, class: foot, ap: 2 }\n`,
};
const RULES = { path: 'content/duel/rules.yaml', text: `${modeline('duel/rules')}size: 2\n` };
const ARMY = {
  path: 'content/duel/armies/red.yaml',
  text: `${modeline('duel/army', 3)}id: red\nsize: 2\nelements:\n  - { type: blades, class: foot, count: 1 }\n  - { type: blades, count: 1 }\n`,
};
const CHECKS = {
  path: 'content/duel/checks.yaml',
  text: `${modeline('common/checks')}checks:
  - id: army-points
    in: army
    sum: /elements/*
    lookup: { by: /type, kind: troop-types, each: /types/*, key: /id, value: /ap }
    times: /count
    atMost: 10
  - id: army-size
    in: army
    count: /elements/*
    equals: { kind: rules, pointer: /size }
  - id: army-size-said
    in: army
    count: /elements/*
    atMost: { kind: rules, pointer: /size }
`,
};

const errors = (files: { path: string; text: string }[]) => {
  expect(validator.schemaProblems).toEqual([]);
  return validator.validateGame('duel', files).diagnostics.filter((d) => d.severity === 'error');
};

describe('a file gone that others need', () => {
  it('is valid with every file there', () => {
    expect(errors([TYPES, RULES, ARMY, CHECKS])).toEqual([]);
  });

  it('is one error naming the file: the ids of each collection it declared, every place naming them and the checks needing it', () => {
    const found = errors([RULES, ARMY, CHECKS]);
    expect(found.map((d) => [d.file, d.line, d.column, d.rule, d.message])).toEqual([
      [
        'content/duel/armies/red.yaml',
        5,
        13,
        'missing-file',
        "army 'red': elements, item 1, type: unknown id 'blades' in troop-types and id 'foot' in troop-classes: the troop-types file that declares them (schemas/duel/troop-types.schema.json) is missing; 3 places need it: content/duel/armies/red.yaml:5:13, 5:28, 6:13; 1 check needs it: content/duel/checks.yaml:6:32 (army-points)",
      ],
    ]);
    expect(found[0]!.places).toHaveLength(4);
  });

  it('is one error when only checks need it, naming the file and each check', () => {
    expect(errors([TYPES, ARMY, CHECKS]).map((d) => [d.file, d.line, d.rule, d.message])).toEqual([
      [
        'content/duel/checks.yaml',
        12,
        'missing-file',
        'the rules file (schemas/duel/rules.schema.json) is missing; 2 checks need it: content/duel/checks.yaml:12:21 (army-size), 16:21 (army-size-said)',
      ],
    ]);
  });

  it('says nothing of a missing file while a file that may declare the ids is there: those ids are unknown, as before', () => {
    const empty = { path: TYPES.path, text: `${modeline('duel/troop-types')}classes: []\ntypes: []\n` };
    const found = errors([empty, RULES, ARMY, CHECKS]);
    expect(found.map((d) => d.rule)).not.toContain('missing-file');
    expect(found.map((d) => d.message).join('\n')).toMatch(/no id of troop-types is declared in this game/);
  });
});

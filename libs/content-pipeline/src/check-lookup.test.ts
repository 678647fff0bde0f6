import { describe, expect, it } from 'vitest';
import { loadSchemas } from './node.js';
import { repoRoot } from '../test/fixture-workspace.js';
import { createValidator } from './validator.js';
import type { SourceFile } from './types.js';

/** A made-up game whose army points are each element's count times its troop type's cost, read from another file. */
const schemas: Record<string, object> = {
  'schemas/common/checks.schema.json': loadSchemas(repoRoot)['schemas/common/checks.schema.json']!,
  'schemas/duel/troop-types.schema.json': {
    $id: 'duel/troop-types.schema.json',
    type: 'object',
    properties: {
      types: {
        type: 'array',
        items: { type: 'object', properties: { id: { type: 'string', 'x-id': 'troop-types' }, ap: { type: 'integer' } } },
      },
    },
  },
  'schemas/duel/army.schema.json': {
    $id: 'duel/army.schema.json',
    type: 'object',
    properties: {
      id: { type: 'string' },
      elements: {
        type: 'array',
        items: {
          type: 'object',
          properties: { type: { type: 'string', 'x-ref': 'troop-types' }, note: { type: 'string' }, count: { type: 'integer' } },
        },
      },
    },
  },
  'schemas/duel/rules.schema.json': { $id: 'duel/rules.schema.json', type: 'object', properties: { points: { type: 'integer' } } },
};
const validator = createValidator(schemas);
const modeline = (kind: string, common = false) =>
  `# yaml-language-server: $schema=../../${'../'.repeat(kind === 'army' ? 1 : 0)}schemas/${common ? 'common' : 'duel'}/${kind}.schema.json\n`;
const file = (path: string, kind: string, body: string, common = false): SourceFile => ({ path, text: `${modeline(kind, common)}${body}` });

const TYPES = file('content/duel/troop-types.yaml', 'troop-types', 'types:\n  - { id: knights, ap: 2 }\n  - { id: blades, ap: 2 }\n');
const MORE_TYPES = file('content/duel/more-types.yaml', 'troop-types', 'types:\n  - { id: hero, ap: 4 }\n');
const RULES = file('content/duel/rules.yaml', 'rules', 'points: 12\n');
const CHECKS = file(
  'content/duel/checks.yaml',
  'checks',
  `checks:
  - id: army-points
    in: army
    sum: /elements/*
    lookup: { by: /type, kind: troop-types, each: /types/*, key: /id, value: /ap }
    times: /count
    atMost: { kind: rules, pointer: /points }
    message: "army '{id}' costs {actual} points; at most {expected}"
`,
  true,
);
const ARMY = 'content/duel/armies/red.yaml';
const army = (elements: string) => file(ARMY, 'army', `id: red\nelements:\n${elements}`);
const errors = (...files: SourceFile[]) =>
  validator.validateGame('duel', [TYPES, MORE_TYPES, RULES, CHECKS, ...files]).diagnostics.filter((d) => d.severity === 'error');

describe('a check that looks values up in other files', () => {
  it("sums each element's count times the cost of its troop type, joining every troop-types file", () => {
    expect(validator.schemaProblems).toEqual([]);
    expect(errors(army('  - { type: knights, count: 2 }\n  - { type: hero, count: 2 }\n'))).toEqual([]);
    const [d, ...rest] = errors(army('  - { type: knights, count: 2 }\n  - { type: hero, count: 3 }\n'));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: ARMY, line: 3, rule: 'army-points' });
    expect(d!.message).toBe("army 'red' costs 16 points; at most 12");
  });

  it('leaves an unknown troop type to the reference check instead of reporting a wrong total too', () => {
    const found = errors(army('  - { type: knigths, count: 2 }\n  - { type: hero, count: 3 }\n'));
    expect(found.map((d) => d.rule)).toEqual(['unresolved-ref']);
  });

  it('reports a name that is not a reference and matches no entry, at the name', () => {
    const lookByNote = CHECKS.text.replace('by: /type', 'by: /note');
    const found = validator
      .validateGame('duel', [TYPES, RULES, { ...CHECKS, text: lookByNote }, army('  - { type: knights, note: blade, count: 1 }\n')])
      .diagnostics.filter((d) => d.severity === 'error');
    expect(found).toMatchObject([
      {
        file: ARMY,
        line: 4,
        pointer: '/elements/0/note',
        rule: 'army-points',
        message: "no troop-types entry has /id 'blade' (looked up for check 'army-points')",
      },
    ]);
  });

  it("reports a lookup in a kind the game has no file of, at the lookup's kind", () => {
    // No troop type named, so the lookup's is the one error (with one named, see missing-file.test.ts).
    const found = validator
      .validateGame('duel', [RULES, CHECKS, army('  - { count: 1 }\n')])
      .diagnostics.filter((d) => d.rule === 'army-points');
    expect(found.map((d) => [d.file, d.message])).toEqual([
      ['content/duel/checks.yaml', "check 'army-points': needs a file of kind 'troop-types' to look /type up in, but there is none"],
    ]);
    expect(found[0]).toMatchObject({ line: 6, column: 32, pointer: '/checks/0/lookup/kind' });
  });

  it('waits, as do the operands, while a file of an unknown kind may be the one missing: its modeline is the one error', () => {
    const wrong = (f: SourceFile) => ({ ...f, text: f.text.replace('.schema.json', '.schema.jsn') });
    const typesWrong = validator.validateGame('duel', [wrong(TYPES), RULES, CHECKS, army('  - { type: hero, count: 1 }\n')]);
    expect(typesWrong.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.file, d.rule])).toEqual([
      ['content/duel/troop-types.yaml', 'modeline'],
    ]);
    const rulesWrong = validator.validateGame('duel', [TYPES, MORE_TYPES, wrong(RULES), CHECKS, army('  - { type: hero, count: 1 }\n')]);
    expect(rulesWrong.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.file, d.rule])).toEqual([
      ['content/duel/rules.yaml', 'modeline'],
    ]);
  });
});

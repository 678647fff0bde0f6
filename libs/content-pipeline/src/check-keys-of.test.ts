import { describe, expect, it } from 'vitest';
import { ARMY, GAME, errorsOf, fixtureFiles, fixtureValidator, repoRoot } from '../test/fixture-workspace.js';
import { loadSchemas } from './node.js';
import { createValidator } from './validator.js';

const CHECKS = 'content/skirmish/checks.yaml';
const withCheck = (check: string) => fixtureFiles().map((f) => (f.path === CHECKS ? { ...f, text: `${f.text}${check}` } : f));

describe('keysOf in checks.yaml', () => {
  it('keysOf: each table must be keyed by exactly the names declared elsewhere in the file', () => {
    const files = withCheck('  - id: marker-table\n    in: army\n    each: /units/1/markers/*\n    keysOf: /units/*/id\n');
    const errors = errorsOf(fixtureValidator().validateGame(GAME, files));
    expect(errors.map((d) => [d.rule, d.pointer, d.message])).toEqual([
      ['marker-table', '/units/1/markers/0/type', "check 'marker-table': 'type' is not one of 'den', 'wolf', 'howler'"],
      [
        'marker-table',
        '/units/1/markers/0',
        "check 'marker-table': no entry for 'den', 'wolf', 'howler'; every one of 'den', 'wolf', 'howler' needs one",
      ],
      ['marker-table', '/units/1/markers/0/armor', "check 'marker-table': 'armor' is not one of 'den', 'wolf', 'howler'"],
    ]);
    expect(errors[1]).toMatchObject({ file: ARMY, line: 17 });
  });

  it("uses the check's own message for missing names only; a key that is no name keeps the fixed one", () => {
    const files = withCheck(
      '  - id: marker-table\n    in: army\n    each: /units/1/markers/*\n    keysOf: /units/*/id\n    message: "{id} lacks {actual}"\n',
    );
    const errors = errorsOf(fixtureValidator().validateGame(GAME, files));
    expect(errors.map((d) => d.message)).toEqual([
      "check 'marker-table': 'type' is not one of 'den', 'wolf', 'howler'",
      "wolves lacks 'den', 'wolf', 'howler'",
      "check 'marker-table': 'armor' is not one of 'den', 'wolf', 'howler'",
    ]);
  });

  it('passes a table with an entry for every name and no other', () => {
    // A made-up game whose schema lets any attack table through, so only the check judges it.
    const validator = createValidator({
      'schemas/common/checks.schema.json': loadSchemas(repoRoot)['schemas/common/checks.schema.json']!,
      'schemas/matrix/army.schema.json': { $id: 'matrix/army.schema.json', type: 'object' },
    });
    const file = (path: string, schema: string, body: string) => ({
      path,
      text: `# yaml-language-server: $schema=../../${path.includes('armies') ? '../' : ''}schemas/${schema}.schema.json\n${body}`,
    });
    const checks = file(
      'content/matrix/checks.yaml',
      'common/checks',
      'checks:\n  - id: attack-table\n    in: army\n    each: /units/*/attack\n    keysOf: /units/*/id\n',
    );
    const army = (attack: string) =>
      file(
        'content/matrix/armies/red.yaml',
        'matrix/army',
        `units:\n  - { id: foot, attack: ${attack} }\n  - { id: horse, attack: ${attack} }\n`,
      );
    const errors = (attack: string) =>
      validator.validateGame('matrix', [checks, army(attack)]).diagnostics.filter((d) => d.severity === 'error');
    expect(validator.schemaProblems).toEqual([]);
    expect(errors('{ foot: 1, horse: 2 }')).toEqual([]);
    expect(errors('{ foot: 1 }').map((d) => d.message)).toEqual([
      "check 'attack-table': no entry for 'horse'; every one of 'foot', 'horse' needs one",
      "check 'attack-table': no entry for 'horse'; every one of 'foot', 'horse' needs one",
    ]);
  });

  describe('one mistake, one error', () => {
    // A made-up game whose units declare ids (`x-id`), so a name written twice is a unique-id error of its own.
    const schemas = (unitIds: boolean) => ({
      'schemas/common/checks.schema.json': loadSchemas(repoRoot)['schemas/common/checks.schema.json']!,
      'schemas/matrix/army.schema.json': {
        $id: 'matrix/army.schema.json',
        type: 'object',
        properties: {
          units: { type: 'array', items: { type: 'object', properties: { id: unitIds ? { type: 'string', 'x-id': 'unit' } : {} } } },
        },
      },
    });
    const checks = {
      path: 'content/matrix/checks.yaml',
      text: '# yaml-language-server: $schema=../../schemas/common/checks.schema.json\nchecks:\n  - id: attack-table\n    in: army\n    each: /units/*/attack\n    keysOf: /units/*/id\n',
    };
    const errors = (units: [string, string][], unitIds = true) => {
      const army = {
        path: 'content/matrix/armies/red.yaml',
        text: `# yaml-language-server: $schema=../../../schemas/matrix/army.schema.json\nunits:\n${units.map(([id, attack]) => `  - { id: ${id}, attack: ${attack} }`).join('\n')}\n`,
      };
      const validator = createValidator(schemas(unitIds));
      expect(validator.schemaProblems).toEqual([]);
      return validator.validateGame('matrix', [checks, army]).diagnostics.filter((d) => d.severity === 'error');
    };

    it('a key misspelt is one error at the key, naming the name meant, and the name is not reported missing', () => {
      const found = errors([
        ['foot', '{ foot: 1, hors: 2 }'],
        ['horse', '{ foot: 1, horse: 2 }'],
      ]);
      expect(found.map((d) => [d.line, d.column, d.message])).toEqual([
        [3, 36, "check 'attack-table': 'hors' is not one of 'foot', 'horse' (did you mean 'horse'?)"],
      ]);
    });

    it('a name renamed is one error, though every table still has its old name as a key', () => {
      const found = errors([
        ['foot', '{ foot: 1, horse: 2 }'],
        ['cavalry', '{ foot: 1, horse: 2 }'],
      ]);
      expect(found.map((d) => [d.line, d.column, d.rule, d.message])).toEqual([
        [
          3,
          36,
          'attack-table',
          "unknown id 'horse' in unit, named in 2 places: content/matrix/armies/red.yaml:3:36, 4:39; was it renamed to 'cavalry'?",
        ],
      ]);
    });

    it('one key left that is no name, beside the one name a table lacks, is one error at the key', () => {
      const found = errors([
        ['foot', '{ foot: 1, horse: 2 }'],
        ['horse', '{ foot: 1, cavalry: 2 }'],
      ]);
      expect(found.map((d) => [d.line, d.column, d.message])).toEqual([
        [4, 37, "check 'attack-table': 'cavalry' is not one of 'foot', 'horse' (did you mean 'horse'?)"],
      ]);
    });

    it('a misspelt key and a name missing besides are two mistakes, two errors', () => {
      const found = errors([
        ['foot', '{ foot: 1, hors: 2 }'],
        ['horse', '{ foot: 1, horse: 2, camel: 1 }'],
        ['camel', '{ foot: 1, horse: 2, camel: 1 }'],
      ]);
      expect(found.map((d) => [d.line, d.message])).toEqual([
        [3, "check 'attack-table': no entry for 'camel'; every one of 'foot', 'horse', 'camel' needs one"],
        [3, "check 'attack-table': 'hors' is not one of 'foot', 'horse', 'camel' (did you mean 'horse'?)"],
      ]);
    });

    it('a name renamed to one already taken is the one duplicate id error, not the old name in every table', () => {
      const found = errors([
        ['foot', '{ foot: 1, horse: 2 }'],
        ['foot', '{ foot: 1, horse: 2 }'],
      ]);
      expect(found.map((d) => [d.line, d.rule])).toEqual([[4, 'unique-id']]);
    });

    it('while a name is declared twice, a table lacking another name or a typo of one is still reported', () => {
      const found = errors([
        ['foot', '{ foot: 1, horse: 2, camel: 1 }'],
        ['foot', '{ foot: 1, horse: 2 }'],
        ['camel', '{ foot: 1, horse: 2, camle: 1 }'],
      ]);
      expect(found.map((d) => [d.line, d.rule, d.message])).toEqual([
        [4, 'unique-id', "duplicate id 'foot' in unit (first declared at content/matrix/armies/red.yaml:3)"],
        [4, 'attack-table', "check 'attack-table': no entry for 'camel'; every one of 'foot', 'camel' needs one"],
        [5, 'attack-table', "check 'attack-table': 'camle' is not one of 'foot', 'camel' (did you mean 'camel'?)"],
      ]);
    });

    it('a name written twice that no id check reports is reported by the check, at its second place', () => {
      const found = errors(
        [
          ['foot', '{ foot: 1, horse: 2 }'],
          ['foot', '{ foot: 1, horse: 2 }'],
        ],
        false,
      );
      expect(found.map((d) => [d.line, d.column, d.message])).toEqual([
        [4, 11, "check 'attack-table': 'foot' is named twice in /units/*/id"],
      ]);
    });
  });
});

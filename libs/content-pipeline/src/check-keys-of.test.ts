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
});

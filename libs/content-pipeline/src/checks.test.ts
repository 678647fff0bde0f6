import { describe, expect, it } from 'vitest';
import { ARMY, GAME, errorsOf, fixtureFiles, fixtureSchemas, fixtureValidator, validateWith, withFile } from '../test/fixture-workspace.js';
import { createValidator } from './validator.js';

// Each kind of check has its own tests beside its module (check-*.test.ts); these are about running them at all.
const CHECKS = 'content/skirmish/checks.yaml';

describe('checks.yaml', () => {
  it('reports a check on a kind no file has, at its `in`, so a typo does not switch it off', () => {
    const [d, ...rest] = errorsOf(validateWith(CHECKS, (t) => t.replace('in: army\n    sum', 'in: armies\n    sum')));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: CHECKS, line: 4, column: 9, pointer: '/checks/0/in', rule: 'army-size' });
    expect(d!.message).toBe(
      "check 'army-size': no file of kind 'armies' in this game to check (kinds: abilities, army, checks, locale, rules)",
    );
  });

  it('accepts a check on a kind that has a schema but no file yet', () => {
    const report = fixtureValidator().validateGame(
      GAME,
      fixtureFiles().filter((f) => f.path !== ARMY),
    );
    expect(errorsOf(report).filter((d) => d.file !== 'content/skirmish/i18n/pl.yaml')).toEqual([]);
  });

  it('is scoped to its game: a kind only another game has a schema for is no kind of this game', () => {
    const other = { 'schemas/other/scenario.schema.json': { $id: 'other/scenario.schema.json', type: 'object' } };
    const validator = createValidator({ ...fixtureSchemas(), ...other });
    const files = withFile(CHECKS, (t) => t.replace('in: army\n    sum', 'in: scenario\n    sum'));
    const [d, ...rest] = errorsOf(validator.validateGame(GAME, files));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: CHECKS, line: 4, rule: 'army-size' });
    expect(d!.message).toContain("no file of kind 'scenario' in this game to check");
  });

  it('leaves a check the schema already faulted to the schema error', () => {
    const found = errorsOf(validateWith(CHECKS, (t) => t.replace('sum: /units/*/count', 'summ: /units/*/count')));
    expect(found.map((d) => d.rule)).toEqual(['schema:additionalProperties']);
  });

  it('skips a file that already has errors, so a typo is not echoed as a wrong count', () => {
    const found = errorsOf(validateWith(ARMY, (t) => t.replace('count: 3', 'count: three')));
    expect(found.map((d) => d.rule)).toEqual(['schema:type']);
  });
});

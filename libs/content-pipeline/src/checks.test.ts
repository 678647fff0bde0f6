import { describe, expect, it } from 'vitest';
import { ARMY, GAME, errorsOf, fixtureFiles, fixtureSchemas, fixtureValidator, validateWith, withFile } from '../test/fixture-workspace.js';
import { createValidator } from './validator.js';

const CHECKS = 'content/skirmish/checks.yaml';
const RULES = 'content/skirmish/rules.yaml';

describe('checks.yaml', () => {
  it('counts copies: an army of 34 units where the rules ask for 5', () => {
    const [d, ...rest] = errorsOf(validateWith(ARMY, (t) => t.replace('count: 3', 'count: 32')));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: ARMY, line: 4, column: 1, pointer: '/units', rule: 'army-size' });
    expect(d!.message).toBe("army 'wolves' has 34 units counting copies; the rules ask for 5");
  });

  it('counts matching nodes: two HQs, each pointed at and naming the other', () => {
    const found = errorsOf(validateWith(ARMY, (t) => t.replace('name: Howler\n    kind: soldier', 'name: Howler\n    kind: hq')));
    expect(found.map((d) => [d.rule, d.line, d.pointer])).toEqual([
      ['one-hq', 5, '/units/0'],
      ['one-hq', 19, '/units/2'],
    ]);
    expect(found[0]!.message).toBe("army 'wolves' has 2 HQ units; the rules ask for 1 (the other is at line 19)");
    expect(found[1]!.message).toBe("army 'wolves' has 2 HQ units; the rules ask for 1 (the other is at line 5)");
  });

  it('points a missing HQ at the list, where one should be added', () => {
    const [d] = errorsOf(validateWith(ARMY, (t) => t.replace('kind: hq', 'kind: soldier')));
    expect(d).toMatchObject({ rule: 'one-hq', line: 4 });
    expect(d!.message).toBe("army 'wolves' has 0 HQ units; the rules ask for 1");
  });

  it('adds up a number inside each matching node: HQ copies', () => {
    const files = fixtureFiles().map((f) =>
      f.path === CHECKS
        ? {
            ...f,
            text: `${f.text}  - id: hq-copies\n    in: army\n    sum: /units/*\n    of: /count\n    where: { pointer: /kind, equals: hq }\n    equals: { kind: rules, pointer: /army/hq }\n    message: "army '{id}' has {actual} HQ copies; the rules ask for {expected}"\n`,
          }
        : f.path === ARMY
          ? { ...f, text: f.text.replace('kind: hq\n    count: 1', 'kind: hq\n    count: 2').replace('count: 3', 'count: 2') }
          : f,
    );
    const errors = errorsOf(fixtureValidator().validateGame(GAME, files));
    expect(errors.map((d) => [d.rule, d.message])).toEqual([['hq-copies', "army 'wolves' has 2 HQ copies; the rules ask for 1"]]);
    expect(
      errorsOf(
        fixtureValidator().validateGame(
          GAME,
          files.map((f) => (f.path === ARMY ? fixtureFiles().find((g) => g.path === ARMY)! : f)),
        ),
      ),
    ).toEqual([]);
  });

  it('compares each value on its own and points at it', () => {
    const report = validateWith(RULES, (t) => t.replace('max: 9', 'max: 2'));
    const [d, ...rest] = errorsOf(report);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: ARMY, line: 14, column: 17, pointer: '/units/1/initiative', rule: 'initiative-range' });
    expect(d!.message).toBe('initiative must be 0-2, got 3');
  });

  it('reports a check whose reference reads nothing, at the check', () => {
    const [d] = errorsOf(validateWith(CHECKS, (t) => t.replace('pointer: /army/units', 'pointer: /army/size')));
    expect(d).toMatchObject({ file: CHECKS, line: 3, rule: 'army-size' });
    expect(d!.message).toBe("check 'army-size': content/skirmish/rules.yaml has nothing at /army/size");
  });

  it('reports a check with no file of the referenced kind', () => {
    const [d] = errorsOf(validateWith(CHECKS, (t) => t.replace('{ kind: rules, pointer: /army/hq }', '{ kind: setup, pointer: /hq }')));
    expect(d!.message).toBe("check 'one-hq': needs exactly one file of kind 'setup' to read /hq from, but there is none");
  });

  it('reports a check that says neither what to find nor what to compare', () => {
    const [d] = errorsOf(validateWith(CHECKS, (t) => t.replace('    sum: /units/*/count\n', '')));
    expect(d!.message).toBe("check 'army-size': needs exactly one of sum, count or each (has none)");
  });

  it('reports a check on a kind no file has, so a typo does not switch it off', () => {
    const [d, ...rest] = errorsOf(validateWith(CHECKS, (t) => t.replace('in: army\n    sum', 'in: armies\n    sum')));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: CHECKS, line: 3, rule: 'army-size' });
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
    expect(d).toMatchObject({ file: CHECKS, line: 3, rule: 'army-size' });
    expect(d!.message).toContain("no file of kind 'scenario' in this game to check");
  });

  it('leaves a check the schema already faulted to the schema error', () => {
    const found = errorsOf(validateWith(CHECKS, (t) => t.replace('sum: /units/*/count', 'summ: /units/*/count')));
    expect(found.map((d) => d.rule)).toEqual(['schema:additionalProperties']);
  });

  it('uses a default message and a warning severity when asked', () => {
    const extra = '  - id: few\n    in: army\n    count: /units/*\n    atLeast: 4\n    severity: warning\n';
    const report = validateWith(CHECKS, (t) => `${t}${extra}`);
    expect(errorsOf(report)).toEqual([]);
    const d = report.diagnostics.find((x) => x.rule === 'few')!;
    expect(d).toMatchObject({ severity: 'warning', file: ARMY });
    expect(d.message).toBe("check 'few' failed: got 3, expected 4");
  });

  it('skips a file that already has errors, so a typo is not echoed as a wrong count', () => {
    const found = errorsOf(validateWith(ARMY, (t) => t.replace('count: 3', 'count: three')));
    expect(found.map((d) => d.rule)).toEqual(['schema:type']);
  });

  it('keysOf: each table must be keyed by exactly the names declared elsewhere in the file', () => {
    const files = fixtureFiles().map((f) =>
      f.path === CHECKS
        ? { ...f, text: `${f.text}  - id: marker-table\n    in: army\n    each: /units/1/markers/*\n    keysOf: /units/*/id\n` }
        : f,
    );
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
});

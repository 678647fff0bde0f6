import { describe, expect, it } from 'vitest';
import { ARMY, GAME, errorsOf, fixtureFiles, fixtureSchemas, fixtureValidator, validateWith, withFile } from '../test/fixture-workspace.js';
import { createValidator } from './validator.js';

describe('validateGame', () => {
  it('finds no error in the fixture game, and reads every file with its kind', () => {
    const report = fixtureValidator().validateGame(GAME, fixtureFiles());
    expect(errorsOf(report)).toEqual([]);
    expect(report.files.map((f) => [f.path, f.kind])).toEqual([
      ['content/skirmish/abilities.yaml', 'abilities'],
      [ARMY, 'army'],
      ['content/skirmish/checks.yaml', 'checks'],
      ['content/skirmish/i18n/pl.yaml', 'locale'],
      ['content/skirmish/rules.yaml', 'rules'],
    ]);
    expect((report.files[1]!.data as { units: unknown[] }).units).toHaveLength(3);
  });

  it('reports a modeline that names a schema that does not exist, listing the known kinds', () => {
    const report = validateWith(ARMY, (t) => t.replace('army.schema.json', 'armee.schema.json'));
    const [d] = errorsOf(report);
    expect(d).toMatchObject({ file: ARMY, line: 1, column: 1, rule: 'modeline' });
    expect(d!.message).toContain("'schemas/skirmish/armee.schema.json', which does not exist");
    expect(d!.message).toContain('army, checks, locale, rules');
  });

  it('lists each known kind once when a game and the common folder both have a schema of that kind', () => {
    const schemas = { ...fixtureSchemas(), 'schemas/common/rules.schema.json': { type: 'object' } };
    const report = createValidator(schemas).validateGame(
      GAME,
      withFile(ARMY, (t) => t.replace('army.schema.json', 'armee.schema.json')),
    );
    const [d] = errorsOf(report);
    expect(d!.message).toMatch(/; known: abilities, army, checks, locale, rules$/);
  });

  it('does not report content whose schema could not be read: the schema problem stands for it', () => {
    const { 'schemas/skirmish/rules.schema.json': _rules, ...schemas } = fixtureSchemas();
    const validator = createValidator(schemas, { unloadedSchemas: ['schemas/skirmish/rules.schema.json'] });
    const report = validator.validateGame(GAME, fixtureFiles());
    expect(errorsOf(report)).toEqual([]);
    expect(report.files.find((f) => f.path === 'content/skirmish/rules.yaml')).toMatchObject({ kind: 'rules', data: undefined });
    // Without being told, the validator can only say the schema is not there.
    expect(errorsOf(createValidator(schemas).validateGame(GAME, fixtureFiles())).map((d) => d.rule)).toContain('modeline');
  });

  it('does not report a schema again when it fails only because one it refers to could not be read', () => {
    const schemas = {
      'schemas/x/a.schema.json': { type: 'object', properties: { b: { $ref: './b.schema.json' } } },
      'schemas/x/c.schema.json': { type: 'object', properties: { d: { $ref: './d.schema.json' } } },
    };
    const validator = createValidator(schemas, { unloadedSchemas: ['schemas/x/b.schema.json'] });
    expect(validator.schemaProblems.map((d) => d.file)).toEqual(['schemas/x/c.schema.json']);
    expect(validator.schemaPaths).toEqual([]);
  });

  it('reports every error of a run, sorted by file then line', () => {
    const report = validateWith(ARMY, (t) => t.replace('count: 3', 'count: three').replace('initiative: 2', 'initiative: slow'));
    const lines = errorsOf(report)
      .filter((d) => d.file === ARMY)
      .map((d) => d.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(lines).toContain(13);
    expect(lines).toContain(23);
  });

  it('caps one file at 20 problems and says how many more there are', () => {
    const units = Array.from({ length: 30 }, (_, i) => `  - { id: u${i}, name: U, kind: hq, count: 1, initiative: ${i + 10} }`).join('\n');
    const report = validateWith(
      ARMY,
      `# yaml-language-server: $schema=../../../schemas/skirmish/army.schema.json\nid: wolves\nname: Wolves\nunits:\n${units}\n`,
    );
    const own = report.diagnostics.filter((d) => d.file === ARMY);
    expect(own).toHaveLength(21);
    expect(own[20]!.message).toMatch(/^\.\.\. and \d+ more in this file/);
    expect(own[20]!.hidden).toEqual({ errors: 10, warnings: 0 });
    expect(report.totals.errors).toBe(31); // 30 here, and the Polish 'wolves.wolf.name' now dangles
  });

  it('reports schemas that do not compile instead of throwing', () => {
    const validator = createValidator({ 'schemas/x/bad.schema.json': { type: 'object', propertiez: {} } });
    expect(validator.schemaProblems[0]).toMatchObject({ file: 'schemas/x/bad.schema.json', rule: 'schema-file' });
    expect(validator.schemaProblems[0]!.message).toContain('propertiez');
  });
});

describe('revalidate', () => {
  it('gives the same diagnostics as a full run after one file changes', () => {
    const validator = fixtureValidator();
    const before = validator.validateGame(GAME, fixtureFiles());
    const text = fixtureFiles()
      .find((f) => f.path === ARMY)!
      .text.replace('count: 3', 'count: 30');
    const warm = validator.revalidate(before, { path: ARMY, text });
    const cold = validateWith(ARMY, text);
    expect(warm.diagnostics).toEqual(cold.diagnostics);
    expect(warm.diagnostics.map((d) => d.rule)).toContain('army-size');
    expect(warm.files.filter((f) => f.path !== ARMY).every((f) => before.files.includes(f))).toBe(true);
  });

  it('returns the same report when the text has not changed', () => {
    const validator = fixtureValidator();
    const before = validator.validateGame(GAME, fixtureFiles());
    const same = fixtureFiles().find((f) => f.path === ARMY)!;
    expect(validator.revalidate(before, same)).toBe(before);
    expect(validator.revalidate(before, { ...same, text: `${same.text} ` })).not.toBe(before);
  });

  it('adds a file it has not seen', () => {
    const validator = fixtureValidator();
    const before = validator.validateGame(GAME, fixtureFiles());
    const after = validator.revalidate(before, { path: 'content/skirmish/armies/new.yaml', text: 'id: x\n' });
    expect(after.files).toHaveLength(before.files.length + 1);
    expect(errorsOf(after).map((d) => d.rule)).toContain('modeline');
  });
});

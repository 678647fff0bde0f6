import { describe, expect, it } from 'vitest';
import { createValidator } from './index.js';
import { GAME, errorsOf, fixtureFiles, fixtureSchemas, fixtureValidator, validateWith } from '../test/fixture-workspace.js';
import { sourceHash } from './source-hash.js';
import { translatableStrings, translationKey } from './translations.js';

const PL = 'content/skirmish/i18n/pl.yaml';

describe('translationKey', () => {
  it('joins the enclosing ids and the property, with the kind first when the root has no id', () => {
    const army = { id: 'wolves', units: [{ id: 'wolf', name: 'Wolf' }] };
    expect(translationKey(army, 'army', ['units', '0', 'name'])).toBe('wolves.wolf.name');
    expect(translationKey({ abilities: [{ id: 'bite', name: 'Bite' }] }, 'abilities', ['abilities', '0', 'name'])).toBe(
      'abilities.bite.name',
    );
    expect(translationKey({ army: { title: 'x' } }, 'rules', ['army', 'title'])).toBe('rules.army.title');
  });
});

describe('translatableStrings', () => {
  it('lists the English of every x-i18n string with its key and line', () => {
    const report = fixtureValidator().validateGame(GAME, fixtureFiles());
    const strings = translatableStrings(report);
    expect(strings.map((s) => s.key).sort()).toEqual([
      'abilities.bite.name',
      'abilities.howl.name',
      'rules.title',
      'wolves.den.name',
      'wolves.howler.name',
      'wolves.name',
      'wolves.wolf.name',
    ]);
    expect(strings.find((s) => s.key === 'wolves.wolf.name')).toEqual({
      key: 'wolves.wolf.name',
      text: 'Wolf',
      file: 'content/skirmish/armies/wolves.yaml',
      pointer: '/units/1/name',
      line: 11,
    });
  });
});

describe('locale files', () => {
  it('reports a key that names no text as an error at the key', () => {
    const [d] = errorsOf(validateWith(PL, (t) => t.replace('wolves.wolf.name:', 'wolves.wolfe.name:')));
    expect(d).toMatchObject({ file: PL, line: 7, column: 3, pointer: '/entries/wolves.wolfe.name', rule: 'i18n-dangling' });
    expect(d!.message).toBe("translation key 'wolves.wolfe.name' names no translatable text (did you mean 'wolves.wolf.name'?)");
  });

  it('warns about a stale translation, with the hash to set once checked', () => {
    const report = validateWith('content/skirmish/armies/wolves.yaml', (t) => t.replace('name: Wolf\n', 'name: Grey wolf\n'));
    expect(errorsOf(report)).toEqual([]);
    const d = report.diagnostics.find((x) => x.rule === 'i18n-stale')!;
    expect(d).toMatchObject({ file: PL, line: 9, severity: 'warning', pointer: '/entries/wolves.wolf.name/source' });
    expect(d.message).toContain(
      `mark it reviewed (the editor's Translations page, or a PO file's fuzzy flag cleared and imported; in the YAML, source: "${sourceHash('Grey wolf')}")`,
    );
  });

  it('warns once about the missing translations, naming the first few', () => {
    const report = fixtureValidator().validateGame(GAME, fixtureFiles());
    const missing = report.diagnostics.filter((x) => x.rule === 'i18n-missing');
    expect(missing).toHaveLength(1);
    expect(missing[0]!.message).toBe(
      "5 of 7 texts have no pl translation: 'abilities.bite.name', 'abilities.howl.name', 'wolves.den.name', 'wolves.howler.name', 'rules.title'",
    );
  });
});

describe('one mistake, one error', () => {
  const ARMY = 'content/skirmish/armies/wolves.yaml';

  it('an army renamed is one error for its translation keys, and its texts are not called untranslated too', () => {
    const report = validateWith(ARMY, (t) => t.replace('id: wolves', 'id: pack'));
    expect(errorsOf(report).map((d) => [d.line, d.message])).toEqual([
      [4, "2 translation keys name 'wolves', which no text's key has: content/skirmish/i18n/pl.yaml:4:3, 7:3; was it renamed to 'pack'?"],
    ]);
    const missing = report.diagnostics.filter((d) => d.rule === 'i18n-missing').map((d) => d.message);
    expect(missing).toEqual([
      "5 of 7 texts have no pl translation: 'abilities.bite.name', 'abilities.howl.name', 'pack.den.name', 'pack.howler.name', 'rules.title'",
    ]);
  });

  it('does not call a translation whose source is not text stale: the schema error says it once', () => {
    const report = validateWith(PL, (t) => t.replace('source: "ea858afb"', 'source: [1]'));
    expect(report.diagnostics.map((d) => [d.line, d.rule])).toEqual([
      [3, 'i18n-missing'],
      [9, 'schema:type'],
    ]);
  });

  it('does not call a translation stale while its English has an error: emptying a name is one error', () => {
    const schemas = fixtureSchemas();
    const army = structuredClone(schemas['schemas/skirmish/army.schema.json']) as {
      $defs: { unit: { properties: { name: Record<string, unknown> } } };
    };
    army.$defs.unit.properties.name['minLength'] = 1;
    const validator = createValidator({ ...schemas, 'schemas/skirmish/army.schema.json': army });
    const files = fixtureFiles().map((f) => (f.path === ARMY ? { ...f, text: f.text.replace('name: Wolf\n', "name: ''\n") } : f));
    const report = validator.validateGame(GAME, files);
    expect(report.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.file, d.pointer])).toEqual([[ARMY, '/units/1/name']]);
    expect(report.diagnostics.filter((d) => d.rule === 'i18n-stale')).toEqual([]);
    // Once the English is text again, the translation is stale as before.
    const fixed = validator.validateGame(
      GAME,
      files.map((f) => (f.path === ARMY ? { ...f, text: f.text.replace("name: ''\n", 'name: Grey wolf\n') } : f)),
    );
    expect(fixed.diagnostics.filter((d) => d.rule === 'i18n-stale').map((d) => d.pointer)).toEqual(['/entries/wolves.wolf.name/source']);
  });

  it('does not report the translations of a file that cannot be read as dangling', () => {
    const report = validateWith(ARMY, (t) => t.replace('name: Wolves', 'name: [Wolves'));
    expect(errorsOf(report).map((d) => [d.file, d.rule])).toEqual([[ARMY, 'yaml-syntax']]);
  });

  it('still reports a dangling key under a prefix a readable file owns', () => {
    const files = fixtureFiles().map((f) => {
      if (f.path === ARMY) return { ...f, text: f.text.replace('name: Wolves', 'name: [Wolves') };
      if (f.path === PL) return { ...f, text: `${f.text}  abilities.bitee.name:\n    text: Ugryz\n    source: "00000000"\n` };
      return f;
    });
    const errors = errorsOf(fixtureValidator().validateGame(GAME, files));
    expect(errors.map((d) => d.rule).sort()).toEqual(['i18n-dangling', 'yaml-syntax']);
    expect(errors.find((d) => d.rule === 'i18n-dangling')!.message).toContain("'abilities.bitee.name'");
  });

  it('reports a copied thing whose id was left unchanged once, as a duplicate id, not again as duplicate keys', () => {
    const report = validateWith(ARMY, (t) => t.replace('  - id: howler\n', '  - id: den\n'));
    expect(errorsOf(report).map((d) => [d.line, d.rule])).toEqual([[19, 'unique-id']]);
  });

  it("reports a thing renamed to an id already taken once, not again for its old key's translation or the references to it", () => {
    // wolf becomes a second den: pl.yaml's wolves.wolf.name and the howler's `guards: wolf` lose their target.
    const report = validateWith(ARMY, (t) => t.replace('  - id: wolf\n', '  - id: den\n'));
    expect(errorsOf(report).map((d) => [d.file, d.line, d.rule])).toEqual([[ARMY, 10, 'unique-id']]);
  });

  it('while an id repeats, still judges keys that are not one word from a key of the repeated thing', () => {
    const files = fixtureFiles().map((f) => {
      if (f.path === ARMY) return { ...f, text: f.text.replace('  - id: wolf\n', '  - id: den\n') };
      if (f.path === PL) return { ...f, text: `${f.text}  wolfs.wolff.name:\n    text: Wilk\n    source: "00000000"\n` };
      return f;
    });
    const errors = errorsOf(fixtureValidator().validateGame(GAME, files));
    expect(errors.map((d) => [d.file, d.rule])).toEqual([
      [ARMY, 'unique-id'],
      [PL, 'i18n-dangling'],
    ]);
    expect(errors[1]!.message).toContain("'wolfs.wolff.name'");
  });

  it('still reports two texts sharing a key when no id repeats (an army named like a file kind)', () => {
    const report = validateWith(ARMY, (t) => t.replace('id: wolves', 'id: abilities').replace('  - id: den\n', '  - id: bite\n'));
    const shared = errorsOf(report).filter((d) => d.rule !== 'i18n-dangling');
    expect(shared.map((d) => [d.file, d.line, d.rule])).toEqual([[ARMY, 6, 'i18n-duplicate-key']]);
    expect(shared[0]!.message).toBe(
      "two texts share the translation key 'abilities.bite.name' (the other is at content/skirmish/abilities.yaml:4); give the enclosing things distinct ids",
    );
  });
});

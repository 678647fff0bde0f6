import { describe, expect, it } from 'vitest';
import { ARMY, errorsOf, validateWith } from '../test/fixture-workspace.js';

const ABILITIES = 'content/skirmish/abilities.yaml';
/** The errors, as file:line rule, of the fixture game with one edit to one file. */
const errors = (path: string, from: string, to: string) =>
  errorsOf(
    validateWith(path, (t) => {
      if (!t.includes(from)) throw new Error(`${path} does not hold ${from}`);
      return t.replace(from, to);
    }),
  ).map((d) => `${d.file}:${d.line} ${d.rule}`);

describe('an id the schema rejects is one error, not one more per place naming it', () => {
  it('an id of the wrong type', () => {
    expect(errors(ABILITIES, 'id: bite', 'id: 5')).toEqual([`${ABILITIES}:3 schema:type`]);
  });

  it('an id breaking the id pattern, named in the same file', () => {
    expect(errors(ARMY, '  - id: wolf', '  - id: Wolf')).toEqual([`${ARMY}:10 schema:pattern`]);
  });

  it('an id left out', () => {
    expect(errors(ABILITIES, '  - id: bite\n    name: Bite', '  - name: Bite')).toEqual([`${ABILITIES}:3 schema:required`]);
  });

  it('an id whose key is misspelt', () => {
    expect(errors(ABILITIES, '  - id: bite', '  - ib: bite')).toEqual([`${ABILITIES}:3 schema:additionalProperties`]);
  });

  it('and the translations keyed by an army id it rejects wait with it', () => {
    expect(errors(ARMY, 'id: wolves', 'id: Wolves')).toEqual([`${ARMY}:2 schema:pattern`]);
    expect(errors(ARMY, 'id: wolves', 'id: [wolves]')).toEqual([`${ARMY}:2 schema:type`]);
  });

  it('still reports a reference to an id nothing declares while every id reads well', () => {
    expect(errors(ARMY, 'abilities: [bite]', 'abilities: [gnaw]')).toEqual([`${ARMY}:15 unresolved-ref`]);
  });
});

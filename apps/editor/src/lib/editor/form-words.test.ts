import { createValidator } from '@armory/content-pipeline';
import { describe, expect, it } from 'vitest';
import { setValue } from '../document/edits.js';
import { typedNumber } from './typed-value.js';
import { inFormWords } from './form-words.js';
import { EditSession } from './session.svelte.js';

const SCHEMA = 'schemas/g/unit.schema.json';
const schemas = {
  [SCHEMA]: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: { name: { type: 'string' }, initiative: { type: 'integer', minimum: 0, maximum: 9, 'x-hint': 'a whole number 0-9' } },
  },
};
const FILE = 'content/g/wolf.yaml';
const TEXT = '# yaml-language-server: $schema=../../schemas/g/unit.schema.json\nname: Wolf\ninitiative: 2\n';
const bundle = (text: string) => ({ game: 'g', path: 'g/wolf.yaml', text, hash: 'h0', schemas, files: [{ path: FILE, text }] });

describe("the form's words for a number field's text", () => {
  it("says '+3' is not a number and how to write it, where the CLI talks of quotes the designer never typed", () => {
    // What the form writes when '+3' is typed in the initiative field: the text, which YAML quotes to keep it text.
    const typed = setValue(TEXT, ['initiative'], typedNumber('+3'));
    expect(typed).toContain(`initiative: "+3"`);
    const cli = createValidator(schemas).validateGame('g', [{ path: FILE, text: typed }]);
    expect(cli.diagnostics.map((d) => d.message)).toEqual([
      "unit: initiative must be a whole number 0-9, got '+3' (quotes make it text: drop them to write a number)",
    ]);
    const session = new EditSession(bundle(TEXT));
    session.edit((t) => setValue(t, ['initiative'], typedNumber('+3')));
    expect(session.diagnostics.map((d) => d.message)).toEqual([
      "unit: initiative must be a whole number 0-9; '+3' is not a number: write 3",
    ]);
    expect(session.errors).toBe(1);
  });

  it('writes the number as the form writes numbers (3.50 as 3.5, 07 as 7)', () => {
    const d = { file: FILE, line: 3, column: 13, pointer: '/n', rule: 'schema:type', severity: 'error' as const, frame: '' };
    const quoted = (v: string) => ({ ...d, message: `n must be a number, got '${v}' (quotes make it text: drop them to write a number)` });
    expect(inFormWords(quoted('3.50'), { n: '3.50' }).message).toBe("n must be a number; '3.50' is not a number: write 3.5");
    expect(inFormWords(quoted('07'), { n: '07' }).message).toBe("n must be a number; '07' is not a number: write 7");
  });

  it('keeps the CLI words where the file itself quotes the number, and for every other message', () => {
    const quotedInFile = TEXT.replace('initiative: 2', "initiative: '3'");
    const session = new EditSession(bundle(quotedInFile));
    expect(session.diagnostics.map((d) => d.message)).toEqual([
      "unit: initiative must be a whole number 0-9, got '3' (quotes make it text: drop them to write a number)",
    ]);
    session.edit((t) => setValue(t, ['initiative'], typedNumber('fast')));
    expect(session.diagnostics.map((d) => d.message)).toEqual(["unit: initiative must be a whole number 0-9, got 'fast'"]);
  });
});

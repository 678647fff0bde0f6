import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ARMY, errorsOf, validateWith } from '../test/fixture-workspace.js';
import { pruneErrors } from './schema-messages.js';
import { createValidator } from './validator.js';

const errors = (from: string, to: string) => errorsOf(validateWith(ARMY, (t) => t.replace(from, to))).filter((d) => d.file === ARMY);

describe("schema errors in the designer's words", () => {
  it('names the thing by its title and id, and uses the x-hint', () => {
    const [d, ...rest] = errors('initiative: 3', 'initiative: fast');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ line: 14, column: 17, pointer: '/units/1/initiative', rule: 'schema:type' });
    expect(d!.message).toBe("unit 'wolf': initiative must be a whole number 0-9, got 'fast'");
    expect(d!.frame).toContain('> 14 |     initiative: fast');
    expect(d!.frame).toMatch(/\| {17}\^/); // caret under column 17
  });

  it('tells a designer who quoted a number to drop the quotes', () => {
    const [d, ...rest] = errors('initiative: 3', 'initiative: "3"');
    expect(rest).toEqual([]);
    expect(d!.message).toBe(
      "unit 'wolf': initiative must be a whole number 0-9, got '3' (quotes make it text: drop them to write a number)",
    );
    const [text] = errors('initiative: 3', 'initiative: "three"');
    expect(text!.message).not.toContain('quotes');
  });

  it('uses the hint for a number out of range too', () => {
    const [d] = errors('initiative: 3', 'initiative: 12');
    expect(d!.message).toBe("unit 'wolf': initiative must be a whole number 0-9, got 12");
    expect(d!.rule).toBe('schema:maximum');
  });

  it('points an unknown key at the key and suggests the near one', () => {
    const [d] = errors('    count: 3', '    count: 3\n    strenght: 2');
    expect(d).toMatchObject({ line: 14, column: 5, pointer: '/units/1/strenght', rule: 'schema:additionalProperties' });
    expect(d!.message).toBe("unit 'wolf': unknown key 'strenght' (did you mean 'strength'?)");
  });

  it('a required key misspelt is one error, at the key, naming the one meant (not "missing" besides)', () => {
    expect(errors('    count: 3', '    cuont: 3').map((d) => [d.line, d.rule, d.message])).toEqual([
      [13, 'schema:additionalProperties', "unit 'wolf': unknown key 'cuont' (did you mean 'count'?)"],
    ]);
    // Left out with nothing like it written, it is still missing.
    expect(errors('    count: 3\n', '').map((d) => d.rule)).toEqual(['schema:required']);
  });

  it('lists the allowed keys when no known key is near', () => {
    const [d] = errors('    count: 3', '    count: 3\n    colour: red');
    expect(d!.message).toContain(
      "unknown key 'colour' (allowed: abilities, count, guards, id, initiative, kind, markers, name, speed, strength)",
    );
  });

  it('points a missing required property at its parent', () => {
    const [d] = errors('    count: 3\n', '');
    expect(d).toMatchObject({ line: 10, column: 5, pointer: '/units/1', rule: 'schema:required' });
    expect(d!.message).toBe("unit 'wolf': missing required 'count'");
  });

  it('lists the known markers for an unknown one, with a guess', () => {
    const [d] = errors('type: shield', 'type: sheild');
    expect(d).toMatchObject({ line: 17, column: 15, pointer: '/units/1/markers/0/type', rule: 'schema:discriminator' });
    expect(d!.message).toBe("unit 'wolf': markers, item 1: unknown marker 'sheild' (did you mean 'shield'?); known: banner, shield");
  });

  it('says a marker without its type is missing one', () => {
    const [d] = errors('      - type: shield\n        armor: 1', '      - armor: 1');
    expect(d!.message).toBe("unit 'wolf': markers, item 1: missing required 'type'");
  });

  it('lists the values of an enum', () => {
    const [d] = errors('kind: soldier', 'kind: soldjer');
    expect(d!.message).toBe("unit 'wolf': kind must be one of hq, soldier, got 'soldjer' (did you mean 'soldier'?)");
  });

  it('folds the branches of an anyOf into one message instead of one per branch', () => {
    const found = errors('speed: fast', 'speed: quick');
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toBe("unit 'howler': speed must be a number or 'fast', got 'quick'");
  });

  it('names the root by its title and id', () => {
    const [d] = errors('name: Wolves', 'name: [Wolves]');
    expect(d!.message).toBe("army 'wolves': name must be text, got a list");
  });
});

describe('titles of more than one word', () => {
  // A game of its own, so the titles can be ones the fixture does not have.
  const schema = {
    $id: 'bits/troops.schema.json',
    title: 'TroopList',
    type: 'object',
    additionalProperties: false,
    properties: {
      troops: {
        type: 'array',
        items: {
          title: 'TroopType',
          type: 'object',
          additionalProperties: false,
          required: ['id'],
          properties: {
            id: { type: 'string' },
            class: { title: 'TroopClass', enum: ['foot', 'mounted'] },
            bonus: {
              title: 'BonusEffect',
              type: 'object',
              discriminator: { propertyName: 'effect' },
              oneOf: [{ type: 'object', required: ['effect'], properties: { effect: { const: 'boost' } } }],
            },
          },
        },
      },
    },
  };
  const validator = createValidator({ 'schemas/bits/troops.schema.json': schema });
  expect(validator.schemaProblems).toEqual([]);
  const messages = (body: string) =>
    validator
      .validateGame('bits', [
        {
          path: 'content/bits/troops.yaml',
          text: `# yaml-language-server: $schema=../../schemas/bits/troops.schema.json\ntroops:\n${body}`,
        },
      ])
      .diagnostics.map((d) => d.message);

  it('reads them as words in the subject, an enum and a discriminated kind', () => {
    expect(messages('  - { id: god, speed: 3 }\n')).toEqual(["troop type 'god': unknown key 'speed' (allowed: bonus, class, id)"]);
    expect(messages('  - { id: god, class: fot }\n')).toEqual([
      "troop type 'god': class is an unknown troop class 'fot' (did you mean 'foot'?); known: foot, mounted",
    ]);
    expect(messages('  - { id: god, bonus: { effect: bost } }\n')).toEqual([
      "troop type 'god': bonus: unknown bonus effect 'bost' (did you mean 'boost'?); known: boost",
    ]);
  });
});

describe('pruneErrors', () => {
  const e = (instancePath: string, keyword: string): ErrorObject => ({ instancePath, keyword, schemaPath: '#', params: {} });

  it('drops an if error always, and a oneOf error when a deeper one explains it', () => {
    const kept = pruneErrors([e('/a', 'type'), e('/a/b', 'required'), e('/a', 'oneOf'), e('/c', 'if')]);
    expect(kept.map((k) => `${k.error.instancePath} ${k.error.keyword}`)).toEqual(['/a/b required']);
  });

  it("keeps a oneOf error with its branches' type errors folded in when nothing deeper explains it", () => {
    const kept = pruneErrors([e('/x', 'required'), e('/a', 'type'), e('/a', 'type'), e('/a', 'oneOf')]);
    expect(kept.map((k) => k.error.keyword)).toEqual(['required', 'oneOf']);
    expect(kept[1]!.alternatives).toHaveLength(2);
  });
});

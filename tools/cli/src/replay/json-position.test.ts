import { describe, expect, it } from 'vitest';
import { jsonMistake, placeOfMember } from './json-position.js';

describe('jsonMistake', () => {
  it('is undefined for JSON', () => {
    expect(jsonMistake('{"a": [1, 2]}\n')).toBeUndefined();
  });

  it('places a text cut short just after its last character', () => {
    expect(jsonMistake('{\n  "actions": [\n    {"type": "move"},\n    {"ty\n')).toEqual({
      line: 4,
      column: 9,
      why: 'the text ends before the JSON does',
    });
  });

  it('places a wrong character where it is, whether or not JSON.parse names its position', () => {
    expect(jsonMistake('{"a": 1,\n "b": 2,, "c": 3}')).toMatchObject({ line: 2, column: 9 });
    expect(jsonMistake('not json\n')).toEqual({ line: 1, column: 2, why: "unexpected token 'o'" });
    expect(jsonMistake('{"a": 1}\n}')).toMatchObject({ line: 2, column: 1 });
  });
});

describe('placeOfMember', () => {
  const text =
    '{\n  "game": "hott",\n  "options": { "armies": ["a", "b,]}"], "boundLimit": -5 },\n  "actions": [{"type": "x"}, {"type": "y"}]\n}\n';

  it('places a member by its key, inside objects and lists, past strings holding brackets and commas', () => {
    expect(placeOfMember(text, ['game'])).toEqual({ line: 2, column: 3 });
    expect(placeOfMember(text, ['options', 'boundLimit'])).toEqual({ line: 3, column: 41 });
    expect(placeOfMember(text, ['actions', '1', 'type'])).toEqual({ line: 4, column: 31 });
  });

  it('is undefined for a member the text does not hold', () => {
    expect(placeOfMember(text, ['options', 'edge'])).toBeUndefined();
    expect(placeOfMember(text, ['game', 'x'])).toBeUndefined();
    expect(placeOfMember(text, ['actions', '2'])).toBeUndefined();
  });
});

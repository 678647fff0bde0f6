import { describe, expect, it } from 'vitest';
import { jsonMistake } from './json-position.js';

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

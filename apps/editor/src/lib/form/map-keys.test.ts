import { describe, expect, it } from 'vitest';
import { keyProblem, keyRuleOf, offeredKeys } from './map-keys.js';

const files = {
  'schemas/g/units.schema.json': {
    type: 'object',
    properties: {
      attack: { type: 'object', propertyNames: { 'x-ref': 'unit' }, additionalProperties: { type: 'integer' } },
      moods: { type: 'object', propertyNames: { enum: ['calm', 'angry'] }, additionalProperties: { type: 'integer' } },
      hexes: { type: 'object', propertyNames: { $ref: './hex.schema.json' }, additionalProperties: { type: 'string' } },
      free: { type: 'object', additionalProperties: { type: 'string' } },
    },
  },
  'schemas/g/hex.schema.json': { type: 'string', pattern: '^[a-z][1-9]$', 'x-hint': 'a hex such as d2' },
};
const at = (key: string) => ({
  schema: (files['schemas/g/units.schema.json'].properties as Record<string, Record<string, unknown>>)[key]!,
  file: 'schemas/g/units.schema.json',
});
const UNITS = ['infantry', 'mech', 'rocketeer'];

describe("a map's keys", () => {
  it("reads what the keys may be from the schema's propertyNames, through a $ref", () => {
    expect(keyRuleOf(files, at('attack'))).toEqual({ collection: 'unit' });
    expect(keyRuleOf(files, at('moods'))).toEqual({ choices: ['calm', 'angry'] });
    expect(keyRuleOf(files, at('hexes'))).toEqual({ pattern: '^[a-z][1-9]$', hint: 'a hex such as d2' });
    expect(keyRuleOf(files, at('free'))).toEqual({});
  });

  it('offers the ids of the collection the map does not have yet', () => {
    const rule = keyRuleOf(files, at('attack'));
    expect(offeredKeys(rule, UNITS, ['mech'])).toEqual(['infantry', 'rocketeer']);
    expect(offeredKeys(keyRuleOf(files, at('moods')), [], [])).toEqual(['calm', 'angry']);
    expect(offeredKeys(keyRuleOf(files, at('free')), UNITS, [])).toEqual([]);
  });

  it('refuses a key the schema would refuse, saying what it takes', () => {
    const rule = keyRuleOf(files, at('attack'));
    expect(keyProblem('mechs', rule, UNITS, ['infantry'])).toBe(
      "'mechs' is not a unit id (did you mean 'mech'?); it takes mech, rocketeer",
    );
    expect(keyProblem('tank', rule, UNITS, [])).toBe("'tank' is not a unit id; it takes infantry, mech, rocketeer");
    expect(keyProblem('tank', rule, UNITS, UNITS)).toBe(
      "'tank' is not a unit id, and every one (infantry, mech, rocketeer) is here already",
    );
    expect(keyProblem('mech', rule, UNITS, ['mech'])).toBe("'mech' is here already");
    expect(keyProblem('rocketeer', rule, UNITS, ['mech'])).toBeUndefined();
    expect(keyProblem('sad', keyRuleOf(files, at('moods')), [], [])).toBe("'sad' is not a key this table takes; it takes angry, calm");
    expect(keyProblem('z0', keyRuleOf(files, at('hexes')), [], [])).toBe("'z0' is not a hex such as d2");
    expect(keyProblem('d2', keyRuleOf(files, at('hexes')), [], [])).toBeUndefined();
    expect(keyProblem('anything', keyRuleOf(files, at('free')), [], [])).toBeUndefined();
    // No unit id seen (units.yaml has an error): the key waits for the validator.
    expect(keyProblem('tank', rule, [], [])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../node.js';
import { repoRoot } from '../../test/fixture-workspace.js';
import { createValidator } from '../validator.js';
import type { SourceFile } from '../types.js';

/**
 * A made-up game, "duel", whose combat table declares its context (the fight: attacker, defender, combat kind)
 * and its outcomes, as docs/content-authoring.md shows a game doing it.
 */
const common = loadSchemas(repoRoot);
const side = {
  type: 'object',
  properties: {
    type: { type: 'string', 'x-ref': 'troop-types' },
    general: { type: 'boolean' },
    total: { type: 'integer' },
  },
};
const duel: Record<string, object> = {
  'schemas/duel/fight.schema.json': {
    $id: 'duel/fight.schema.json',
    title: 'Fight',
    description: 'What a combat rule can read: the two sides and the kind of combat.',
    type: 'object',
    properties: {
      attacker: { $ref: '#/$defs/side' },
      defender: { $ref: '#/$defs/side' },
      combat: { type: 'object', properties: { kind: { enum: ['close', 'shooting'] } } },
    },
    $defs: { side },
  },
  'schemas/duel/fight-outcome.schema.json': {
    $id: 'duel/fight-outcome.schema.json',
    title: 'FightOutcome',
    enum: ['destroyed', 'recoil', 'flee'],
  },
  'schemas/duel/fight-table.schema.json': {
    $id: 'duel/fight-table.schema.json',
    title: 'FightTable',
    type: 'object',
    allOf: [{ $ref: '../common/outcome-table.schema.json' }],
    properties: {
      rows: { type: 'array', items: { type: 'object', properties: { outcome: { $ref: './fight-outcome.schema.json' } } } },
      default: { $ref: './fight-outcome.schema.json' },
    },
  },
  'schemas/duel/combat.schema.json': {
    $id: 'duel/combat.schema.json',
    title: 'Combat',
    type: 'object',
    'x-context': './fight.schema.json',
    additionalProperties: false,
    properties: {
      factors: { type: 'array', items: { $ref: '../common/modifier.schema.json' } },
      outcome: { $ref: './fight-table.schema.json' },
    },
  },
  'schemas/duel/troop-types.schema.json': {
    $id: 'duel/troop-types.schema.json',
    title: 'TroopTypes',
    type: 'object',
    properties: { types: { type: 'array', items: { type: 'object', properties: { id: { type: 'string', 'x-id': 'troop-types' } } } } },
  },
};
const schemas = { ...Object.fromEntries(Object.entries(common).filter(([p]) => p.startsWith('schemas/common/'))), ...duel };
const validator = createValidator(schemas);

const TYPES: SourceFile = {
  path: 'content/duel/troop-types.yaml',
  text: '# yaml-language-server: $schema=../../schemas/duel/troop-types.schema.json\ntypes:\n  - id: knights\n  - id: blades\n',
};
const COMBAT = 'content/duel/combat.yaml';
const combat = `# yaml-language-server: $schema=../../schemas/duel/combat.schema.json
factors:
  - label: general
    add: 1
    when: { path: attacker.general, equals: true }
  - label: outnumbered
    add: { path: defender.total, times: -1 }
    when: { path: combat.kind, in: [close] }
outcome:
  rows:
    - when: { path: defender.type, in: [knights] }
      outcome: flee
  default: recoil
`;

const problems = (text: string) =>
  validator.validateGame('duel', [TYPES, { path: COMBAT, text }]).diagnostics.filter((d) => d.severity === 'error');

describe('rules data read against its declared context', () => {
  it('accepts a table whose paths and values all belong to its context', () => {
    expect(validator.schemaProblems).toEqual([]);
    expect(problems(combat)).toEqual([]);
  });

  it('reports a troop type the game does not declare, at the value, with a guess', () => {
    const [d, ...rest] = problems(combat.replace('in: [knights]', 'in: [knigths]'));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: COMBAT, line: 11, rule: 'context-value', pointer: '/outcome/rows/0/when/in/0' });
    expect(d!.message).toContain(
      "'knigths' is not one of the troop-types defender.type can be (did you mean 'knights'?); known: blades, knights",
    );
  });

  it('while the troop types file cannot be parsed, its syntax error stands for the troop types compared', () => {
    const broken = { ...TYPES, text: TYPES.text.replace('- id: blades', '- id: [blades') };
    const found = validator
      .validateGame('duel', [broken, { path: COMBAT, text: combat.replace('in: [close]', 'in: [clos]') }])
      .diagnostics.filter((d) => d.severity === 'error');
    // The combat kind misspelt is a second mistake of its own, and still reported.
    expect(found.map((d) => [d.file, d.rule])).toEqual([
      [COMBAT, 'context-value'],
      [TYPES.path, 'yaml-syntax'],
    ]);
    expect(found[0]!.message).toContain("'clos' is not a value of combat.kind");
  });

  it('says plainly when the game declares no troop type at all', () => {
    const none = { ...TYPES, text: TYPES.text.replace(/types:[\s\S]*/, 'types: []\n') };
    const [d] = validator.validateGame('duel', [none, { path: COMBAT, text: combat }]).diagnostics.filter((x) => x.severity === 'error');
    expect(d!.message).toContain(
      "'knights' is not one of the troop-types defender.type can be; no id of troop-types is declared in this game",
    );
  });

  it('reports a path that names no field of the context, with the nearest field', () => {
    const [d, ...rest] = problems(combat.replace('path: defender.type', 'path: defender.tipe'));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ line: 11, rule: 'context-path', pointer: '/outcome/rows/0/when/path' });
    expect(d!.message).toMatch(
      /path 'defender\.tipe' names no field of the Fight \(did you mean 'defender\.type'\?\); fields: attacker, attacker\.general/,
    );
  });

  it('checks the paths operands read, and values against listed and typed fields', () => {
    const found = problems(
      combat
        .replace('path: defender.total', 'path: defender.totl')
        .replace('in: [close]', 'in: [melee]')
        .replace('equals: true', 'equals: yes'),
    );
    expect(found.map((d) => [d.line, d.rule])).toEqual([
      [5, 'context-value'],
      [7, 'context-path'],
      [8, 'context-value'],
    ]);
    expect(found[0]!.message).toContain("attacker.general is true or false, so 'yes' never matches it");
    expect(found[2]!.message).toContain("'melee' is not a value of combat.kind; values: close, shooting");
  });

  it("holds outcomes to the table's outcome vocabulary through the schema", () => {
    const [d] = problems(combat.replace('outcome: flee', 'outcome: fled'));
    expect(d).toMatchObject({ line: 12, rule: 'schema:enum' });
    expect(d!.message).toContain("unknown fight outcome 'fled' (did you mean 'flee'?)");
  });

  it('does not report a context schema again when it could not be read (its own error is the one)', () => {
    const { 'schemas/duel/fight.schema.json': _fight, ...rest } = schemas;
    expect(createValidator(rest, { unloadedSchemas: ['schemas/duel/fight.schema.json'] }).schemaProblems).toEqual([]);
    expect(createValidator(rest).schemaProblems.map((d) => d.message)).toEqual([
      "x-context names './fight.schema.json', which is no schema (resolved to schemas/duel/fight.schema.json)",
    ]);
  });

  it('reports a context schema that does not exist as a schema problem', () => {
    const broken = {
      ...schemas,
      'schemas/duel/combat.schema.json': { ...duel['schemas/duel/combat.schema.json'], 'x-context': './fihgt.schema.json' },
    };
    expect(createValidator(broken).schemaProblems).toMatchObject([
      {
        file: 'schemas/duel/combat.schema.json',
        message: "x-context names './fihgt.schema.json', which is no schema (resolved to schemas/duel/fihgt.schema.json)",
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ARMY, errorsOf, repoRoot, validateWith } from '../test/fixture-workspace.js';
import { loadSchemas } from './node.js';
import type { SourceFile } from './types.js';
import { createValidator } from './validator.js';

const CHECKS = 'content/skirmish/checks.yaml';
const RULES = 'content/skirmish/rules.yaml';

describe('each in checks.yaml', () => {
  it('compares each value on its own and points at it', () => {
    const report = validateWith(RULES, (t) => t.replace('max: 9', 'max: 2'));
    const [d, ...rest] = errorsOf(report);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: ARMY, line: 14, column: 17, pointer: '/units/1/initiative', rule: 'initiative-range' });
    expect(d!.message).toBe('initiative must be 0-2, got 3');
  });

  it('reports every value that fails, each at its own line', () => {
    const extra = '  - id: all-soldiers\n    in: army\n    each: /units/*/kind\n    equals: soldier\n';
    const found = errorsOf(validateWith(CHECKS, (t) => `${t}${extra}`));
    expect(found.map((d) => [d.line, d.message])).toEqual([[7, "check 'all-soldiers' failed: got 'hq', expected soldier"]]);
    const slow = '  - id: slow\n    in: army\n    each: /units/*/initiative\n    atMost: 1\n';
    expect(errorsOf(validateWith(CHECKS, (t) => `${t}${slow}`)).map((d) => [d.line, d.pointer])).toEqual([
      [14, '/units/1/initiative'],
      [23, '/units/2/initiative'],
    ]);
  });
});

import { FIELD, FIELD_CHECKS, field, PLOTS_CHECKS, rules, source, validator } from './plots-game.testing.js';

const fieldChecks = (text = FIELD_CHECKS) => source(PLOTS_CHECKS, 'checks', text);
const fieldErrors = (...files: SourceFile[]) => errorsOf(validator.validateGame('plots', files));

describe('each over a list of pointers, multipleOf, lessThan and of with plus', () => {
  it('passes a field whose distances are whole squares and whose well and pieces are on it', () => {
    expect(validator.schemaProblems).toEqual([]);
    expect(fieldErrors(rules(), field(), fieldChecks())).toEqual([]);
  });

  it('reports a distance that is no whole number of squares, once, at the value, whichever pointer of the list found it', () => {
    const size = fieldErrors(rules(), field('width: 2450\ndepth: 1800'), fieldChecks());
    expect(size.map((d) => [d.file, d.line, d.column, d.pointer, d.rule, d.message])).toEqual([
      [FIELD, 3, 8, '/width', 'whole-squares', "field 'meadow': 2450 paces is not a whole number of squares of 100"],
    ]);
    const piece = fieldErrors(rules(), field(undefined, undefined, '{ x: 400, y: 1200, width: 400, depth: 350 }'), fieldChecks());
    expect(piece.map((d) => [d.line, d.column, d.pointer])).toEqual([[8, 43, '/pieces/1/depth']]);
  });

  it('reads the step from the content: 50 paces a square takes 2450', () => {
    expect(fieldErrors(rules('50'), field('width: 2450\ndepth: 1800'), fieldChecks())).toEqual([]);
  });

  it('reports a place at the edge as off the field (lessThan is strict), reading the width from the file checked', () => {
    const found = fieldErrors(rules(), field(undefined, '{ x: 2400, y: 0 }'), fieldChecks());
    expect(found.map((d) => [d.line, d.column, d.pointer, d.rule, d.message])).toEqual([
      [5, 12, '/well/x', 'well-across', 'the well at x 2400 is off a field 2400 wide'],
    ]);
    expect(fieldErrors(rules(), field(undefined, '{ x: 2300, y: 0 }'), fieldChecks())).toEqual([]);
  });

  it("adds plus to of and reports the sum at of's value: a piece may end at the edge, not past it", () => {
    expect(fieldErrors(rules(), field(undefined, undefined, '{ x: 2000, y: 0, width: 400, depth: 100 }'), fieldChecks())).toEqual([]);
    const found = fieldErrors(rules(), field(undefined, undefined, '{ x: 2100, y: 0, width: 400, depth: 100 }'), fieldChecks());
    expect(found.map((d) => [d.line, d.column, d.pointer, d.rule, d.message])).toEqual([
      [8, 10, '/pieces/1/x', 'piece-across', 'a piece reaches 2500 across, past 2400'],
    ]);
  });

  it('reports text where plus adds a number as written, and leaves a node without the values to the schema', () => {
    const found = fieldErrors(rules(), field(undefined, undefined, "{ x: '2100', y: 0, width: 400, depth: 100 }"), fieldChecks());
    // Both checks fail on the one value, so they are one error there (check-same-value.ts).
    expect(found.map((d) => d.message)).toEqual([
      "field 'meadow': '2100' paces is not a whole number of squares of 100; and a piece reaches '2100' + 400 across, past 2400",
    ]);
    expect(fieldErrors(rules(), field(undefined, undefined, '{ y: 0, depth: 100 }'), fieldChecks())).toEqual([]);
  });

  it('reports a field lacking the value a { pointer } reads, at that pointer in the check', () => {
    const found = fieldErrors(rules(), field('depth: 1800'), fieldChecks());
    expect(found.map((d) => [d.file, d.line, d.pointer, d.message])).toEqual([
      [PLOTS_CHECKS, 11, '/checks/1/lessThan/pointer', `check 'well-across': ${FIELD} has nothing at /width`],
      [PLOTS_CHECKS, 18, '/checks/2/atMost/pointer', `check 'piece-across': ${FIELD} has nothing at /width`],
    ]);
  });

  it('reports a step that is no number above 0 once, at its pointer in the check, rather than failing every value', () => {
    const found = fieldErrors(rules('0'), field(), fieldChecks());
    expect(found.map((d) => [d.file, d.line, d.pointer, d.message])).toEqual([
      [PLOTS_CHECKS, 6, '/checks/0/multipleOf/pointer', "check 'whole-squares': multipleOf needs a number above 0, got 0"],
    ]);
  });

  it('asks for each and of beside plus, so it cannot be set where it would never run', () => {
    const text = FIELD_CHECKS.replace('    of: /x\n', '');
    const found = fieldErrors(rules(), field(), fieldChecks(text));
    expect(found.map((d) => [d.file, d.rule])).toEqual([[PLOTS_CHECKS, 'schema:dependentRequired']]);
    expect(found[0]!.message).toContain("'plus' needs 'of' beside it");
  });

  it("shows the same error on the editor's warm path, when the field is edited", () => {
    const before = validator.validateGame('plots', [rules(), field(), fieldChecks()]);
    expect(errorsOf(before)).toEqual([]);
    const after = validator.revalidate(before, field(undefined, '{ x: 2400, y: 0 }'));
    expect(errorsOf(after).map((d) => [d.file, d.line, d.rule])).toEqual([[FIELD, 5, 'well-across']]);
  });
});

import { describe, expect, it } from 'vitest';
import { errorsOf, repoRoot } from '../test/fixture-workspace.js';
import { loadSchemas } from './node.js';
import type { SourceFile } from './types.js';
import { createValidator } from './validator.js';

/** A made-up game of fields (as check-each.test.ts): a size, a well on one square and pieces of ground, in paces. */
const validator = createValidator({
  'schemas/common/checks.schema.json': loadSchemas(repoRoot)['schemas/common/checks.schema.json']!,
  'schemas/plots/rules.schema.json': { $id: 'plots/rules.schema.json', type: 'object' },
  'schemas/plots/field.schema.json': { $id: 'plots/field.schema.json', type: 'object' },
});
const source = (path: string, kind: string, body: string): SourceFile => ({
  path,
  text: `# yaml-language-server: $schema=${'../'.repeat(path.split('/').length - 1)}schemas/${kind === 'checks' ? 'common' : 'plots'}/${kind}.schema.json\n${body}`,
});
const FIELD = 'content/plots/fields/meadow.yaml';
const rules = source('content/plots/rules.yaml', 'rules', 'squarePaces: 100\n');
const field = (width: number, wellX: number, pieceX: number) =>
  source(
    FIELD,
    'field',
    `id: meadow\nwidth: ${width}\ndepth: 1800\nwell: { x: ${wellX}, y: 0 }\npieces:\n  - { x: 0, y: 0, width: 200, depth: 200 }\n  - { x: ${pieceX}, y: 1200, width: 400, depth: 300 }\n`,
  );
const checks = source(
  'content/plots/checks.yaml',
  'checks',
  `checks:
  - id: well-across
    in: field
    each: /well/x
    lessThan: { pointer: /width }
    message: "the well at x {actual} is off a field {expected} wide"
  - id: piece-across
    in: field
    each: /pieces/*
    of: /x
    plus: /width
    atMost: { pointer: /width }
    message: "a piece reaches {actual} across, past {expected}"
`,
);
const errors = (...files: SourceFile[]) => errorsOf(validator.validateGame('plots', files));

describe('a value every comparison against it fails', () => {
  it('is one error at that value, saying what each comparison found', () => {
    // A width of 100: the well (x 1200) and both pieces (reaching 200 and 1800) all lie past it.
    const found = errors(rules, field(100, 1200, 1400), checks);
    expect(found.map((d) => [d.file, d.line, d.pointer, d.rule])).toEqual([[FIELD, 3, '/width', 'well-across']]);
    expect(found[0]!.message).toBe(
      'width is 100, and all 3 values checked against it disagree, so it is likely the mistake: "the well at x 1200 is off a field 100 wide", "a piece reaches 200 across, past 100", "a piece reaches 1800 across, past 100"',
    );
  });

  it('leaves each failure at its own value when any comparison against it passes', () => {
    // The first piece (reaching 200) fits a width of 1000: the width is right for it, so the others are the mistakes.
    const found = errors(rules, field(1000, 1200, 1400), checks);
    expect(found.map((d) => [d.pointer, d.rule])).toEqual([
      ['/well/x', 'well-across'],
      ['/pieces/1/x', 'piece-across'],
    ]);
  });

  it('leaves a single failed comparison where it is', () => {
    expect(errors(rules, field(2400, 2400, 400)).map((d) => [d.pointer, d.rule])).toEqual([]);
    const found = errors(rules, field(2400, 2400, 400), checks);
    expect(found.map((d) => [d.pointer, d.rule])).toEqual([['/well/x', 'well-across']]);
  });
});

// A made-up game of fields for the checks' tests: a size, a well on one square and pieces of ground, in paces laid
// on squares of rules.yaml, with checks that keep them on the grid and on the field.
import { repoRoot } from '../test/fixture-workspace.js';
import { loadSchemas } from './node.js';
import type { SourceFile } from './types.js';
import { createValidator } from './validator.js';

export const validator = createValidator({
  'schemas/common/checks.schema.json': loadSchemas(repoRoot)['schemas/common/checks.schema.json']!,
  'schemas/plots/rules.schema.json': { $id: 'plots/rules.schema.json', type: 'object' },
  'schemas/plots/field.schema.json': { $id: 'plots/field.schema.json', type: 'object' },
});
export const source = (path: string, kind: string, body: string): SourceFile => ({
  path,
  text: `# yaml-language-server: $schema=${'../'.repeat(path.split('/').length - 1)}schemas/${kind === 'checks' ? 'common' : 'plots'}/${kind}.schema.json\n${body}`,
});
export const FIELD = 'content/plots/fields/meadow.yaml';
export const PLOTS_CHECKS = 'content/plots/checks.yaml';
export const rules = (square = '100') => source('content/plots/rules.yaml', 'rules', `squarePaces: ${square}\n`);
export const field = (
  size = 'width: 2400\ndepth: 1800',
  well = '{ x: 1200, y: 0 }',
  piece = '{ x: 400, y: 1200, width: 400, depth: 300 }',
) => source(FIELD, 'field', `id: meadow\n${size}\nwell: ${well}\npieces:\n  - { x: 0, y: 0, width: 200, depth: 200 }\n  - ${piece}\n`);
export const FIELD_CHECKS = `checks:
  - id: whole-squares
    in: field
    each: [/width, /depth, /well/*, /pieces/*/x, /pieces/*/y, /pieces/*/width, /pieces/*/depth]
    multipleOf: { kind: rules, pointer: /squarePaces }
    message: "field '{id}': {actual} paces is not a whole number of squares of {expected}"
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
`;

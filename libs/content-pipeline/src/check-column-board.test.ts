import { describe, expect, it } from 'vitest';
import { repoRoot } from '../test/fixture-workspace.js';
import { columnBoard, offBoard } from './check-column-board.js';
import { loadSchemas } from './node.js';
import type { SourceFile } from './types.js';
import { createValidator } from './validator.js';

const hills = [4, 5, 6, 7, 6, 5, 4];

describe('offBoard', () => {
  it('accepts every hex of the board, first and last row of each column', () => {
    expect(['a1', 'a4', 'd1', 'd7', 'g4', 'e6'].map((hex) => offBoard(hex, hills))).toEqual(Array(6).fill(undefined));
  });

  it('names the columns for a column letter past the last one', () => {
    expect(offBoard('z9', hills)).toBe('hex z9 is not on the board: its columns are a-g');
    expect(offBoard('h1', hills)).toBe('hex h1 is not on the board: its columns are a-g');
  });

  it("names the column's height for a row past its end", () => {
    expect(offBoard('a5', hills)).toBe('hex a5 is not on the board: column a has 4 hexes');
    expect(offBoard('d8', hills)).toBe('hex d8 is not on the board: column d has 7 hexes');
    expect(offBoard('a2', [1])).toBe('hex a2 is not on the board: column a has 1 hex');
  });

  it('says how a hex is named when the value is no hex name', () => {
    const how = 'is not a hex name: a column letter (a-g) and a row number from 1, such as a1';
    expect(offBoard('D2', hills)).toBe(`'D2' ${how}`);
    expect(offBoard('a0', hills)).toBe(`'a0' ${how}`);
    expect(offBoard('2d', hills)).toBe(`'2d' ${how}`);
    expect(offBoard(12, hills)).toBe(`12 ${how}`);
  });
});

describe('columnBoard', () => {
  it('reads a list of column heights', () => {
    expect(columnBoard(hills)).toEqual({ columns: hills });
  });

  it('refuses anything else, saying what it got', () => {
    expect(columnBoard(37)).toEqual({ problem: 'is not a list of column heights (whole numbers above 0), got 37' });
    expect(columnBoard([4, 0])).toEqual({ problem: 'is not a list of column heights (whole numbers above 0), got a list' });
    expect(columnBoard([])).toEqual({ problem: 'is not a list of column heights (whole numbers above 0), got a list' });
    expect(columnBoard(Array(27).fill(1))).toEqual({ problem: 'has 27 columns; hex names have a letter for at most 26' });
  });
});

/** A made-up game with a board of columns and HQs placed by hex name; its schema lets any text through as a hex. */
const validator = createValidator({
  'schemas/common/checks.schema.json': loadSchemas(repoRoot)['schemas/common/checks.schema.json']!,
  'schemas/border/rules.schema.json': {
    $id: 'border/rules.schema.json',
    type: 'object',
    properties: {
      board: { type: 'object', properties: { columns: {}, tiles: { type: 'integer' } } },
      headquarters: { type: 'array', items: { type: 'object', properties: { seat: { type: 'integer' }, hex: {} } } },
    },
  },
});
const file = (path: string, kind: string, body: string): SourceFile => ({
  path,
  text: `# yaml-language-server: $schema=../../schemas/${kind === 'checks' ? 'common' : 'border'}/${kind}.schema.json\n${body}`,
});
const RULES = 'content/border/rules.yaml';
const rules = (hexes: string, columns = '[4, 5, 6, 7, 6, 5, 4]') =>
  file(RULES, 'rules', `board:\n  columns: ${columns}\n  tiles: 37\nheadquarters:\n${hexes}`);
const HQS = '  - { seat: 1, hex: d2 }\n  - { seat: 2, hex: d6 }\n';
const CHECKS = 'content/border/checks.yaml';
const checks = (extra = '') =>
  file(
    CHECKS,
    'checks',
    `checks:\n  - id: hq-on-board\n    in: rules\n    each: /headquarters/*/hex\n    onColumnBoard: { kind: rules, pointer: /board/columns }\n${extra}`,
  );
const errors = (...files: SourceFile[]) => validator.validateGame('border', files).diagnostics.filter((d) => d.severity === 'error');

describe('onColumnBoard in checks.yaml', () => {
  it('passes HQs on hexes of the board', () => {
    expect(validator.schemaProblems).toEqual([]);
    expect(errors(rules(HQS), checks())).toEqual([]);
    expect(errors(rules('  - { seat: 1, hex: a4 }\n  - { seat: 2, hex: g1 }\n'), checks())).toEqual([]);
  });

  it('reports a row past the end of its column once, at the hex', () => {
    const found = errors(rules('  - { seat: 1, hex: d2 }\n  - { seat: 2, hex: a5 }\n'), checks());
    expect(found).toMatchObject([
      {
        file: RULES,
        line: 7,
        column: 21,
        pointer: '/headquarters/1/hex',
        rule: 'hq-on-board',
        message: 'hex a5 is not on the board: column a has 4 hexes',
      },
    ]);
  });

  it('reports a column the board does not have', () => {
    const found = errors(rules('  - { seat: 1, hex: z9 }\n  - { seat: 2, hex: d6 }\n'), checks());
    expect(found.map((d) => [d.line, d.column, d.message])).toEqual([[6, 21, 'hex z9 is not on the board: its columns are a-g']]);
  });

  it('reports a value that is no hex name', () => {
    const found = errors(rules('  - { seat: 1, hex: D2 }\n  - { seat: 2, hex: d6 }\n'), checks());
    expect(found.map((d) => [d.line, d.message])).toEqual([
      [6, "'D2' is not a hex name: a column letter (a-g) and a row number from 1, such as a1"],
    ]);
  });

  it('reads the board from the content: the same hex is on a wider board', () => {
    expect(errors(rules('  - { seat: 1, hex: a5 }\n'), checks())).toHaveLength(1);
    expect(errors(rules('  - { seat: 1, hex: a5 }\n', '[5, 5]'), checks())).toEqual([]);
  });

  it("fills a check's own message, with {reason}", () => {
    const own = checks('    message: "an HQ must stand on the board ({actual}): {reason}"\n');
    const [d] = errors(rules('  - { seat: 1, hex: a5 }\n'), own);
    expect(d!.message).toBe("an HQ must stand on the board ('a5'): hex a5 is not on the board: column a has 4 hexes");
  });

  it("reports columns that are no board at the check's pointer to them", () => {
    const found = errors(rules(HQS, '37'), checks());
    expect(found).toMatchObject([
      {
        file: CHECKS,
        line: 6,
        column: 44,
        pointer: '/checks/0/onColumnBoard/pointer',
        rule: 'hq-on-board',
        message: "check 'hq-on-board': /board/columns of the rules file is not a list of column heights (whole numbers above 0), got 37",
      },
    ]);
  });

  it('asks for each beside it, so it cannot be set on a sum and never run', () => {
    const sum = checks().text.replace('each: /headquarters/*/hex', 'count: /headquarters/*');
    const found = errors(rules(HQS), { path: CHECKS, text: sum });
    expect(found.map((d) => [d.file, d.line, d.rule])).toEqual([[CHECKS, 3, 'schema:dependentRequired']]);
    expect(found[0]!.message).toContain("'onColumnBoard' needs 'each' beside it");
  });

  it("shows the same error on the editor's warm path, when the rules file is edited", () => {
    const before = validator.validateGame('border', [rules(HQS), checks()]);
    expect(before.diagnostics).toEqual([]);
    const after = validator.revalidate(before, rules('  - { seat: 1, hex: d2 }\n  - { seat: 2, hex: a5 }\n'));
    expect(after.diagnostics).toMatchObject([
      { file: RULES, line: 7, column: 21, rule: 'hq-on-board', message: 'hex a5 is not on the board: column a has 4 hexes' },
    ]);
  });
});

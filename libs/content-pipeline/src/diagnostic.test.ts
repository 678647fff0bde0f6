import { describe, expect, it } from 'vitest';
import { arrangeDiagnostics, codeFrame, countDiagnostics, formatDiagnostic, type Diagnostic } from './diagnostic.js';

const d = (file: string, line: number, pointer = '', severity: Diagnostic['severity'] = 'error'): Diagnostic => ({
  file,
  line,
  column: 1,
  pointer,
  message: `m${line}${pointer}`,
  rule: 'r',
  severity,
  frame: '',
});

describe('codeFrame', () => {
  it('shows two lines either side with a caret under the column', () => {
    const text = 'a: 1\nb: 2\nc: x\nd: 4\ne: 5\nf: 6\n';
    expect(codeFrame(text, 3, 4)).toBe(['  1 | a: 1', '  2 | b: 2', '> 3 | c: x', '    |    ^', '  4 | d: 4', '  5 | e: 5'].join('\n'));
  });

  it('clamps to the file and shows tabs visibly', () => {
    expect(codeFrame('\tx', 9, 1)).toBe('> 1 | →x\n    | ^');
    expect(codeFrame('', 1, 1)).toBe('> 1 | \n    | ^');
  });
});

describe('arrangeDiagnostics', () => {
  it('sorts by file and line, deepest pointer first at one place, and drops repeats', () => {
    const sorted = arrangeDiagnostics([d('b', 1), d('a', 5), d('a', 2, '/x'), d('a', 2, '/x/y/z'), d('a', 5)]);
    expect(sorted.map((x) => `${x.file}:${x.line}${x.pointer}`)).toEqual(['a:2/x/y/z', 'a:2/x', 'a:5', 'b:1']);
  });

  it('caps each file, keeping errors before warnings, and counts what it hid', () => {
    const many = [
      ...Array.from({ length: 5 }, (_, i) => d('a', i + 1, '', 'warning')),
      ...Array.from({ length: 5 }, (_, i) => d('a', i + 10)),
    ];
    const capped = arrangeDiagnostics(many, 6);
    expect(capped).toHaveLength(7);
    expect(capped.filter((x) => x.severity === 'error' && !x.hidden)).toHaveLength(5);
    expect(capped[6]).toMatchObject({
      rule: 'more',
      message: '... and 4 more in this file (0 errors, 4 warnings)',
      hidden: { errors: 0, warnings: 4 },
    });
    expect(countDiagnostics(capped)).toEqual({ errors: 5, warnings: 5 });
  });

  it('never says "1 errors" or "1 warnings"', () => {
    const many = [...Array.from({ length: 3 }, (_, i) => d('a', i + 1)), d('a', 10, '', 'warning')];
    const capped = arrangeDiagnostics(many, 2);
    expect(capped[2]!.message).toBe('... and 2 more in this file (1 error, 1 warning)');
  });
});

describe('formatDiagnostic', () => {
  it('prints file:line:column, severity, message, rule and the frame', () => {
    const x = { ...d('a.yaml', 3), column: 4, message: 'bad', frame: 'FRAME' };
    expect(formatDiagnostic(x)).toBe('a.yaml:3:4 error bad [r]\nFRAME');
    expect(formatDiagnostic(x, { color: true })).toContain('\u001b[31merror\u001b[39m');
  });
});

import { describe, expect, it } from 'vitest';
import { errorsOf, validateWith } from '../test/fixture-workspace.js';
import { operandsIn, readable, readOperand, readOperands } from './check-operands.js';
import type { LoadedFile } from './types.js';

const CHECKS = 'content/skirmish/checks.yaml';

/** Just what the operands read of a file: its path, kind, data and whether it has errors of its own. */
const file = (path: string, kind: string, data: unknown, errors = false) =>
  ({ path, kind, data, findings: { diagnostics: errors ? [{ severity: 'error' }] : [{ severity: 'warning' }] } }) as unknown as LoadedFile;
const RULES = file('content/g/rules.yaml', 'rules', { army: { tiles: 35 }, hand: { size: 3 } });

describe('readable', () => {
  it('is a parsed file with no errors of its own (warnings are fine)', () => {
    expect(readable(RULES)).toBe(true);
    expect(readable(file('a.yaml', 'rules', {}, true))).toBe(false);
    expect(readable(file('a.yaml', 'rules', undefined))).toBe(false);
  });
});

describe('readOperand', () => {
  it('takes a value written in the check as it is', () => {
    expect(readOperand([RULES], 5)).toEqual({ value: 5 });
    expect(readOperand([RULES], null)).toEqual({ value: null });
    expect(readOperand([RULES], { units: 3 })).toEqual({ value: { units: 3 } });
  });

  it('keeps a { pointer } alone to read in each file checked, and takes other objects as values', () => {
    expect(readOperand([RULES], { pointer: '/width' })).toEqual({ own: '/width' });
    expect(readOperand([RULES], { pointer: 5 })).toEqual({ value: { pointer: 5 } });
    expect(readOperand([RULES], { pointer: '/width', note: 'x' })).toEqual({ value: { pointer: '/width', note: 'x' } });
  });

  it('reads a { kind, pointer } from the one file of that kind', () => {
    expect(readOperand([RULES], { kind: 'rules', pointer: '/army/tiles' })).toEqual({ value: 35 });
  });

  it('says when the pointer reads nothing, or the kind has no file or several', () => {
    expect(readOperand([RULES], { kind: 'rules', pointer: '/army/size' })).toEqual({
      problem: 'content/g/rules.yaml has nothing at /army/size',
      at: ['pointer'],
    });
    expect(readOperand([RULES], { kind: 'setup', pointer: '/hq' })).toEqual({
      problem: "needs exactly one file of kind 'setup' to read /hq from, but there is none",
      at: ['kind'],
      missingKind: 'setup',
    });
    const other = file('content/g/more-rules.yaml', 'rules', {});
    expect(readOperand([RULES, other], { kind: 'rules', pointer: '/hand/size' })).toEqual({
      problem:
        "needs exactly one file of kind 'rules' to read /hand/size from, but there are 2 (content/g/rules.yaml, content/g/more-rules.yaml)",
      at: ['kind'],
    });
  });

  it('skips when the one file has errors of its own, which are reported already', () => {
    expect(readOperand([file('r.yaml', 'rules', { a: 1 }, true)], { kind: 'rules', pointer: '/a' })).toEqual({ skip: true });
  });

  it('skips when a file of the kind could not be parsed at all, rather than saying there is none', () => {
    expect(readOperand([file('r.yaml', 'rules', undefined, true)], { kind: 'rules', pointer: '/a' })).toEqual({ skip: true });
    // A schema that could not be read leaves its file unparsed with no error of its own; the schema's stands.
    expect(readOperand([file('r.yaml', 'rules', undefined)], { kind: 'rules', pointer: '/a' })).toEqual({ skip: true });
  });
});

describe('readOperands', () => {
  it('reads between as min and max, anything else as expected', () => {
    const ref = (pointer: string) => ({ kind: 'rules', pointer });
    expect(readOperands({ id: 'a', in: 'army', each: '/x', between: [1, ref('/hand/size')] }, [RULES])).toEqual({
      expected: undefined,
      min: { value: 1 },
      max: { value: 3 },
    });
    expect(readOperands({ id: 'a', in: 'army', count: '/x', atMost: ref('/army/tiles') }, [RULES])).toEqual({
      expected: { value: 35 },
      min: undefined,
      max: undefined,
    });
  });

  it('gives the first problem before any skip, with the field at fault', () => {
    const broken = file('content/g/setup.yaml', 'setup', { a: 1 }, true);
    const check = {
      id: 'a',
      in: 'army',
      each: '/x',
      between: [
        { kind: 'setup', pointer: '/a' },
        { kind: 'rules', pointer: '/nothing' },
      ] as [{ kind: string; pointer: string }, { kind: string; pointer: string }],
    };
    expect(readOperands(check, [RULES, broken])).toEqual({
      problem: 'content/g/rules.yaml has nothing at /nothing',
      at: ['between', '1', 'pointer'],
    });
    expect(readOperands({ ...check, between: [check.between[0], 9] }, [RULES, broken])).toEqual({ skip: true });
  });
});

describe('a check whose operand cannot be read', () => {
  it('waits, unreported, while the file it reads has a syntax error: that error is the one', () => {
    const errors = errorsOf(validateWith('content/skirmish/rules.yaml', (t) => t.replace('units: 5', 'units: [5')));
    expect(errors.map((d) => [d.file, d.rule])).toEqual([['content/skirmish/rules.yaml', 'yaml-syntax']]);
  });

  it('reports a check whose reference reads nothing, at its pointer', () => {
    const [d] = errorsOf(validateWith(CHECKS, (t) => t.replace('pointer: /army/units', 'pointer: /army/size')));
    expect(d).toMatchObject({ file: CHECKS, line: 6, column: 37, pointer: '/checks/0/equals/pointer', rule: 'army-size' });
    expect(d!.message).toBe("check 'army-size': content/skirmish/rules.yaml has nothing at /army/size");
  });

  it('reports a check with no file of the referenced kind, at the kind', () => {
    const [d] = errorsOf(validateWith(CHECKS, (t) => t.replace('{ kind: rules, pointer: /army/hq }', '{ kind: setup, pointer: /hq }')));
    expect(d).toMatchObject({ file: CHECKS, line: 12, column: 21, pointer: '/checks/1/equals/kind', rule: 'one-hq' });
    expect(d!.message).toBe("check 'one-hq': needs exactly one file of kind 'setup' to read /hq from, but there is none");
  });
});

describe('operandsIn', () => {
  const FIELD = file('content/g/fields/meadow.yaml', 'field', { width: 2400, depth: 1800 });

  it("reads each { pointer } operand from the file checked, and keeps the others' values", () => {
    const lessThan = { id: 'c', in: 'field', each: '/x', lessThan: { pointer: '/width' } };
    expect(operandsIn(lessThan, { expected: { own: '/width' } }, FIELD)).toEqual({ expected: { value: 2400 } });
    const between = { id: 'c', in: 'field', each: '/x', between: [0, { pointer: '/depth' }] as [number, { pointer: string }] };
    expect(operandsIn(between, { min: { value: 0 }, max: { own: '/depth' } }, FIELD)).toEqual({
      min: { value: 0 },
      max: { value: 1800 },
    });
  });

  it('says which file lacks the value, at the pointer of the operand in the check', () => {
    const between = { id: 'c', in: 'field', each: '/x', between: [0, { pointer: '/height' }] as [number, { pointer: string }] };
    expect(operandsIn(between, { min: { value: 0 }, max: { own: '/height' } }, FIELD)).toEqual({
      problem: 'content/g/fields/meadow.yaml has nothing at /height',
      at: ['between', '1', 'pointer'],
    });
    const atMost = { id: 'c', in: 'field', each: '/x', atMost: { pointer: '/size' } };
    expect(operandsIn(atMost, { expected: { own: '/size' } }, FIELD)).toMatchObject({ at: ['atMost', 'pointer'] });
  });
});

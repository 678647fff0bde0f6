import { describe, expect, it } from 'vitest';
import { ARMY, GAME, errorsOf, fixtureFiles, fixtureValidator, validateWith } from '../test/fixture-workspace.js';
import { reporter, valueText } from './check-report.js';
import type { Diagnostic } from './diagnostic.js';

const CHECKS = 'content/skirmish/checks.yaml';
const army = () =>
  fixtureValidator()
    .validateGame(GAME, fixtureFiles())
    .files.find((f) => f.path === ARMY)!;

describe('valueText', () => {
  it('quotes text and writes anything else as JSON', () => {
    expect(valueText('d2')).toBe("'d2'");
    expect(valueText(12)).toBe('12');
    expect(valueText(null)).toBe('null');
    expect(valueText([1, 2])).toBe('[1,2]');
  });
});

describe('reporter', () => {
  it("fills the check's words, leaves an unknown one as written, and points at the value", () => {
    const found: Diagnostic[] = [];
    const check = {
      id: 'c',
      in: 'army',
      each: '/units/*/initiative',
      between: [0, 2] as [number, number],
      message: '{id}: {min}-{max} ({expected}), got {actual}{nope}',
    };
    reporter(check, army(), { min: { value: 0 }, max: { value: 2 } }, found)(3, ['units', '1', 'initiative']);
    expect(found).toMatchObject([
      {
        file: ARMY,
        line: 14,
        column: 17,
        pointer: '/units/1/initiative',
        rule: 'c',
        severity: 'error',
        message: 'wolves: 0-2 (0-2), got 3{nope}',
      },
    ]);
  });

  it('points at the key when asked, adds a tail, or puts a fixed message instead', () => {
    const found: Diagnostic[] = [];
    const report = reporter({ id: 'c', in: 'army', count: '/units/*', equals: 2 }, army(), { expected: { value: 2 } }, found);
    report(3, ['units'], { atKey: true, tail: ' (and more)' });
    report(3, ['units', '0'], { replace: 'a message of its own' });
    expect(found.map((d) => [d.line, d.column, d.message])).toEqual([
      [4, 1, "check 'c' failed: got 3, expected 2 (and more)"],
      [5, 5, 'a message of its own'],
    ]);
  });

  it('uses a default message and a warning severity when asked', () => {
    const extra = '  - id: few\n    in: army\n    count: /units/*\n    atLeast: 4\n    severity: warning\n';
    const report = validateWith(CHECKS, (t) => `${t}${extra}`);
    expect(errorsOf(report)).toEqual([]);
    const d = report.diagnostics.find((x) => x.rule === 'few')!;
    expect(d).toMatchObject({ severity: 'warning', file: ARMY });
    expect(d.message).toBe("check 'few' failed: got 3, expected 4");
  });
});

import { describe, expect, it } from 'vitest';
import { errorsOf } from '../test/fixture-workspace.js';
import { FIELD, FIELD_CHECKS, field, PLOTS_CHECKS, rules, source, validator } from './plots-game.testing.js';
import type { SourceFile } from './types.js';

const checks = source(PLOTS_CHECKS, 'checks', FIELD_CHECKS);
const errors = (...files: SourceFile[]) => errorsOf(validator.validateGame('plots', files));
/** The meadow at `width` paces, its well at x `wellX`, its second piece (400 wide) at x `pieceX`; the first reaches 200. */
const meadow = (width: number, wellX: number, pieceX: number) =>
  field(`width: ${width}\ndepth: 1800`, `{ x: ${wellX}, y: 0 }`, `{ x: ${pieceX}, y: 1200, width: 400, depth: 300 }`);

describe('a value every comparison against it fails', () => {
  it('is one error at that value, saying what each comparison found', () => {
    // A width of 100: the well (x 1200) and both pieces (reaching 200 and 1800) all lie past it.
    const found = errors(rules(), meadow(100, 1200, 1400), checks);
    expect(found.map((d) => [d.file, d.line, d.pointer, d.rule])).toEqual([[FIELD, 3, '/width', 'well-across']]);
    expect(found[0]!.message).toBe(
      'width is 100, and all 3 values checked against it disagree, so it is likely the mistake: "the well at x 1200 is off a field 100 wide", "a piece reaches 200 across, past 100", "a piece reaches 1800 across, past 100"',
    );
  });

  it('leaves each failure at its own value when any comparison against it passes', () => {
    // The first piece (reaching 200) fits a width of 1000: the width is right for it, so the others are the mistakes.
    const found = errors(rules(), meadow(1000, 1200, 1400), checks);
    expect(found.map((d) => [d.pointer, d.rule])).toEqual([
      ['/well/x', 'well-across'],
      ['/pieces/1/x', 'piece-across'],
    ]);
  });

  it('leaves a single failed comparison where it is', () => {
    expect(errors(rules(), meadow(2400, 2400, 400), checks).map((d) => [d.pointer, d.rule])).toEqual([['/well/x', 'well-across']]);
  });
});

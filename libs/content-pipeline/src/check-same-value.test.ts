import { describe, expect, it } from 'vitest';
import { oneErrorPerValue } from './check-same-value.js';
import type { Diagnostic } from './diagnostic.js';

const at = (pointer: string, message: string, rule: string, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({
  file: 'content/hott/battlefields/river-crossing.yaml',
  line: 7,
  column: 27,
  pointer,
  message,
  rule,
  severity,
  frame: '',
});

describe('oneErrorPerValue', () => {
  it('joins the errors of several checks at one value into one, at the first one, saying each', () => {
    const squares = at(
      '/stronghold/y',
      "battlefield 'river-crossing': 2350 paces is not a whole number of squares of 100 paces",
      'whole-squares',
    );
    const zone = at('/stronghold/y', "battlefield 'river-crossing': the stronghold at y 2350 is outside the defender's zone", 'in-zone');
    const elsewhere = at('/width', "battlefield 'river-crossing': 250 paces is not a whole number of squares", 'whole-squares');
    expect(oneErrorPerValue([squares, elsewhere, zone])).toEqual([
      {
        ...squares,
        message:
          "battlefield 'river-crossing': 2350 paces is not a whole number of squares of 100 paces; and the stronghold at y 2350 is outside the defender's zone",
      },
      elsewhere,
    ]);
  });

  it('leaves one error a value, warnings, and errors at different values as they are', () => {
    const one = at('/stronghold/y', 'a', 'r1');
    const warning = at('/stronghold/y', 'b', 'r2', 'warning');
    const other = at('/stronghold/x', 'c', 'r3');
    const list = [one, warning, other];
    expect(oneErrorPerValue(list)).toBe(list);
  });
});

import { describe, expect, it } from 'vitest';
import { compileOperand, compilePath, readPath } from './path.js';

describe('paths and operands', () => {
  const ctx = { unit: { kind: 'spears', ranks: [2, 3] }, overlaps: 3, flag: false };
  it('reads dotted paths, including list positions, and gives undefined for missing steps', () => {
    expect(readPath(ctx, compilePath('unit.kind'))).toBe('spears');
    expect(readPath(ctx, compilePath('unit.ranks.1'))).toBe(3);
    expect(readPath(ctx, compilePath('unit.kind.length.x'))).toBeUndefined();
    expect(readPath(ctx, compilePath('nothing.here'))).toBeUndefined();
    expect(readPath(ctx, compilePath(''))).toBe(ctx);
  });

  it('scales, shifts and clamps numbers read from the context', () => {
    expect(compileOperand(4)(ctx)).toBe(4);
    expect(compileOperand({ path: 'overlaps' })(ctx)).toBe(3);
    expect(compileOperand({ path: 'overlaps', times: -1, min: -2 })(ctx)).toBe(-2);
    expect(compileOperand({ path: 'overlaps', times: 0.5, plus: 1, max: 2 })(ctx)).toBe(2);
    expect(compileOperand({ path: 'unit.kind', times: 2 })(ctx)).toBe('spears');
  });
});

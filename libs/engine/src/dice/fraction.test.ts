import { describe, expect, it } from 'vitest';
import { Fraction } from './fraction.js';

const f = (s: string) => Fraction.parse(s);

describe('Fraction', () => {
  it('reduces and keeps exact arithmetic', () => {
    expect(new Fraction(6, 36).toString()).toBe('1/6');
    expect(new Fraction(3, -9).toString()).toBe('-1/3');
    expect(f('1/6').add(f('1/3')).toString()).toBe('1/2');
    expect(f('1/2').sub(f('3/4')).toString()).toBe('-1/4');
    expect(f('2/3').mul(f('3/4')).div(f('1/2')).toString()).toBe('1');
    expect(f('1/3').compare(f('2/6'))).toBe(0);
    expect(f('1/3').compare(f('1/2'))).toBe(-1);
    expect(JSON.stringify({ p: f('5/36') })).toBe('{"p":"5/36"}');
    expect(() => new Fraction(1, 0)).toThrow(RangeError);
    expect(() => Fraction.parse('0.5')).toThrow(SyntaxError);
  });
});

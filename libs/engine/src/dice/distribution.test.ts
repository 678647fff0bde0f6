import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Fraction } from './fraction.js';
import { Distribution, contest, diceSum, die, outcomeOdds, rollDice } from './distribution.js';
import { Rng } from '../rng/rng.js';

const sumP = (d: Distribution<unknown>) => d.entries().reduce((acc, [, p]) => acc.add(p), Fraction.ZERO);

describe('dice distributions', () => {
  it('gives 2d6 its triangle: 7 in 6/36, 2 in 1/36', () => {
    const d = diceSum({ count: 2, sides: 6 });
    expect(d.p(7).toString()).toBe('1/6');
    expect(d.p(2).toString()).toBe('1/36');
    expect(d.p(13).toString()).toBe('0');
    expect([...d.weights.keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('sums of n dice total exactly 1 and span n..n*sides', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: -3, max: 3 }),
        (count, sides, plus) => {
          const d = diceSum({ count, sides, plus });
          expect(sumP(d).equals(Fraction.ONE)).toBe(true);
          expect(d.total).toBe(BigInt(sides) ** BigInt(count));
          const keys = [...d.weights.keys()];
          expect(Math.min(...keys)).toBe(count + plus);
          expect(Math.max(...keys)).toBe(count * sides + plus);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('compares d6 + 4 against d6 + 3 by enumerating the 36 pairs', () => {
    const { win, tie, lose } = contest(die(6), 4, die(6), 3);
    // By hand: A wins when a + 1 > b, i.e. b <= a: 21 pairs; ties when b = a + 1: 5 pairs; 10 losses.
    expect(win.toString()).toBe('7/12');
    expect(tie.toString()).toBe('5/36');
    expect(lose.toString()).toBe('5/18');
    expect(win.add(tie).add(lose).equals(Fraction.ONE)).toBe(true);
  });

  it('gives the odds of outcomes of a function of independent dice', () => {
    const odds = outcomeOdds({ a: die(6), b: die(6) }, ({ a, b }) => (a + 2 >= 2 * b ? 'doubled' : a > b ? 'beaten' : 'held'));
    expect(sumP(odds).equals(Fraction.ONE)).toBe(true);
    // doubled: a+2 >= 2b -> b=1: 6, b=2: 6 (a>=2: 5)... count by brute force instead of trusting the formula.
    let doubled = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + 2 >= 2 * b) doubled++;
    expect(odds.p('doubled').equals(new Fraction(doubled, 36))).toBe(true);
  });

  it('samples and rolls with the seeded RNG, within range and reproducibly', () => {
    const d = diceSum({ count: 2, sides: 6 });
    const a = Rng.seeded('roll');
    const b = Rng.seeded('roll');
    const xs = Array.from({ length: 50 }, () => d.sample(a));
    expect(xs).toEqual(Array.from({ length: 50 }, () => d.sample(b)));
    for (const x of xs) expect(x >= 2 && x <= 12).toBe(true);
    const rolls = Array.from({ length: 300 }, () => rollDice({ count: 3, sides: 6, plus: 1 }, a));
    expect(Math.min(...rolls)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...rolls)).toBeLessThanOrEqual(19);
    expect(new Set(rolls).size).toBeGreaterThan(10);
  });

  it('refuses empty or negative distributions', () => {
    expect(() => new Distribution(new Map())).toThrow(RangeError);
    expect(() => new Distribution(new Map([[1, -1n]]))).toThrow(RangeError);
  });
});

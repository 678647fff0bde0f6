/**
 * Exact fractions on BigInt, for odds that must not drift (5/36, not 0.1388...). Always reduced,
 * denominator positive, so equal fractions have equal fields and `toString`.
 */

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** An exact rational number. */
export class Fraction {
  /** Numerator (sign of the fraction). */
  readonly num: bigint;
  /** Denominator, always > 0. */
  readonly den: bigint;

  constructor(num: bigint | number, den: bigint | number = 1n) {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('fraction with denominator 0');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n, d) || 1n;
    this.num = n / g;
    this.den = d / g;
  }

  /** 0. */
  static readonly ZERO = new Fraction(0n);
  /** 1. */
  static readonly ONE = new Fraction(1n);

  /** Sum. */
  add(o: Fraction): Fraction {
    return new Fraction(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  /** Difference. */
  sub(o: Fraction): Fraction {
    return new Fraction(this.num * o.den - o.num * this.den, this.den * o.den);
  }
  /** Product. */
  mul(o: Fraction): Fraction {
    return new Fraction(this.num * o.num, this.den * o.den);
  }
  /** Quotient; throws on division by zero. */
  div(o: Fraction): Fraction {
    return new Fraction(this.num * o.den, this.den * o.num);
  }
  /** -1, 0 or 1 as this is below, equal to or above `o`. */
  compare(o: Fraction): number {
    const l = this.num * o.den;
    const r = o.num * this.den;
    return l < r ? -1 : l > r ? 1 : 0;
  }
  /** Exact equality. */
  equals(o: Fraction): boolean {
    return this.num === o.num && this.den === o.den;
  }
  /** Nearest double, for display and charts only. */
  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }
  /** "n/d", or "n" for whole numbers; also how a fraction is written to JSON. */
  toString(): string {
    return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`;
  }
  /** JSON form: the text "n/d" (BigInt itself is not JSON). */
  toJSON(): string {
    return this.toString();
  }
  /** Reads "n/d" or "n". */
  static parse(text: string): Fraction {
    const m = /^(-?\d+)(?:\/(\d+))?$/.exec(text.trim());
    if (!m) throw new SyntaxError(`not a fraction: '${text}'`);
    return new Fraction(BigInt(m[1]!), BigInt(m[2] ?? '1'));
  }
}
